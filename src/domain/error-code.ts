/** An error's `code` (Firebase's, App Check's), or undefined when it has none that is text. */
export const errorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
