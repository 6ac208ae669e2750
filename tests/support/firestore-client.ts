import { deleteApp as deleteAdminApp } from 'firebase-admin/app';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { connectAdminFirestore } from '../../scripts/lib/admin-firestore';

/** Where a test client connects: an emulator (or a proxy in front of one) and a project. */
export interface EmulatorTarget {
  host: string;
  port: number;
  projectId: string;
}

let clientCount = 0;

/** The web SDK with an app, cache and streams of its own; signed in as `uid` when one is given. */
function openClient(target: EmulatorTarget, uid?: string) {
  clientCount += 1;
  const app = initializeApp(
    { projectId: target.projectId, apiKey: 'test-api-key' },
    `test-client-${clientCount}`,
  );
  const db = getFirestore(app);
  connectFirestoreEmulator(
    db,
    target.host,
    target.port,
    uid ? { mockUserToken: { sub: uid } } : {},
  );
  return {
    db,
    close: async () => {
      await terminate(db);
      await deleteApp(app);
    },
  };
}

/**
 * A visitor not signed in: the security rules apply to it exactly as they do to the page before
 * a send.
 */
export function connectTestClient(target: EmulatorTarget): {
  db: Firestore;
  close: () => Promise<void>;
} {
  return openClient(target);
}

let visitorCount = 0;

/**
 * A visitor signed in, as the page signs each one in anonymously before a send: the SDK's mock
 * token for the emulator (which reads it for the rules as it reads the Authentication emulator's
 * tokens) carries `uid`. `signInVisitor` is how the repository learns it.
 */
export function connectSignedInTestClient(
  target: EmulatorTarget,
  uid = `visitor-${++visitorCount}`,
): { db: Firestore; signInVisitor: () => Promise<string>; close: () => Promise<void> } {
  return { ...openClient(target, uid), signInVisitor: async () => uid };
}

/**
 * The owner: the Admin SDK, which the rules do not bind (as the console and `npm run seed`),
 * for arranging data and reading back what visitors wrote.
 */
export function connectOwner(target: EmulatorTarget): {
  db: AdminFirestore;
  close: () => Promise<void>;
} {
  const { db, app } = connectAdminFirestore({
    projectId: target.projectId,
    emulatorHost: `${target.host}:${target.port}`,
    credentials: undefined,
  });
  return {
    db,
    close: async () => {
      await db.terminate();
      await deleteAdminApp(app);
    },
  };
}
