import { Timestamp, type Firestore } from 'firebase-admin/firestore';

export type ResendResult =
  | { resent: true; dueAt: Date }
  | { resent: false; reason: 'no-message' | 'no-record' | 'not-failed'; state?: string };

/**
 * Puts a message whose email failed back to be retried at once: its record says `retrying`,
 * due now, with 24 hours of retries from now, and the Cloud Function's next sweep sends it
 * (functions/src/retry-due-deliveries.ts). The record keeps the last error until then. Only a
 * failed email is put back, in a transaction, so a resend never races the function into a
 * second email.
 */
export async function resendEmail(db: Firestore, id: string, now: Date): Promise<ResendResult> {
  const messageRef = db.collection('Emails').doc(id);
  const deliveryRef = db.collection('Deliveries').doc(id);
  return db.runTransaction<ResendResult>(async (transaction) => {
    const [message, delivery] = await transaction.getAll(messageRef, deliveryRef);
    if (!message?.exists) return { resent: false, reason: 'no-message' };
    const state: unknown = delivery?.get('state');
    if (!delivery?.exists) return { resent: false, reason: 'no-record' };
    if (state !== 'failed') return { resent: false, reason: 'not-failed', state: String(state) };
    transaction.update(deliveryRef, {
      state: 'retrying',
      retryingSince: Timestamp.fromDate(now),
      nextAttemptAt: Timestamp.fromDate(now),
      resentAt: Timestamp.fromDate(now),
    });
    return { resent: true, dueAt: now };
  });
}
