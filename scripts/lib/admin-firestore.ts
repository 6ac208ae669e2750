import { cert, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { checkEmulator, checkFirstAnswer, watchReachability } from './target-reachability';

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
  --real                 work on the real project --project ID instead of an emulator, with
  --credentials FILE     a service-account key (or $GOOGLE_APPLICATION_CREDENTIALS)
  --verbose              on an error, its whole stack trace`;

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

/** The emulator's port unless told otherwise (`npm run emulator`, firebase.json). */
const DEFAULT_EMULATOR_PORT = '8080';

function noEmulator(address: string): string {
  const port = address.slice(address.lastIndexOf(':') + 1);
  const start =
    port === DEFAULT_EMULATOR_PORT ? 'npm run emulator' : `npm run emulator -- --port ${port}`;
  return `No Firestore emulator at ${address}. Start one with \`${start}\`, or pass \`--real --project ID\`.`;
}

/**
 * An admin Firestore client for the emulator or, only when asked explicitly, a real project. Run
 * as a command, a target that cannot be reached ends it within seconds (target-reachability.ts).
 */
export function connectAdminFirestore(target: Target): { db: Firestore; app: App } {
  if (target.emulatorHost) {
    const address = target.emulatorHost;
    // Read by firebase-admin at getFirestore, which then talks plain gRPC to the emulator.
    process.env.FIRESTORE_EMULATOR_HOST = address;
    // An emulator needs no Google credentials, so there is no cloud metadata server to probe.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    const app = initializeAdminApp(target.projectId);
    watchReachability(() => checkEmulator(address, noEmulator(address)));
    return { db: getFirestore(app), app };
  }
  // --real means the real project, even in a shell where the emulator's variable is still set:
  // firebase-admin would otherwise write to the emulator and report success.
  delete process.env.FIRESTORE_EMULATOR_HOST;
  const app = initializeAdminApp(target.projectId, target.credentials);
  const db = getFirestore(app);
  const tried = `Firestore of project ${target.projectId} (firestore.googleapis.com)`;
  // A read, not listCollections: that one throws out of the SDK when no key is found.
  watchReachability(() => checkFirstAnswer(db.doc('User/user').get(), tried, target.credentials));
  return { db, app };
}
