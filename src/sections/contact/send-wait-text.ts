import { plural } from '@lingui/core/macro';
import type { SendWait } from '@/domain/send-wait';

/** What the form says when a visitor sent too recently or too often; their text is kept. */
export function sendWaitText({ limit, retryAfterSeconds }: SendWait): string {
  if (limit === 'interval') {
    return plural(retryAfterSeconds, {
      one: 'Please wait # second before sending another message. Nothing you typed was lost.',
      other: 'Please wait # seconds before sending another message. Nothing you typed was lost.',
    });
  }
  const hours = Math.ceil(retryAfterSeconds / 3600);
  return plural(hours, {
    one: 'You have sent as many messages today as a day allows. Nothing you typed was lost: please try again in an hour.',
    other:
      'You have sent as many messages today as a day allows. Nothing you typed was lost: please try again in # hours.',
  });
}
