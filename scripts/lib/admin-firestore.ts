import { cert, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export interface Target {
  projectId: string;
  /** host:port of an emulator; undefined for a real project. */
  emulatorHost: string | undefined;
  /**
   * host:port of the Authentication emulator; undefined for a real project, and left out by
   * callers that only use Firestore.
   */
  authEmulatorHost?: string | undefined;
  /** Path of a service-account key for a real project (or GOOGLE_APPLICATION_CREDENTIALS). */
  credentials: string | undefined;
}

/** The target flags every command shares, after the line that names its emulator. */
export const USAGE_PROJECT_FLAGS = `  --project ID           project id (default: demo-portfolio on the emulator)
  --real                 write to the real project --project ID instead of an emulator, with
  --credentials FILE     a service-account key (or $GOOGLE_APPLICATION_CREDENTIALS)`;

export const USAGE_TARGET = `Target (the emulator by default):
  --emulator HOST:PORT   emulator address (default: $FIRESTORE_EMULATOR_HOST or 127.0.0.1:8080)
${USAGE_PROJECT_FLAGS}`;

let appCount = 0;

/**
 * A firebase-admin app of its own (commands and tests open several in one process), signed in
 * with the key file when one is given, else with Google's default credentials.
 */
export function initializeAdminApp(projectId: string, credentials?: string): App {
  appCount += 1;
  return initializeApp(
    { projectId, ...(credentials ? { credential: cert(credentials) } : {}) },
    `portfolio-cli-${appCount}`,
  );
}

/** An admin Firestore client for the emulator or, only when asked explicitly, a real project. */
export function connectAdminFirestore(target: Target): { db: Firestore; app: App } {
  if (target.emulatorHost) {
    // Read by firebase-admin at getFirestore, which then talks plain gRPC to the emulator.
    process.env.FIRESTORE_EMULATOR_HOST = target.emulatorHost;
    // An emulator needs no Google credentials, so there is no cloud metadata server to probe.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    const app = initializeAdminApp(target.projectId);
    return { db: getFirestore(app), app };
  }
  const app = initializeAdminApp(target.projectId, target.credentials);
  return { db: getFirestore(app), app };
}
