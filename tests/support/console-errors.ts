/**
 * Every console.error during a test is captured here; tests/setup.ts fails the test when any is
 * left over. A test that expects an error takes it with takeConsoleErrors() and asserts on it.
 */
import nodeConsole from 'node:console';

const captured: unknown[][] = [];

export function captureConsoleErrors(): void {
  const capture = (...args: unknown[]) => {
    captured.push(args);
  };
  console.error = capture;
  // happy-dom reports the page's errors (a refused fetch, say) on Node's own console, which is
  // not the one Vitest gives the tests.
  nodeConsole.error = capture;
}

export function takeConsoleErrors(): unknown[][] {
  return captured.splice(0);
}
