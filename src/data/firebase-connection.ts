import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  setDoc,
  type Firestore,
} from 'firebase/firestore';
import type { Analytics } from 'firebase/analytics';
import type { FirebaseOptions } from './app-config';
import { analyticsConsent } from './analytics-consent';

type AnalyticsSdk = typeof import('firebase/analytics');

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

/**
 * Google Analytics, only with the visitor's consent: once the browser is idle this checks that
 * analytics can run here and lets the consent banner ask. Before a 'granted' nothing of Google
 * Analytics is requested; a later 'denied' stops collection through Firebase's own switches.
 */
export function measureWithConsent(app: FirebaseApp): void {
  let analytics: Analytics | undefined;
  const honour = (sdk: AnalyticsSdk) => {
    const { choice } = analyticsConsent.get();
    if (choice === null || (choice === 'denied' && !analytics)) return;
    const granted = choice === 'granted';
    // Set before getAnalytics, this is the consent gtag starts with; after, it updates it.
    sdk.setConsent({
      analytics_storage: granted ? 'granted' : 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    analytics ??= sdk.getAnalytics(app);
    sdk.setAnalyticsCollectionEnabled(analytics, granted);
  };
  const start = async () => {
    const sdk = await import('firebase/analytics');
    if (!(await sdk.isSupported())) return;
    analyticsConsent.enableMeasurement();
    analyticsConsent.subscribe(() => honour(sdk));
    honour(sdk);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void start())
      : setTimeout(start, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
