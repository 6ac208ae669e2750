/** A write's error as part of a sentence of ours, which ends it. */
export const failureText = (error: Error): string =>
  error.message.replace(/\.$/, '') || 'the write failed';
