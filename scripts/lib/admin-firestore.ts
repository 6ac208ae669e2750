import { cert, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export interface Target {
  projectId: string;
  /** host:port of an emulator; undefined for a real project. */
  emulatorHost: string | undefined;
  /** Path of a service-account key for a real project (or GOOGLE_APPLICATION_CREDENTIALS). */
  credentials: string | undefined;
}

export const USAGE_TARGET = `Target (the emulator by default):
  --emulator HOST:PORT   emulator address (default: $FIRESTORE_EMULATOR_HOST or 127.0.0.1:8080)
  --project ID           project id (default: demo-portfolio on the emulator)
  --real                 write to the real project --project ID instead of an emulator, with
  --credentials FILE     a service-account key (or $GOOGLE_APPLICATION_CREDENTIALS)`;

let appCount = 0;

/** An admin Firestore client for the emulator or, only when asked explicitly, a real project. */
export function connectAdminFirestore(target: Target): { db: Firestore; app: App } {
  appCount += 1;
  const name = `portfolio-cli-${appCount}`;
  if (target.emulatorHost) {
    // Read by firebase-admin at getFirestore, which then talks plain gRPC to the emulator.
    process.env.FIRESTORE_EMULATOR_HOST = target.emulatorHost;
    // An emulator needs no Google credentials, so there is no cloud metadata server to probe.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    const app = initializeApp({ projectId: target.projectId }, name);
    return { db: getFirestore(app), app };
  }
  const app = initializeApp(
    {
      projectId: target.projectId,
      ...(target.credentials ? { credential: cert(target.credentials) } : {}),
    },
    name,
  );
  return { db: getFirestore(app), app };
}
