import {
  FieldPath,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';

/** One document for each hour that has a digest, `Mailbox/2026-11-26T14` (UTC): its state. */
export const MAILBOX = 'Mailbox';

export const HOUR_MS = 60 * 60 * 1000;

/** The hour `date` falls in, as Mailbox's document id: `2026-11-26T14`. */
export const hourOf = (date: Date): string => date.toISOString().slice(0, 13);

export const hourStart = (hour: string): Date => new Date(`${hour}:00:00.000Z`);

export const hourEnd = (hour: string): Date => new Date(hourStart(hour).getTime() + HOUR_MS);

/** How many messages arrived in `hour` (by the date the server gave them). */
export async function countMessagesOf(db: Firestore, hour: string): Promise<number> {
  const counted = await db
    .collection('Emails')
    .where('date', '>=', Timestamp.fromDate(hourStart(hour)))
    .where('date', '<', Timestamp.fromDate(hourEnd(hour)))
    .count()
    .get();
  return counted.data().count;
}

/**
 * Whether a message is emailed on its own: when it is one of the first `maxPerHour` of the hour
 * it arrived in (by its date, then its id), and otherwise held for that hour's digest. A
 * message's place never changes once it is stored (its date is the server's time of arrival),
 * so every run finds the same answer without sharing a counter, which a flood of messages
 * would queue on. Only a message the owner deletes meanwhile moves the later ones up. A message
 * without a date (written with the Admin SDK, not by a visitor) is emailed.
 */
export async function admitToMailbox(
  db: Firestore,
  message: DocumentSnapshot,
  now: Date,
  maxPerHour: number,
): Promise<{ emailed: boolean; hour: string }> {
  const date: unknown = message.get('date');
  if (!(date instanceof Timestamp)) return { emailed: true, hour: hourOf(now) };
  const hour = hourOf(date.toDate());
  const messages = db.collection('Emails');
  const [before, sameTime] = await Promise.all([
    messages
      .where('date', '>=', Timestamp.fromDate(hourStart(hour)))
      .where('date', '<', date)
      .count()
      .get(),
    messages.where('date', '==', date).where(FieldPath.documentId(), '<', message.id).count().get(),
  ]);
  return { emailed: before.data().count + sameTime.data().count < maxPerHour, hour };
}
