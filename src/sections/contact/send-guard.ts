import { pageAgeMs } from '@/ui/page-age';

/** People take longer than this to write a message; form-filling bots send at once. */
export const MIN_TIME_BEFORE_SEND_MS = 3000;

/** Why a message should not go out right now: the visitor then sees why, and keeps the text. */
export type SendHold = 'too-soon' | 'offline';

export function whyNotSendNow(): SendHold | null {
  if (pageAgeMs() < MIN_TIME_BEFORE_SEND_MS) return 'too-soon';
  // The SDK would queue the write and keep the visitor waiting; say so at once instead.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  return null;
}
