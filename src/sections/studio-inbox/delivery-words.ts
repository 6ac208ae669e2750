import type { InboxMessage } from '@/domain/studio-content';

/** What became of a message's email (the Cloud Function's record), in words for the owner. */
export function describeDelivery({ state, error }: InboxMessage['delivery']): string {
  switch (state) {
    case 'sent':
      return 'Emailed to you';
    case 'failed':
      return error ? `Email failed: ${error}` : 'Email failed';
    case 'sending':
      // One run of the function tries again after a failed attempt before it gives up.
      return 'Sending the email (retrying if needed)';
    case 'waiting':
      return 'Waiting for the email function';
  }
}
