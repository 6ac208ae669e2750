import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { OwnerConfig } from './compose-email.js';
import { composeDigest } from './compose-digest.js';
import {
  claimFields,
  notNow,
  sendAndRecord,
  type NotNow,
  type SendOptions,
  type SendOutcome,
} from './email-record.js';
import { asRunError, inTurns } from './in-turns.js';
import { countMessagesOf, HOUR_MS, hourEnd, hourOf, MAILBOX } from './mailbox.js';

export interface DigestOptions extends SendOptions {
  db: Firestore;
  config: OwnerConfig;
  /** How long a claim keeps other runs off the digest (see claimFields). */
  leaseMs: number;
  maxEmailsPerHour: number;
}

export type DigestOutcome = SendOutcome | NotNow | { outcome: 'no-digest' };

type Claim =
  { claimed: true; record: DocumentData | undefined } | { claimed: false; result: NotNow };

/** Hours looked at again after they end, should a sweep have been missed. */
const HOURS_LOOKED_BACK = 3;

/**
 * Sends the digest of `hour` once the hour is over, if more messages arrived in it than were
 * emailed one by one: claimed in a transaction on `Mailbox/{hour}` as a message's email is on
 * its delivery record, then recorded `sent`, `retrying` or `failed`. Every message of the hour is
 * stored by its end, so the count is final.
 */
export async function sendDigest(hour: string, options: DigestOptions): Promise<DigestOutcome> {
  const { db, now } = options;
  const ref = db.collection(MAILBOX).doc(hour);
  if (now < hourEnd(hour)) return { outcome: 'not-due', nextAttemptAt: hourEnd(hour) };
  const busy = notNow((await ref.get()).data(), now);
  if (busy) return busy;
  const more = (await countMessagesOf(db, hour)) - options.maxEmailsPerHour;
  if (more <= 0) return { outcome: 'no-digest' };

  const claim = await db.runTransaction<Claim>(async (transaction) => {
    const record = (await transaction.get(ref)).data();
    const taken = notNow(record, now);
    if (taken) return { claimed: false, result: taken };
    transaction.set(ref, claimFields(now, options.leaseMs), { merge: true });
    return { claimed: true, record };
  });
  if (!claim.claimed) return claim.result;
  const counts = { emailed: options.maxEmailsPerHour, held: more };
  return sendAndRecord(
    ref,
    claim.record,
    () => composeDigest(hour, counts, options.config),
    options,
  );
}

/**
 * Sends every digest due at `now`: those of the hours just over (the last three, in case a sweep
 * was missed) and those due for a retry.
 */
export async function sendDueDigests(
  options: DigestOptions,
): Promise<{ hour: string; result: DigestOutcome | ReturnType<typeof asRunError> }[]> {
  const retrying = await options.db
    .collection(MAILBOX)
    .where('nextAttemptAt', '<=', Timestamp.fromDate(options.now))
    .get();
  const lastHours = Array.from({ length: HOURS_LOOKED_BACK }, (_, index) =>
    hourOf(new Date(options.now.getTime() - (index + 1) * HOUR_MS)),
  );
  const hours = [...new Set([...lastHours, ...retrying.docs.map(({ id }) => id)])];
  return inTurns(hours, 5, async (hour) => ({
    hour,
    result: await sendDigest(hour, options).catch(asRunError),
  }));
}
