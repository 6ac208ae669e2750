import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
} from 'firebase-admin/firestore';
import type { SendMailOptions, SMTPSentMessageInfo, Transporter } from 'nodemailer';
import { nextAttemptAfter } from './retry-policy.js';
import { isTransient, SendFailure, sendWithRetry } from './send-with-retry.js';

/**
 * Where one email to the owner is, as its record says (`Deliveries/{message id}` for a message,
 * `Mailbox/{hour}` for an hour's digest): `waiting` for its time (a digest, until its hour is
 * over), `sending` under a run's claim, `retrying` after a passing failure, `held` (a message
 * in its hour's digest), then `sent` or `failed`.
 */
export type EmailState = 'waiting' | 'sending' | 'retrying' | 'held' | 'sent' | 'failed';

/** Why a run may not send an email now. */
export type NotNow =
  | { outcome: 'done'; state: 'sent' | 'failed' | 'held' }
  /** Another run holds a fresh claim: it is sending, or about to. */
  | { outcome: 'in-progress' }
  /** Its next attempt (or its hour's end) is still to come; a sweep will send it then. */
  | { outcome: 'not-due'; nextAttemptAt: Date };

export type SendOutcome =
  | { outcome: 'sent'; smtpMessageId: string; attempts: number }
  | { outcome: 'retrying'; error: string; attempts: number; nextAttemptAt: Date }
  | { outcome: 'failed'; error: string; attempts: number };

const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : undefined);

/** Null when a run may claim the email at `now`; otherwise why not. */
export function notNow(record: DocumentData | undefined, now: Date): NotNow | null {
  const state: unknown = record?.state;
  if (state === 'sent' || state === 'failed' || state === 'held') return { outcome: 'done', state };
  if (state === 'sending') {
    const leaseUntil = millisOf(record?.leaseUntil);
    return leaseUntil !== undefined && leaseUntil > now.getTime()
      ? { outcome: 'in-progress' }
      : null;
  }
  const nextAttemptAt = millisOf(record?.nextAttemptAt);
  return nextAttemptAt !== undefined && nextAttemptAt > now.getTime()
    ? { outcome: 'not-due', nextAttemptAt: new Date(nextAttemptAt) }
    : null;
}

/**
 * A claim: other runs keep off the email until `leaseMs` from now. It must outlast one run (the
 * function's timeout): a run that still holds a claim may be sending right now. Once the lease
 * is over the claim's run has died, and the sweep (which looks for a due `nextAttemptAt`) takes
 * the email over.
 */
export function claimFields(now: Date, leaseMs: number) {
  const leaseUntil = Timestamp.fromMillis(now.getTime() + leaseMs);
  return {
    state: 'sending',
    claims: FieldValue.increment(1),
    claimedAt: FieldValue.serverTimestamp(),
    leaseUntil,
    nextAttemptAt: leaseUntil,
  };
}

export interface SendOptions {
  transport: Transporter<SMTPSentMessageInfo>;
  /** Waits between attempts within this run on a transient SMTP failure. */
  retryDelaysMs: readonly number[];
  now: Date;
}

/**
 * Sends the email of a record this run has claimed, and records what became of it: `sent`;
 * `retrying` after a passing failure (an SMTP 4xx, a server out of reach), with the error and
 * the next attempt, for up to 24 hours from the first such failure; else `failed` with the error.
 */
export async function sendAndRecord(
  ref: DocumentReference,
  claimed: DocumentData | undefined,
  compose: () => SendMailOptions,
  { transport, retryDelaysMs, now }: SendOptions,
): Promise<SendOutcome> {
  let sent: Awaited<ReturnType<typeof sendWithRetry>>;
  try {
    sent = await sendWithRetry(transport, compose(), retryDelaysMs);
  } catch (error) {
    const attempts = error instanceof SendFailure ? error.attempts : 0;
    const cause = error instanceof SendFailure ? error.cause : error;
    const since = millisOf(claimed?.retryingSince) ?? now.getTime();
    const next = isTransient(cause) ? nextAttemptAfter(since, now.getTime()) : null;
    const description = describeError(cause);
    if (next !== null) {
      await ref.update({
        state: 'retrying',
        error: description,
        attempts: FieldValue.increment(attempts),
        retryingSince: Timestamp.fromMillis(since),
        nextAttemptAt: Timestamp.fromMillis(next),
      });
      return { outcome: 'retrying', error: description, attempts, nextAttemptAt: new Date(next) };
    }
    const reason = isTransient(cause)
      ? `${description} (still failing after 24 hours of retries)`
      : description;
    await ref.update({
      state: 'failed',
      failedAt: FieldValue.serverTimestamp(),
      error: reason,
      attempts: FieldValue.increment(attempts),
      nextAttemptAt: FieldValue.delete(),
    });
    return { outcome: 'failed', error: reason, attempts };
  }
  const { info, attempts } = sent;
  await ref.update({
    state: 'sent',
    sentAt: FieldValue.serverTimestamp(),
    smtpMessageId: info.messageId,
    smtpResponse: info.response,
    attempts: FieldValue.increment(attempts),
    error: FieldValue.delete(),
    nextAttemptAt: FieldValue.delete(),
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
