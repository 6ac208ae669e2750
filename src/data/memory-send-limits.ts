import { RateLimitedError } from '@/domain/send-errors';
import { recordSend, waitBeforeNextSend, type SenderRecord } from '@/domain/send-limits';

/**
 * The send limits of firestore.rules for the memory repository's one visitor (the page): each
 * new message is counted, and one sent too soon or past the day's number is refused.
 */
export function createSendLimits(now: () => Date): { count(): void } {
  let sender: SenderRecord | null = null;
  return {
    /** Counts a new message sent now, or throws RateLimitedError and counts nothing. */
    count() {
      const at = now();
      const wait = waitBeforeNextSend(sender, at);
      if (wait) throw new RateLimitedError(wait.limit, wait.retryAfterSeconds);
      sender = recordSend(sender, at);
    },
  };
}
