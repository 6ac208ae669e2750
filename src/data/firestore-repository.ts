import {
  collection,
  doc,
  getDoc,
  onSnapshot,
  query,
  serverTimestamp,
  snapshotEqual,
  updateDoc,
  where,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
  type SnapshotMetadata,
} from 'firebase/firestore';
import { isDocumentId } from '@/domain/document-id';
import { errorCode } from '@/domain/error-code';
import { parsePost, POSTS_COLLECTION } from '@/domain/post';
import { publishedPostsNewestFirst } from '@/domain/post-order';
import { parseProject } from '@/domain/project';
import { sortInOwnerOrder } from '@/domain/project-order';
import { readStoredResume, RESUME_COLLECTION } from '@/domain/resume';
import { RateLimitedError, VisitorCheckError } from '@/domain/send-errors';
import { waitBeforeNextSend } from '@/domain/send-limits';
import { parseUserProfile } from '@/domain/user-profile';
import { readSenderFromServer, senderWrite } from './firestore-sender';
import type { PortfolioRepository } from './portfolio-repository';
import type { SignInVisitor } from './visitor-sign-in';

/**
 * The SDK keeps a write queued while offline and its promise never settles, so a send that
 * has not been acknowledged by then counts as failed (the visitor keeps their text).
 */
export const SEND_TIMEOUT_MS = 15_000;

