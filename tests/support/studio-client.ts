import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  terminate,
  type EmulatorMockTokenOptions,
  type Firestore,
} from 'firebase/firestore';
import type { EmulatorTarget } from './firestore-client';

let clientCount = 0;

/**
 * A signed-in browser on the web SDK, as the studio's Firestore is: the emulator takes `token`
 * as the ID token's claims (`{ sub: 'owner', owner: true }` for the owner), and the real rules
 * judge every request by them.
 */
export function connectSignedInClient(
  target: EmulatorTarget,
  token: EmulatorMockTokenOptions,
): { db: Firestore; close: () => Promise<void> } {
  clientCount += 1;
  const app = initializeApp(
    { projectId: target.projectId, apiKey: 'test-api-key' },
    `studio-client-${clientCount}`,
  );
  const db = getFirestore(app);
  connectFirestoreEmulator(db, target.host, target.port, { mockUserToken: token });
  return {
    db,
    close: async () => {
      await terminate(db);
      await deleteApp(app);
    },
  };
}

export const OWNER_TOKEN = { sub: 'owner', owner: true };
export const STRANGER_TOKEN = { sub: 'stranger', email: 'stranger@example.com' };
