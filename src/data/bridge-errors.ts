import { transferHandlers, type TransferHandler } from 'comlink';
import { isRecord } from '@/domain/is-record';
import { RateLimitedError, VisitorCheckError } from '@/domain/send-errors';
import type { SendLimit } from '@/domain/send-limits';

/** What crosses of an error: enough for the page to tell failures apart. */
interface SentError {
  name: string;
  message: string;
  code?: string;
  /** A RateLimitedError's bound and wait. */
  limit?: SendLimit;
  retryAfterSeconds?: number;
}

// Not domain/error-code's errorCode: shared with the studio's code, that module would be one more
// file for every Firestore page to request.
const codeOf = (value: unknown) =>
  isRecord(value) && typeof value.code === 'string' ? value.code : undefined;

function sendable(error: unknown): SentError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  if (error instanceof RateLimitedError) {
    const { name, message, limit, retryAfterSeconds } = error;
    return { name, message, limit, retryAfterSeconds };
  }
  // A refused visitor's reason is App Check's error: its code says why.
  const code = codeOf(error instanceof VisitorCheckError ? error.reason : error);
  return { name: error.name, message: error.message, ...(code ? { code } : {}) };
}

function revive({ name, message, code, limit, retryAfterSeconds }: SentError): Error {
  if (name === 'VisitorCheckError') return new VisitorCheckError({ code, message });
  if (name === 'RateLimitedError' && limit && retryAfterSeconds !== undefined) {
    return new RateLimitedError(limit, retryAfterSeconds);
  }
  return Object.assign(new Error(message), { name }, code ? { code } : {});
}

const passedError: TransferHandler<Error, SentError> = {
  canHandle: (value): value is Error => value instanceof Error,
  serialize: (error) => [sendable(error), []],
  deserialize: revive,
};

/** Comlink's own, kept for its test of a thrown value (its marker is not exported). */
const comlinkThrow = transferHandlers.get('throw');

/**
 * Errors cross Comlink whole enough for the page: Firestore's `code`, App Check's refusal and
 * a visitor's wait, each as its own class (src/domain/send-errors.ts). Comlink keeps only the
 * name, message and stack of a thrown error, and structured cloning turns an error passed to a
 * callback into a plain Error; transfer handlers are its maintainers' answer for this
 * (GoogleChromeLabs/comlink#514). Both ends of a bridge call this before using it.
 */
export function carryErrorsWhole(): void {
  if (!comlinkThrow) throw new Error('Comlink no longer has a "throw" transfer handler.');
  transferHandlers.set('error', passedError as TransferHandler<unknown, unknown>);
  transferHandlers.set('throw', {
    canHandle: comlinkThrow.canHandle,
    serialize: (thrown) => [sendable((thrown as { value: unknown }).value), []],
    deserialize: (sent) => {
      throw revive(sent as SentError);
    },
  });
}
