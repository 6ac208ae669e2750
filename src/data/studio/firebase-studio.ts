import { getApps, initializeApp } from 'firebase/app';
import type { AppConfig } from '../app-config';
import { startAppCheck } from '../firebase-connection';
import { firestoreOf } from '../firestore-connection';
import { createFirebaseOwnerAuth } from './firebase-owner-auth';
import { createFirestoreStudioRepository } from './firestore-studio-repository';
import type { Studio } from './owner-auth';

const APP_NAME = 'studio';

let connected: Promise<Studio> | undefined;

/**
 * The studio on Firebase: an app of its own on the page, whose Firestore runs on the main
 * thread (the visitor's runs in a worker) because Authentication must share the app of the
 * Firestore it signs requests for. Made once a page: an app's Firestore and Auth can be
 * pointed at an emulator only before their first use.
 */
export function connectFirebaseStudio(
  config: Extract<AppConfig, { mode: 'firestore' }>,
): Promise<Studio> {
  // A failed start (App Check refused, say) is tried again by the next call.
  connected ??= connect(config).catch((error: unknown) => {
    connected = undefined;
    throw error;
  });
  return connected;
}

async function connect(config: Extract<AppConfig, { mode: 'firestore' }>): Promise<Studio> {
  const app =
    getApps().find(({ name }) => name === APP_NAME) ?? initializeApp(config.firebase, APP_NAME);
  // Before Firestore's first request, so every request carries an App Check token.
  if (config.appCheckSiteKey) await startAppCheck(app, config.appCheckSiteKey);
  const db = firestoreOf(app, config.emulatorHost);
  return {
    auth: createFirebaseOwnerAuth(app, config.authEmulatorHost),
    repository: createFirestoreStudioRepository(db),
  };
}
