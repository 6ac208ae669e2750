import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { composeEmail, type OwnerConfig, type StoredMessage } from './compose-email.js';
import {
  claimFields,
  notNow,
  sendAndRecord,
  type NotNow,
  type SendOptions,
  type SendOutcome,
} from './email-record.js';
import { admitToMailbox } from './mailbox.js';

export const DELIVERIES = 'Deliveries';

export interface DeliveryOptions extends SendOptions {
  db: Firestore;
  messageId: string;
  config: OwnerConfig;
  /** How long a claim keeps other runs off the message (see claimFields). */
  leaseMs: number;
  /** The owner's bound: a new message past it in one hour goes in that hour's digest. */
  maxEmailsPerHour: number;
}

export type DeliveryOutcome =
  | SendOutcome
  | NotNow
  /** Past the hour's bound: in the digest of `hour` (see mailbox.ts). */
  | { outcome: 'held'; hour: string }
  | { outcome: 'no-message' };

type Claim =
  | { claimed: true; message: StoredMessage; record: DocumentData | undefined }
  | { claimed: false; result: DeliveryOutcome };

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
 * concurrently (the trigger, its repeats, the sweep): a transaction claims
 * `Deliveries/{messageId}` before sending, and the record then says `sent`, `retrying` or
 * `failed`. A message past the hour's bound (see admitToMailbox) is recorded `held` for the
 * hour's digest instead. A run that finds the message sent,
 * failed, held, claimed by another run or not yet due for a retry does not send.
 */
export async function deliverMessage(options: DeliveryOptions): Promise<DeliveryOutcome> {
  const { db, messageId, now } = options;
  const messageRef = db.collection('Emails').doc(messageId);
  const deliveryRef = db.collection(DELIVERIES).doc(messageId);

  // Read before the claim: its place in the hour is final, and the queries stay out of the
  // transaction.
  const stored = await messageRef.get();
  const admission = stored.exists
    ? await admitToMailbox(db, stored, now, options.maxEmailsPerHour)
    : null;

  const claim = await db.runTransaction<Claim>(async (transaction) => {
    const [message, delivery] = await transaction.getAll(messageRef, deliveryRef);
    const record = delivery?.data();
    if (!message?.exists || !admission) {
      // Deleted by the owner while it waited for a retry: the sweep stops looking at it.
      if (record?.nextAttemptAt)
        transaction.update(deliveryRef, { nextAttemptAt: FieldValue.delete() });
      return { claimed: false, result: { outcome: 'no-message' } };
    }
    const busy = notNow(record, now);
    if (busy) return { claimed: false, result: busy };
    if (!record && !admission.emailed) {
      transaction.set(deliveryRef, {
        state: 'held',
        hour: admission.hour,
        heldAt: FieldValue.serverTimestamp(),
      });
      return { claimed: false, result: { outcome: 'held', hour: admission.hour } };
    }
    transaction.set(
      deliveryRef,
      { ...claimFields(now, options.leaseMs), ...(record ? {} : { hour: admission.hour }) },
      { merge: true },
    );
    return { claimed: true, message: toStoredMessage(message.data() ?? {}), record };
  });
  if (!claim.claimed) return claim.result;

  return sendAndRecord(
    deliveryRef,
    claim.record,
    () => composeEmail(messageId, claim.message, options.config),
    options,
  );
}
