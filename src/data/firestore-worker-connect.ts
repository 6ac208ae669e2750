import { initializeApp } from 'firebase/app';
import { doc, setDoc } from 'firebase/firestore';
import { startAppCheckFromPage } from './app-check-from-page';
import { firestoreOf } from './firestore-connection';
import { createFirestoreRepository } from './firestore-repository';
import type { AskAppCheckToken, FirestoreTarget, Served } from './repository-bridge';
import { anonymousSignIn } from './visitor-sign-in';

/**
 * What the Firestore worker serves: Firestore as the page asks, with App Check (its tokens from
 * the page) started before Firestore's first request when the page runs it, and the visitor's
 * anonymous sign-in on the same app, loaded at their first send.
 */
export async function connectWorkerRepository(
  { options, emulatorHost, authEmulatorHost }: FirestoreTarget,
  askAppCheckToken: AskAppCheckToken | undefined,
): Promise<Served> {
  const app = initializeApp(options);
  const db = firestoreOf(app, emulatorHost);
  const verifyVisitor = askAppCheckToken
    ? await startAppCheckFromPage(app, askAppCheckToken)
    : undefined;
  return {
    repository: createFirestoreRepository(db, {
      signInVisitor: anonymousSignIn(app, authEmulatorHost),
      verifyVisitor,
    }),
    // Replaced at build time: a build for a real project drops this (see the page's end).
    testWrite:
      import.meta.env.VITE_FIRESTORE_EMULATOR_HOST && emulatorHost
        ? (path, data) => setDoc(doc(db, path), data)
        : undefined,
  };
}
