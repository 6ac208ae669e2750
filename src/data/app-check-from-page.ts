import type { FirebaseApp } from 'firebase/app';
import type { AppCheckTokenAnswer } from './firebase-connection';

/**
 * App Check on an app that does not run reCAPTCHA itself, with the page's tokens (see
 * startAppCheck): the Firestore worker's app (reCAPTCHA needs the page) and the studio's (one
 * reCAPTCHA a page). Started before Firestore's first request so every request carries a token.
 * Returns the check a visitor's send runs first, so a visitor App Check refuses gets a clear
 * message instead of a bare failure.
 */
export async function startAppCheckFromPage(
  app: FirebaseApp,
  askPage: () => Promise<AppCheckTokenAnswer>,
): Promise<() => Promise<void>> {
  const { CustomProvider, getToken, initializeAppCheck } = await import('firebase/app-check');
  const appCheck = initializeAppCheck(app, {
    provider: new CustomProvider({ getToken: askPage }),
    isTokenAutoRefreshEnabled: true,
  });
  return async () => {
    await getToken(appCheck);
  };
}
