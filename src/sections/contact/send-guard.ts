import { pageAgeMs } from '@/ui/page-age';

/** People take longer than this to write a message; form-filling bots send at once. */
export const MIN_TIME_BEFORE_SEND_MS = 3000;

/** Why a message cannot go out right now: the visitor then sees why, and keeps the text. */
export type SendHold = 'offline';

export function whyNotSendNow(): SendHold | null {
  // The SDK would queue the write and keep the visitor waiting; say so at once instead.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  return null;
}

/**
 * Resolves once the page has been open for the minimum time. A quick person is not refused:
 * their send waits for it behind the spinner.
 */
export function untilSendAllowed(): Promise<void> {
  const wait = MIN_TIME_BEFORE_SEND_MS - pageAgeMs();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}
