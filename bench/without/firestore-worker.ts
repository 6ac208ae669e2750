// Leaves out the worker: Firestore's client runs on the page's main thread, on the page's app.
import { initializeApp } from 'firebase/app';
import { doc, setDoc } from 'firebase/firestore';
import type { AppConfig } from '@/data/app-config';
import { measureWithConsent, startAppCheck } from '@/data/firebase-connection';
import { firestoreOf } from '@/data/firestore-connection';
import { createFirestoreRepository } from '@/data/firestore-repository';
import type { FirestorePage } from '@/data/firestore-worker-client';
import { anonymousSignIn } from '@/data/visitor-sign-in';

export type { FirestoreEmulatorTestHandle, FirestorePage } from '@/data/firestore-worker-client';

type FirestoreConfig = Extract<AppConfig, { mode: 'firestore' }>;

export async function startFirestorePage(config: FirestoreConfig): Promise<FirestorePage> {
  const { appCheckSiteKey, firebase, emulatorHost } = config;
  const app = initializeApp(firebase);
  const db = firestoreOf(app, emulatorHost);
  const appCheckToken = appCheckSiteKey ? await startAppCheck(app, appCheckSiteKey) : undefined;
  if (firebase.measurementId) measureWithConsent(app);
  if (import.meta.env.VITE_FIRESTORE_EMULATOR_HOST && emulatorHost) {
    window.__firestoreEmulatorTestHandle = {
      setDocument: (path, data) => setDoc(doc(db, path), data),
    };
  }
  const verifyVisitor = appCheckToken
    ? async () => {
        await appCheckToken();
      }
    : undefined;
  const repository = createFirestoreRepository(db, {
    signInVisitor: anonymousSignIn(app, config.authEmulatorHost),
    verifyVisitor,
  });
  return { appCheckToken, startWorker: () => repository };
}
