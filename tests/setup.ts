import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, inject, vi } from 'vitest';
import { captureConsoleErrors, takeConsoleErrors } from './support/console-errors';
import { EverythingInViewObserver } from './support/intersection-observer';
import { server } from './support/msw-server';
import { isStartedEmulator } from './support/official-emulator';

captureConsoleErrors();

if (typeof window !== 'undefined') {
  vi.stubGlobal('IntersectionObserver', EverythingInViewObserver);
}

// Tests send the contact form at once; the minimum time before a send is tested on its own
// by overriding this.
vi.mock('@/ui/page-age', () => ({ pageAgeMs: vi.fn(() => 60_000) }));

const sharedEmulator = inject('firestoreEmulator');

/** The official emulator is a real server the tests started; every other request is an error. */
function isEmulatorRequest(request: Request): boolean {
  const { host } = new URL(request.url);
  return (
    isStartedEmulator(host) ||
    (sharedEmulator !== null && host === `${sharedEmulator.host}:${sharedEmulator.port}`)
  );
}

beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (!isEmulatorRequest(request)) print.error();
    },
  }),
);
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  server.resetHandlers();
  server.events.removeAllListeners();
  const errors = takeConsoleErrors();
  if (errors.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
