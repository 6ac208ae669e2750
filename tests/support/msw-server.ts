import { setupServer } from 'msw/node';

/** No handlers: the memory mode must never touch the network, so any request is an error. */
export const server = setupServer();
