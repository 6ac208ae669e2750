import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { EMULATOR_PROJECT_ID, type FirestoreEmulator } from './firestore-emulator';

let clientCount = 0;

/** A Firestore client of its own (app, cache and streams) connected to the test emulator. */
export function connectTestClient(emulator: FirestoreEmulator): {
  db: Firestore;
  close: () => Promise<void>;
} {
  clientCount += 1;
  const app = initializeApp(
    { projectId: EMULATOR_PROJECT_ID, apiKey: 'test-api-key' },
    `test-client-${clientCount}`,
  );
  const db = getFirestore(app);
  connectFirestoreEmulator(db, emulator.host, emulator.port);
  return {
    db,
    close: async () => {
      await terminate(db);
      await deleteApp(app);
    },
  };
}
