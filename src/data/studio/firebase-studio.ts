import { getApps, initializeApp } from 'firebase/app';
import type { AppConfig } from '../app-config';
import { startAppCheckFromPage } from '../app-check-from-page';
import { firestoreOf } from '../firestore-connection';
import { loadOnce } from '../lazy-repository';
import { createFirebaseOwnerAuth } from './firebase-owner-auth';
import { createFirestoreStudioRepository } from './firestore-studio-repository';
import type { AskAppCheckToken } from '../repository-bridge';
import type { Studio } from './owner-auth';

const APP_NAME = 'studio';

let connected: (() => Promise<Studio>) | undefined;

/**
 * The studio on Firebase: an app of its own on the page, whose Firestore runs on the main
 * thread (the visitor's runs in a worker) because Authentication must share the app of the
 * Firestore it signs requests for. Its App Check tokens are the page's (`pageAppCheck`, see
 * startFirestorePage): one reCAPTCHA a page. Made once a page: an app's Firestore and
 * Auth can be pointed at an emulator only before their first use.
 */
export function connectFirebaseStudio(
  config: Extract<AppConfig, { mode: 'firestore' }>,
  pageAppCheck: AskAppCheckToken | undefined,
): Promise<Studio> {
  if (config.appCheckSiteKey && !pageAppCheck) {
    return Promise.reject(
      new Error("App Check is configured, but the page's App Check has not started."),
    );
  }
  // A failed start is tried again by the next call.
  connected ??= loadOnce(() => connect(config, pageAppCheck));
  return connected();
}

async function connect(
  config: Extract<AppConfig, { mode: 'firestore' }>,
  pageAppCheck: AskAppCheckToken | undefined,
): Promise<Studio> {
  const app =
    getApps().find(({ name }) => name === APP_NAME) ?? initializeApp(config.firebase, APP_NAME);
  // Before Firestore's first request, so every request carries an App Check token.
  if (pageAppCheck) await startAppCheckFromPage(app, pageAppCheck);
  const db = firestoreOf(app, config.emulatorHost);
  return {
    auth: createFirebaseOwnerAuth(app, config.authEmulatorHost),
    repository: createFirestoreStudioRepository(db, {
      functionsEmulatorHost: config.functionsEmulatorHost,
    }),
  };
}
