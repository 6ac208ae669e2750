import type { SendLimit } from './send-limits';

/**
 * A send refused before it left: App Check could not vouch for this browser (reCAPTCHA failed,
 * was blocked, or throttled the visitor). The form says so, distinctly, and keeps the text.
 */
export class VisitorCheckError extends Error {
  constructor(readonly reason: unknown) {
    super('App Check could not verify this browser, so the message was not sent.');
    this.name = 'VisitorCheckError';
  }
}

/** A send refused because the visitor sent too recently or too often; nothing was written. */
export class RateLimitedError extends Error {
  constructor(
    readonly limit: SendLimit,
    readonly retryAfterSeconds: number,
  ) {
    super(`Sent too ${limit === 'interval' ? 'soon' : 'often'}: retry in ${retryAfterSeconds} s.`);
    this.name = 'RateLimitedError';
  }
}
