import { http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { inject } from 'vitest';

const shared = inject('emulators');
const emulatorHosts = new Set(shared ? [shared.firestore, shared.auth, shared.functions] : []);

/** The emulators are real servers: their requests go through. */
const emulatorRequests = http.all(/^http:\/\/127\.0\.0\.1:\d+\//, ({ request }) =>
  emulatorHosts.has(new URL(request.url).host) ? passthrough() : undefined,
);

/**
 * No other handlers: the memory mode must never touch the network, so any other request is an
 * error. Tests add the handlers they need for the outside world.
 */
export const server = setupServer(emulatorRequests);