export class SendTimeoutError extends Error {
  constructor(ms: number) {
    super(`The message was not confirmed within ${ms / 1000} s; the connection may be down.`);
    this.name = 'SendTimeoutError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The listeners hear metadata changes too: see fromServer. */
export const WITH_METADATA = { includeMetadataChanges: true };

/**
 * A snapshot listener (with WITH_METADATA) that passes on the server's answers.
 * Unable to reach the server, the SDK answers from its cache, which is empty before the server
 * has ever answered: that is not the owner's content (no projects, or no such project), so the
 * cache's answers are ignored until the server has answered, and the page keeps what it shows
 * (the prerendered content) while the SDK keeps retrying. The server's first answer may differ
 * from the cache's only in its metadata (the cache held the same, from an earlier listener), a
 * change the SDK passes on only to a listener that asks for metadata changes; after it, only a
 * snapshot whose content has `changed` is passed on.
 */
export function fromServer<S extends { metadata: SnapshotMetadata }>(
  changed: (previous: S, next: S) => boolean,
  onNext: (snapshot: S) => void,
): (snapshot: S) => void {
  let passed: S | undefined;
  return (snapshot) => {
    if (passed ? !changed(passed, snapshot) : snapshot.metadata.fromCache) return;
    passed = snapshot;
    onNext(snapshot);
  };
}

/** fromServer's test for a collection: a document was added, changed or removed. */
export const collectionChanged = (_: QuerySnapshot, next: QuerySnapshot) =>
  next.docChanges().length > 0;

/** fromServer's test for a document (a document snapshot's equality leaves its metadata out). */
export const documentChanged = (previous: DocumentSnapshot, next: DocumentSnapshot) =>
  !snapshotEqual(previous, next);

/** A collection's documents, each with its id. */
export const entriesOf = (snapshot: QuerySnapshot) =>
  snapshot.docs.map((entry) => ({ id: entry.id, document: entry.data() }));

interface FirestoreRepositoryOptions {
  /**
   * Signs the visitor in on the app of `db` and resolves to their uid: the rules take a message
   * only from a signed-in visitor, written with their `Senders/{uid}` record.
   */
  signInVisitor: SignInVisitor;
  sendTimeoutMs?: number;
  /** With App Check on: resolves once this browser holds a valid token, rejects otherwise. */
  verifyVisitor?: () => Promise<void>;
}

/**
 * The PortfolioRepository on Cloud Firestore: `User/user`, `Projects`, `Resume` and the
 * published `Posts` (live) and `Emails`.
 */
export function createFirestoreRepository(
  db: Firestore,
  { signInVisitor, sendTimeoutMs = SEND_TIMEOUT_MS, verifyVisitor }: FirestoreRepositoryOptions,
): PortfolioRepository {
  const verified = async () => {
    try {
      await verifyVisitor?.();
    } catch (error) {
      throw new VisitorCheckError(error);
    }
  };
  return {
    async getUser() {
      const snapshot = await getDoc(doc(db, 'User', 'user'));
      return snapshot.exists() ? parseUserProfile(snapshot.data()) : null;
    },

    subscribeToProjects(onNext, onError) {
      // The whole collection, sorted here: a query ordered by the order field would leave out
      // the documents that have none.
      return onSnapshot(
        collection(db, 'Projects'),
        WITH_METADATA,
        fromServer(collectionChanged, (snapshot) =>
          onNext(
            sortInOwnerOrder(entriesOf(snapshot)).map(({ id, document }) =>
              parseProject(id, document),
            ),
          ),
        ),
        onError,
      );
    },

    subscribeToResume(onNext, onError) {
      // The whole collection, grouped and sorted here, as the projects are.
      return onSnapshot(
        collection(db, RESUME_COLLECTION),
        WITH_METADATA,
        fromServer(collectionChanged, (snapshot) => onNext(readStoredResume(entriesOf(snapshot)))),
        onError,
      );
    },

    subscribeToPosts(onNext, onError) {
      // Only the published: the rules refuse a visitor any query that could return a draft.
      // Sorted here rather than ordered by the query, which would need a composite index and
      // leave out a post without a date.
      return onSnapshot(
        query(collection(db, POSTS_COLLECTION), where('draft', '==', false)),
        WITH_METADATA,
        fromServer(collectionChanged, (snapshot) =>
          onNext(
            publishedPostsNewestFirst(
              snapshot.docs.map((entry) => parsePost(entry.id, entry.data())),
            ),
          ),
        ),
        onError,
      );
    },

    subscribeToProject(id, onNext, onError) {
      if (!isDocumentId(id)) {
        // No such document can exist; answered later, as a listener is.
        let listening = true;
        queueMicrotask(() => {
          if (listening) onNext(null);
        });
        return () => {
          listening = false;
        };
      }
      return onSnapshot(
        doc(db, 'Projects', id),
        WITH_METADATA,
        fromServer(documentChanged, (snapshot) =>
          onNext(snapshot.exists() ? parseProject(id, snapshot.data()) : null),
        ),
        onError,
      );
    },

    async insertMail({ id, name, email, message }) {
      // Checked first: without a token, an enforcing project would refuse the write anyway.
      await withTimeout(verified(), sendTimeoutMs);
      const target = doc(collection(db, 'Emails'), id);
      const deliver = async () => {
        const sender = doc(db, 'Senders', await signInVisitor());
        const stored = await readSenderFromServer(sender);
        // One batch: the rules take a new message only with its sender's record, which bounds
        // how often a visitor sends. The server sets the dates, so the rules can require
        // request.time.
        const batch = writeBatch(db);
        batch.set(target, { name, email, message, date: serverTimestamp() });
        batch.set(sender, senderWrite(stored, id));
        try {
          await batch.commit();
        } catch (error) {
          // By its code, not its class: the SDK's write errors are not always FirestoreError.
          if (errorCode(error) !== 'permission-denied') throw error;
          // Refused: the message may be stored under this id already (an earlier send, or the
          // SDK's own retry of one, landed), which a repeat must not restamp. Visitors cannot
          // read messages, so ask with a write the rules allow only when it changes nothing:
          // the same three fields on the stored document. A repeat is never counted.
          const repeated = await updateDoc(target, { name, email, message }).then(
            () => true,
            () => false,
          );
          if (repeated) return id;
          // Or the visitor sent too recently or too often, as their record says.
          const wait = waitBeforeNextSend(stored?.record ?? null, new Date());
          if (wait) throw new RateLimitedError(wait.limit, wait.retryAfterSeconds);
          throw error;
        }
        return id;
      };
      return withTimeout(deliver(), sendTimeoutMs);
    },
  };
}
