import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';

/** `app`'s Firestore, pointed at the emulator at `emulatorHost` (`host:port`) when one is given. */
export function firestoreOf(app: FirebaseApp, emulatorHost: string | undefined): Firestore {
  const db = getFirestore(app);
  if (emulatorHost) {
    const [host = '127.0.0.1', port = '8080'] = emulatorHost.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  return db;
}
