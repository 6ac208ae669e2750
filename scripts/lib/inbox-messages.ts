import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';

/**
 * What became of a message's email, from the Cloud Function's record (`Deliveries/<id>`):
 * `sent`; `sending` under a run's claim; `retrying` after a passing failure, with the last
 * error and the next attempt; `held` past the hour's bound, in the digest of `hour`; `failed`
 * with the reason.
 */
export interface InboxDelivery {
  state: string;
  error?: string;
  /** ISO time of the next attempt, while `retrying` (or `sending`: when its claim runs out). */
  nextAttemptAt?: string;
  /** The hour (UTC) the message counted in, `2026-11-26T14`: a held one is in its digest. */
  hour?: string;
}

export interface InboxMessage {
  id: string;
  date: string | null;
  name: string;
  email: string;
  message: string;
  /** Null where the function has not recorded anything yet. */
  delivery: InboxDelivery | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readDelivery(record: DocumentData): InboxDelivery {
  const nextAttemptAt = record.nextAttemptAt;
  return {
    state: text(record.state),
    ...(record.error ? { error: text(record.error) } : {}),
    ...(nextAttemptAt instanceof Timestamp
      ? { nextAttemptAt: nextAttemptAt.toDate().toISOString() }
      : {}),
    ...(record.hour ? { hour: text(record.hour) } : {}),
  };
}

/** The messages of `Emails`, newest first (from `since` on), each with its email's record. */
export async function readInbox(db: Firestore, since: Date | undefined): Promise<InboxMessage[]> {
  let query = db.collection('Emails').orderBy('date', 'desc');
  if (since) query = query.where('date', '>=', Timestamp.fromDate(since));
  const messages = await query.get();
  if (messages.empty) return [];
  const deliveries = await db.getAll(
    ...messages.docs.map((entry) => db.collection('Deliveries').doc(entry.id)),
  );
  return messages.docs.map((entry, index) => {
    const data = entry.data();
    const delivery = deliveries[index]?.data();
    return {
      id: entry.id,
      date: data.date instanceof Timestamp ? data.date.toDate().toISOString() : null,
      name: text(data.name),
      email: text(data.email),
      message: text(data.message),
      delivery: delivery ? readDelivery(delivery) : null,
    };
  });
}
