import { isRecord } from './is-record';

/** An error's `code` (Firebase's, App Check's), or undefined when it has none that is text. */
export const errorCode = (error: unknown): string | undefined =>
  isRecord(error) && typeof error.code === 'string' ? error.code : undefined;
