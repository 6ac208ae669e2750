/**
 * Calls back once the browser is idle, or after `timeoutMs` at the latest. Where
 * requestIdleCallback is missing (Safari), calls back in the next task.
 */
export function whenBrowserIdle(callback: () => void, timeoutMs = 2000): void {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(callback, { timeout: timeoutMs });
  else setTimeout(callback, 1);
}

/** Resolves once the browser is idle, or after `timeoutMs` at the latest. */
export function browserIdle(timeoutMs?: number): Promise<void> {
  return new Promise((resolve) => whenBrowserIdle(resolve, timeoutMs));
}

/** Resolves in a task of its own: what follows it never adds to the task that awaited it. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
