/**
 * The deploy's writes to the publishing records (src/domain/publishing.ts), with the Admin SDK:
 * a request marked running as the deploy starts, then what was published and the request
 * published in one batch, or the request failed with the reason. The rules let no browser write
 * either; the studio only reads them.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  PUBLISH_REQUESTS_COLLECTION,
  PUBLISHED_RECORD_PATH,
  type PublishState,
} from '../../src/domain/publishing';
import type { RenderedVersions } from './rendered-versions';

const requestOf = (db: Firestore, id: string) => db.collection(PUBLISH_REQUESTS_COLLECTION).doc(id);

const stateChange = (state: PublishState, reason: string | null = null) => ({
  state,
  reason,
  updatedAt: FieldValue.serverTimestamp(),
});

/**
 * Marks the request running if it is asked. Otherwise (already running, published, failed, or
 * no such request) it changes nothing and says why: the deploy goes on, for the site's sake.
 */
export async function markRequestRunning(
  db: Firestore,
  id: string,
): Promise<{ marked: true } | { marked: false; why: string }> {
  const request = requestOf(db, id);
  return db.runTransaction(async (transaction) => {
    const stored = await transaction.get(request);
    if (!stored.exists) return { marked: false, why: `there is no publish request ${id}` };
    const state: unknown = stored.get('state');
    if (state !== 'asked') {
      return { marked: false, why: `publish request ${id} is ${String(state)}, not asked` };
    }
    transaction.update(request, stateChange('running'));
    return { marked: true };
  });
}

export async function markRequestFailed(db: Firestore, id: string, reason: string): Promise<void> {
  await requestOf(db, id).update(stateChange('failed', reason));
}

/**
 * The requests still asked or running that were asked before the build read the content: what
 * this deploy publishes holds everything their press was for. A build service that cannot pass
 * the request on (a Netlify or Cloudflare build hook), or a push to main that starts first,
 * answers them so.
 */
async function requestsAnsweredBy(db: Firestore, readAt: Date): Promise<string[]> {
  const underWay = await db
    .collection(PUBLISH_REQUESTS_COLLECTION)
    .where('state', 'in', ['asked', 'running'] satisfies PublishState[])
    .get();
  return underWay.docs
    .filter((request) => {
      const askedAt: unknown = request.get('askedAt');
      return askedAt instanceof Timestamp && askedAt.toMillis() <= readAt.getTime();
    })
    .map((request) => request.id);
}

/**
 * Records what the deploy published and marks published the request it answers and every other
 * request its build's read came after (requestsAnsweredBy), in one batch: the studio never sees
 * one without the other. Returns the requests it marked.
 */
export async function recordPublished(
  db: Firestore,
  {
    versions,
    readAt,
    commit,
    request,
  }: { versions: RenderedVersions; readAt: Date; commit: string | null; request?: string },
): Promise<string[]> {
  const answered = new Set(await requestsAnsweredBy(db, readAt));
  if (request) answered.add(request);
  const batch = db.batch();
  batch.set(db.doc(PUBLISHED_RECORD_PATH.join('/')), {
    publishedAt: FieldValue.serverTimestamp(),
    commit,
    profile: versions.profile,
    projects: versions.projects,
    resume: versions.resume,
    posts: versions.posts,
  });
  for (const id of answered) batch.update(requestOf(db, id), stateChange('published'));
  await batch.commit();
  return [...answered];
}
