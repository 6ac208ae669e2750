/**
 * Resolves once the browser is idle, or after `timeoutMs` at the latest. Where
 * requestIdleCallback is missing (Safari), in the next task.
 */
export function browserIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 1);
  });
}

/** Resolves in a task of its own: what follows it never adds to the task that awaited it. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
