import { http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { inject } from 'vitest';
import { isStartedAuthEmulator } from '../../scripts/lib/auth-emulator';
import { isStartedEmulatorSuite } from '../../scripts/lib/emulator-suite';
import { isStartedEmulator } from '../../scripts/lib/official-emulator';

const shared = inject('firestoreEmulator');

/** The emulators are real servers the tests started: their requests go through. */
const emulatorRequests = http.all(/^http:\/\/127\.0\.0\.1:\d+\//, ({ request }) => {
  const { host } = new URL(request.url);
  const isEmulator =
    isStartedEmulator(host) ||
    isStartedAuthEmulator(host) ||
    isStartedEmulatorSuite(host) ||
    (shared !== null && host === `${shared.host}:${shared.port}`);
  return isEmulator ? passthrough() : undefined;
});

/**
 * No other handlers: the memory mode must never touch the network, so any other request is an
 * error. Tests add the handlers they need for the outside world.
 */
export const server = setupServer(emulatorRequests);
