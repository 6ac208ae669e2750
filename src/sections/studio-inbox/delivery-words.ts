import type { InboxMessage } from '@/domain/studio-content';
import { readableDate } from './readable-date';

/** What became of a message's email (the Cloud Function's record), in words for the owner. */
export function describeDelivery({
  state,
  error,
  nextAttemptAt,
  digestHour,
}: InboxMessage['delivery']): string {
  switch (state) {
    case 'sent':
      return 'Emailed to you';
    case 'failed':
      return error ? `Email failed: ${error}` : 'Email failed';
    case 'sending':
      return 'Sending the email';
    case 'retrying': {
      // The function tries again for up to 24 hours before it marks the email failed.
      const when = nextAttemptAt ? ` at ${readableDate(nextAttemptAt)}` : ' soon';
      return `Email delayed, trying again${when}${error ? ` (${error})` : ''}`;
    }
    case 'held':
      return `In the digest email for ${
        digestHour ? `the hour from ${readableDate(digestHour)}` : 'its hour'
      } (more messages came that hour than are emailed one by one)`;
    case 'waiting':
      return 'Not emailed yet';
  }
}
