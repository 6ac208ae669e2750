import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { SMTPSentMessageInfo, Transporter } from 'nodemailer';
import { composeEmail, type OwnerConfig, type StoredMessage } from './compose-email.js';
import { SendFailure, sendWithRetry } from './send-with-retry.js';

export const DELIVERIES = 'Deliveries';

export interface DeliveryOptions {
  db: Firestore;
  messageId: string;
  transport: Transporter<SMTPSentMessageInfo>;
  config: OwnerConfig;
  /** Waits between attempts on a transient SMTP failure. */
  retryDelaysMs: readonly number[];
  /**
   * How long a claim keeps other runs off the message. It must outlast one run (the function's
   * timeout): a run that still holds a claim may be sending right now.
   */
  leaseMs: number;
}

export type DeliveryOutcome =
  | { outcome: 'sent'; smtpMessageId: string; attempts: number }
  | { outcome: 'failed'; error: string; attempts: number }
  /** Already sent, or already failed for good: nothing more to do. */
  | { outcome: 'done'; state: 'sent' | 'failed' }
  /** Another run holds a fresh claim: it is sending, or about to. */
  | { outcome: 'in-progress' }
  | { outcome: 'no-message' };

type Claim =
  { claimed: true; message: StoredMessage } | { claimed: false; result: DeliveryOutcome };

function toStoredMessage(data: Record<string, unknown>): StoredMessage {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: text(data.name),
    email: text(data.email),
    message: text(data.message),
    date: data.date instanceof Timestamp ? data.date.toDate() : null,
  };
}

/**
 * Emails the owner about message `Emails/{messageId}`, once however often it is called, even
 * concurrently: a transaction claims `Deliveries/{messageId}` before sending and the record
 * then says `sent` (with the SMTP message id) or `failed` (with the error). A run that finds
 * the message sent, failed or claimed by another run does not send.
 */
export async function deliverMessage(options: DeliveryOptions): Promise<DeliveryOutcome> {
  const { db, messageId } = options;
  const messageRef = db.collection('Emails').doc(messageId);
  const deliveryRef = db.collection(DELIVERIES).doc(messageId);

  const claim = await db.runTransaction<Claim>(async (transaction) => {
    const [message, delivery] = await transaction.getAll(messageRef, deliveryRef);
    if (!message?.exists) return { claimed: false, result: { outcome: 'no-message' } };
    const record = delivery?.data();
    const state: unknown = record?.state;
    if (state === 'sent' || state === 'failed')
      return { claimed: false, result: { outcome: 'done', state } };
    const leaseUntil = record?.leaseUntil;
    if (
      state === 'sending' &&
      leaseUntil instanceof Timestamp &&
      leaseUntil.toMillis() > Date.now()
    )
      return { claimed: false, result: { outcome: 'in-progress' } };
    transaction.set(
      deliveryRef,
      {
        state: 'sending',
        claims: FieldValue.increment(1),
        claimedAt: FieldValue.serverTimestamp(),
        leaseUntil: Timestamp.fromMillis(Date.now() + options.leaseMs),
      },
      { merge: true },
    );
    return { claimed: true, message: toStoredMessage(message.data() ?? {}) };
  });
  if (!claim.claimed) return claim.result;

  let sent: Awaited<ReturnType<typeof sendWithRetry>>;
  try {
    const mail = composeEmail(messageId, claim.message, options.config);
    sent = await sendWithRetry(options.transport, mail, options.retryDelaysMs);
  } catch (error) {
    const attempts = error instanceof SendFailure ? error.attempts : 0;
    const description = describeError(error instanceof SendFailure ? error.cause : error);
    await deliveryRef.update({
      state: 'failed',
      failedAt: FieldValue.serverTimestamp(),
      error: description,
      attempts,
    });
    return { outcome: 'failed', error: description, attempts };
  }
  const { info, attempts } = sent;
  await deliveryRef.update({
    state: 'sent',
    sentAt: FieldValue.serverTimestamp(),
    smtpMessageId: info.messageId,
    smtpResponse: info.response,
    attempts,
  });
  return { outcome: 'sent', smtpMessageId: info.messageId, attempts };
}

function describeError(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return [
    error instanceof Error ? error.message : String(error),
    typeof code === 'string' ? `(${code})` : '',
    typeof responseCode === 'number' ? `[SMTP ${responseCode}]` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
