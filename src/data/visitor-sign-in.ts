import type { FirebaseApp } from 'firebase/app';
import { loadOnce } from './lazy-repository';

/** Signs the visitor in and resolves to their uid; the first call loads Authentication. */
export type SignInVisitor = () => Promise<string>;

/**
 * Anonymous sign-in on `app`, the app of the Firestore that writes the visitor's messages, so
 * its requests carry the visitor's ID token (the rules count each visitor's sends by it).
 * Authentication's code loads at the first call, when the visitor first presses Submit, and the
 * account is kept (IndexedDB, which workers have) so a reload is the same visitor. No popup or
 * redirect resolver: a worker has no window, and a visitor never needs one.
 */
export function anonymousSignIn(app: FirebaseApp, emulatorHost: string | undefined): SignInVisitor {
  // A start whose code failed to load is tried again by the next send.
  const started = loadOnce(async () => {
    const { connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } =
      await import('firebase/auth');
    const auth = initializeAuth(app, { persistence: indexedDBLocalPersistence });
    if (emulatorHost)
      connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
    return auth;
  });
  return async () => {
    const auth = await started();
    await auth.authStateReady();
    if (auth.currentUser) return auth.currentUser.uid;
    const { signInAnonymously } = await import('firebase/auth');
    return (await signInAnonymously(auth)).user.uid;
  };
}
