import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { captureConsoleErrors, takeConsoleErrors } from './support/console-errors';
import { EverythingInViewObserver } from './support/intersection-observer';
import { server } from './support/msw-server';

captureConsoleErrors();

if (typeof window !== 'undefined') {
  vi.stubGlobal('IntersectionObserver', EverythingInViewObserver);
}

// Tests send the contact form at once; the minimum time before a send is tested on its own
// by overriding this.
vi.mock('@/ui/page-age', () => ({ pageAgeMs: vi.fn(() => 60_000) }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
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
