import type { AppConfig } from './app-config';
import { measureWithConsent, startAppCheck } from './firebase-connection';
import type { PortfolioRepository } from './portfolio-repository';
import { wrapRepository, type AskAppCheckToken, type TestWrite } from './repository-bridge';

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

/** What the page runs for Firestore. */
export interface FirestorePage {
  /**
   * The page's App Check tokens, which the workers and the studio share (one reCAPTCHA a page);
   * undefined when App Check is off (no site key).
   */
  appCheckToken: AskAppCheckToken | undefined;
  /**
   * Starts a Firestore worker and returns the repository that works through it. A worker whose
   * code did not load fails its calls and listeners, and says so with `stopped`.
   */
  startWorker(stopped: () => void): PortfolioRepository;
}

/**
 * Starts what needs the page, on a small Firebase app of its own: App Check (reCAPTCHA) and
 * Analytics, each only when configured. Firestore itself runs in workers, off the main thread.
 */
export async function startFirestorePage(config: FirestoreConfig): Promise<FirestorePage> {
  const { appCheckSiteKey, firebase } = config;
  const pageApp =
    appCheckSiteKey || firebase.measurementId
      ? (await import('firebase/app')).initializeApp(firebase)
      : undefined;
  const appCheckToken =
    pageApp && appCheckSiteKey ? await startAppCheck(pageApp, appCheckSiteKey) : undefined;
  if (pageApp && firebase.measurementId) measureWithConsent(pageApp);

  function startWorker(stopped: () => void): PortfolioRepository {
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
    // In the same task as the worker's start: a worker whose code fails to load reports it once,
    // and nobody would hear an event fired before the listener. That is a bare Event; an error
    // thrown inside a running worker (an ErrorEvent) leaves it running, and Firestore's own
    // errors reach each call.
    worker.addEventListener('error', (event) => {
      if (event instanceof ErrorEvent) return;
      stopped();
      bridged.fail(new Error('The Firestore worker could not start: its code did not load.'));
    });
    // Replaced at build time: a build for a real project drops this, handle name and all
    // (scripts/check-budgets.ts checks that).
    if (import.meta.env.VITE_FIRESTORE_EMULATOR_HOST && config.emulatorHost) {
      window.__firestoreEmulatorTestHandle = { setDocument: bridged.testWrite };
    }
    return bridged;
  }

  return { appCheckToken, startWorker };
}
