import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { captureConsoleErrors } from './support/console-errors';
import { captureFirebaseWarnings } from './support/firebase-warnings';
import { EverythingInViewObserver } from './support/intersection-observer';
import { server } from './support/msw-server';
import '@/start/interface-catalogs';
import { failOnUnexpectedOutput } from './support/unexpected-output';

captureConsoleErrors();
captureFirebaseWarnings();

if (typeof window !== 'undefined') {
  vi.stubGlobal('IntersectionObserver', EverythingInViewObserver);
}

// Tests send the contact form at once; the minimum time before a send is tested on its own
// by overriding this.
vi.mock('@/ui/page-age', () => ({ pageAgeMs: vi.fn(() => 60_000) }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  server.close();
  // A warning from the file's own clean-up, after its last test, fails the file.
  failOnUnexpectedOutput();
});

afterEach(() => {
  cleanup();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  server.resetHandlers();
  server.events.removeAllListeners();
  failOnUnexpectedOutput();
});
