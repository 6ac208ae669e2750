import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  decidePublish,
  STALE_REASON,
  type RecentRequest,
  type Refusal,
} from './publish-decision.js';
import { PUBLISH_REQUESTS_COLLECTION, type PublishState } from './publishing.js';

const HOUR_MS = 60 * 60 * 1000;
const STATES: readonly PublishState[] = ['asked', 'running', 'published', 'failed'];

const dateOf = (value: unknown) => (value instanceof Timestamp ? value.toDate() : new Date(0));

/** A stored request; a field that is missing or of the wrong type reads as long ago. */
function readRequest(snapshot: QueryDocumentSnapshot): RecentRequest {
  const data = snapshot.data();
  const state = STATES.find((known) => known === data.state) ?? 'failed';
  const askedAt = dateOf(data.askedAt);
  const updatedAt = data.updatedAt instanceof Timestamp ? dateOf(data.updatedAt) : askedAt;
  return { id: snapshot.id, state, askedAt, updatedAt };
}

/**
 * One press of Publish by `uid`, in one transaction (so two presses at once cannot both ask):
 * records failed the requests whose deploy never reported, then asks a new request unless
 * another is under way or the hour's publishes are spent. The stale requests are recorded failed
 * even when the press is refused, so that they no longer show as under way.
 */
export async function askPublishRequest(
  db: Firestore,
  uid: string,
  now: Date,
): Promise<{ request: string } | { refusal: Refusal }> {
  const requests = db.collection(PUBLISH_REQUESTS_COLLECTION);
  return db.runTransaction(async (transaction) => {
    // Two queries of one field each: no composite index to deploy.
    const [underWay, lastHour] = await Promise.all([
      transaction.get(requests.where('state', 'in', ['asked', 'running'])),
      transaction.get(
        requests.where('askedAt', '>', Timestamp.fromMillis(now.getTime() - HOUR_MS)),
      ),
    ]);
    const decision = decidePublish([...underWay.docs, ...lastHour.docs].map(readRequest), now);
    const stamp = Timestamp.fromDate(now);
    for (const id of decision.stale)
      transaction.update(requests.doc(id), {
        state: 'failed',
        reason: STALE_REASON,
        updatedAt: stamp,
      });
    if (decision.refusal) return { refusal: decision.refusal };
    const created = requests.doc();
    transaction.create(created, {
      state: 'asked',
      askedAt: stamp,
      updatedAt: stamp,
      reason: null,
      by: uid,
    });
    return { request: created.id };
  });
}

/**
 * Records request `id` failed for `reason`, unless its deploy has already reported on it (the
 * build service took the request after all, only too slowly): false then.
 */
export async function failAskedRequest(db: Firestore, id: string, reason: string, now: Date) {
  const reference = db.collection(PUBLISH_REQUESTS_COLLECTION).doc(id);
  return db.runTransaction(async (transaction) => {
    const state: unknown = (await transaction.get(reference)).get('state');
    if (state !== 'asked') return false;
    transaction.update(reference, {
      state: 'failed',
      reason,
      updatedAt: Timestamp.fromDate(now),
    });
    return true;
  });
}
