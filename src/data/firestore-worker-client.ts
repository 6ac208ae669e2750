import type { AppConfig } from './app-config';
import { measureWithConsent, startAppCheck } from './firebase-connection';
import type { PortfolioRepository } from './portfolio-repository';
import { wrapRepository, type AskAppCheckToken, type TestWrite } from './repository-bridge';
import { createRestartingRepository } from './restarting-repository';

type FirestoreConfig = Extract<AppConfig, { mode: 'firestore' }>;

/**
 * The browser tests' way to attempt a write from the page's own Firebase app (which nothing
 * outside the page can reach), to prove the security rules refuse what a visitor must not do.
 * It exists only in builds pointed at an emulator.
 */
export interface FirestoreEmulatorTestHandle {
  /** `setDoc` at a slash-separated path, e.g. `Projects/intruder`. */
  setDocument: TestWrite;
}

declare global {
  interface Window {
    __firestoreEmulatorTestHandle?: FirestoreEmulatorTestHandle;
  }
}

/** The page's repository on Firestore, and the page's App Check, which the studio shares. */
export interface FirestorePageRepository extends PortfolioRepository {
  /** The page's App Check tokens; undefined when App Check is off (no site key). */
  appCheckToken: AskAppCheckToken | undefined;
}

/**
 * Starts the Firestore worker and returns the page's repository, which works through it (and
 * starts it again should its code not load). What needs the page stays here, on a small
 * Firebase app of its own: App Check (reCAPTCHA) and Analytics, each only when configured.
 */
export async function connectFirestoreWorker(
  config: FirestoreConfig,
): Promise<FirestorePageRepository> {
  const { appCheckSiteKey, firebase } = config;
  const pageApp =
    appCheckSiteKey || firebase.measurementId
      ? (await import('firebase/app')).initializeApp(firebase)
      : undefined;
  const appCheckToken =
    pageApp && appCheckSiteKey ? await startAppCheck(pageApp, appCheckSiteKey) : undefined;
  if (pageApp && firebase.measurementId) measureWithConsent(pageApp);

  // Started after every await, with its error listener in the same task: a worker whose code
  // fails to load reports it once, and nobody would hear an event fired before the listener.
  // One that did not load is started again by the next call.
  const repository = createRestartingRepository(() => {
    const worker = new Worker(new URL('./firestore-worker.ts', import.meta.url), {
      type: 'module',
      name: 'firestore',
    });
    const bridged = wrapRepository(
      worker,
      {
        options: firebase,
        emulatorHost: config.emulatorHost,
        authEmulatorHost: config.authEmulatorHost,
      },
      appCheckToken,
    );
    let stopped = false;
    // A worker whose code did not load reports a bare Event; an error thrown inside a running
    // worker (an ErrorEvent) leaves it running, and Firestore's own errors reach each call.
    worker.addEventListener('error', (event) => {
      if (event instanceof ErrorEvent) return;
      stopped = true;
      bridged.fail(new Error('The Firestore worker could not start: its code did not load.'));
    });
    return { repository: bridged, stopped: () => stopped };
  });
  // Replaced at build time: a build for a real project drops this, handle name and all
  // (tests/unit/build-output.test.ts checks that).
  if (import.meta.env.VITE_FIRESTORE_EMULATOR_HOST && config.emulatorHost) {
    window.__firestoreEmulatorTestHandle = {
      setDocument: (path, data) => repository.current().testWrite(path, data),
    };
  }
  return { ...repository, appCheckToken };
}
