import {
  addDoc,
  collection,
  doc,
  getDoc,
  onSnapshot,
  serverTimestamp,
  type Firestore,
} from 'firebase/firestore';
import { parseProject } from '@/domain/project';
import { sortInOwnerOrder } from '@/domain/project-order';
import { VisitorCheckError } from '@/domain/send-errors';
import { parseUserProfile } from '@/domain/user-profile';
import type { PortfolioRepository } from './portfolio-repository';

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

interface FirestoreRepositoryOptions {
  sendTimeoutMs?: number;
  /** With App Check on: resolves once this browser holds a valid token, rejects otherwise. */
  verifyVisitor?: () => Promise<void>;
}

/** The PortfolioRepository on Cloud Firestore: `User/user`, `Projects` (live) and `Emails`. */
export function createFirestoreRepository(
  db: Firestore,
  { sendTimeoutMs = SEND_TIMEOUT_MS, verifyVisitor }: FirestoreRepositoryOptions = {},
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
      // Unable to reach the server, the SDK answers from its cache, which is empty before the
      // server has ever answered: that is not the owner's list, so the page keeps what it shows
      // (the prerendered projects) while the SDK keeps retrying.
      let serverHasAnswered = false;
      return onSnapshot(
        collection(db, 'Projects'),
        (snapshot) => {
          if (!snapshot.metadata.fromCache) serverHasAnswered = true;
          if (!serverHasAnswered) return;
          const entries = snapshot.docs.map((entry) => ({ id: entry.id, document: entry.data() }));
          onNext(sortInOwnerOrder(entries).map(({ id, document }) => parseProject(id, document)));
        },
        onError,
      );
    },

    async insertMail({ name, email, message }) {
      // Checked first: without a token, an enforcing project would refuse the write anyway.
      await withTimeout(verified(), sendTimeoutMs);
      // The server sets the date, so the security rules can require it to be request.time.
      const written = addDoc(collection(db, 'Emails'), {
        name,
        email,
        message,
        date: serverTimestamp(),
      });
      const reference = await withTimeout(written, sendTimeoutMs);
      return reference.id;
    },
  };
}
