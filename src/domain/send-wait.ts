import type { SendLimit } from './send-limits';

/** A send refused for now: which bound, and for how many seconds more. */
export interface SendWait {
  limit: SendLimit;
  retryAfterSeconds: number;
}

/**
 * The wait a RateLimitedError (./send-errors.ts) asks for, or null for any other error. Told by
 * its name rather than its class, so the contact form's code needs neither the class nor the
 * limits: only the repositories (loaded later) throw it.
 */
export function sendWaitOf(error: unknown): SendWait | null {
  if (!(error instanceof Error) || error.name !== 'RateLimitedError') return null;
  const { limit, retryAfterSeconds } = error as Error & SendWait;
  return { limit, retryAfterSeconds };
}
