/**
 * The deploy's writes to the publishing records (src/domain/publishing.ts), with the Admin SDK:
 * a request marked running as the deploy starts, then what was published and the request
 * published in one batch, or the request failed with the reason. The rules let no browser write
 * either; the studio only reads them.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
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
 * Records what the deploy published and, when it answers a request, marks that request
 * published, in one batch: the studio never sees one without the other.
 */
export async function recordPublished(
  db: Firestore,
  {
    versions,
    commit,
    request,
  }: { versions: RenderedVersions; commit: string | null; request?: string },
): Promise<void> {
  const batch = db.batch();
  batch.set(db.doc(PUBLISHED_RECORD_PATH.join('/')), {
    publishedAt: FieldValue.serverTimestamp(),
    commit,
    profile: versions.profile,
    projects: versions.projects,
    resume: versions.resume,
  });
  if (request) batch.update(requestOf(db, request), stateChange('published'));
  await batch.commit();
}
