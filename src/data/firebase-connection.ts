import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  setDoc,
  type Firestore,
} from 'firebase/firestore';
import type { FirebaseOptions } from './app-config';

/**
 * The browser tests' way to attempt a write from the page's own Firebase app (which nothing
 * outside the page can reach), to prove the security rules refuse what a visitor must not do.
 * It exists only in builds pointed at an emulator; see connectFirestore.
 */
export interface FirestoreEmulatorTestHandle {
  /** `setDoc` at a slash-separated path, e.g. `Projects/intruder`. */
  setDocument(path: string, data: Record<string, unknown>): Promise<void>;
}

declare global {
  interface Window {
    __firestoreEmulatorTestHandle?: FirestoreEmulatorTestHandle;
  }
}

/** Initialises Firebase and Firestore, pointed at an emulator when a host is given. */
export function connectFirestore(
  options: FirebaseOptions,
  emulatorHost: string | undefined,
): { app: FirebaseApp; db: Firestore } {
  const app = initializeApp(options);
  const db = getFirestore(app);
  if (emulatorHost) {
    const [host = '127.0.0.1', port = '8080'] = emulatorHost.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  // Replaced at build time: a build for a real project drops this, handle name and all
  // (tests/unit/build-output.test.ts checks that).
  if (import.meta.env.VITE_FIRESTORE_EMULATOR_HOST && emulatorHost) {
    window.__firestoreEmulatorTestHandle = {
      setDocument: (path, data) => setDoc(doc(db, path), data),
    };
  }
  return { app, db };
}

/**
 * App Check with reCAPTCHA Enterprise, loaded only when a site key is configured. Started
 * before Firestore's first request so every request carries a token. Returns the check a send
 * runs first, so a visitor App Check refuses gets a clear message instead of a bare failure.
 */
export async function startAppCheck(
  app: FirebaseApp,
  siteKey: string,
): Promise<() => Promise<void>> {
  const { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider } =
    await import('firebase/app-check');
  const appCheck = initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return async () => {
    await getToken(appCheck);
  };
}

/** Analytics is never worth delaying the page for: it loads when the browser is idle. */
export function startAnalyticsWhenIdle(app: FirebaseApp): void {
  const start = async () => {
    const { getAnalytics, isSupported } = await import('firebase/analytics');
    if (await isSupported()) getAnalytics(app);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void start())
      : setTimeout(start, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
