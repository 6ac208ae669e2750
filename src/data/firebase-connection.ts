import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import type { FirebaseOptions } from './app-config';

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
