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
