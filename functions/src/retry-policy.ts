/** How long a send that keeps failing for a passing reason is tried again before it fails. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const SHORTEST_WAIT_MS = 5 * 60 * 1000;
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/**
 * When to try again a send that has failed for a passing reason since `sinceMs`, or null once
 * the 24 hours are over. Each wait is as long as the failure has lasted so far, from 5 minutes
 * to an hour (5, 5, 10, 20, 40, 60, 60… minutes), and the last attempt falls at the 24 hours.
 */
export function nextAttemptAfter(sinceMs: number, nowMs: number): number | null {
  const deadline = sinceMs + RETRY_WINDOW_MS;
  if (nowMs >= deadline) return null;
  const wait = Math.min(Math.max(nowMs - sinceMs, SHORTEST_WAIT_MS), LONGEST_WAIT_MS);
  return Math.min(nowMs + wait, deadline);
}
