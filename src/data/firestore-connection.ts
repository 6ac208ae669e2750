import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import type { FirebaseOptions } from './app-config';

/** Initialises Firebase and Firestore, pointed at an emulator when a host is given. */
export function connectFirestore(
  options: FirebaseOptions,
  emulatorHost: string | undefined,
): { app: FirebaseApp; db: Firestore } {
  const app = initializeApp(options);
  const db = getFirestore(app);
  if (emulatorHost) {
    const [host = '127.0.0.1', port = '8080'] = emulatorHost.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  return { app, db };
}
