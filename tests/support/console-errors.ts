/**
 * Every console.error during a test is captured here; tests/setup.ts fails the test when any is
 * left over. A test that expects an error takes it with takeConsoleErrors() and asserts on it.
 */
const captured: unknown[][] = [];

export function captureConsoleErrors(): void {
  console.error = (...args: unknown[]) => {
    captured.push(args);
  };
}

export function takeConsoleErrors(): unknown[][] {
  return captured.splice(0);
}
