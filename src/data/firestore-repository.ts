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

/** The PortfolioRepository on Cloud Firestore: `User/user`, `Projects` (live) and `Emails`. */
export function createFirestoreRepository(
  db: Firestore,
  { sendTimeoutMs = SEND_TIMEOUT_MS }: { sendTimeoutMs?: number } = {},
): PortfolioRepository {
  return {
    async getUser() {
      const snapshot = await getDoc(doc(db, 'User', 'user'));
      return snapshot.exists() ? parseUserProfile(snapshot.data()) : null;
    },

    subscribeToProjects(onNext, onError) {
      return onSnapshot(
        collection(db, 'Projects'),
        (snapshot) => onNext(snapshot.docs.map((entry) => parseProject(entry.id, entry.data()))),
        onError,
      );
    },

    async insertMail({ name, email, message }) {
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
