import type { SendWait } from '@/domain/send-wait';

const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;

/** What the form says when a visitor sent too recently or too often; their text is kept. */
export function sendWaitText({ limit, retryAfterSeconds }: SendWait): string {
  if (limit === 'interval') {
    return `Please wait ${count(retryAfterSeconds, 'second')} before sending another message. Nothing you typed was lost.`;
  }
  const hours = Math.ceil(retryAfterSeconds / 3600);
  return `You have sent as many messages today as a day allows. Nothing you typed was lost: please try again in ${hours === 1 ? 'an hour' : count(hours, 'hour')}.`;
}
