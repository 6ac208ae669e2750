import type { FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  getRedirectResult,
  GoogleAuthProvider,
  onIdTokenChanged,
  signInWithPopup,
  signInWithRedirect,
  signOut,
} from 'firebase/auth';
import { errorCode } from '@/domain/error-code';
import type { OwnerAuth } from './owner-auth';

/** The person closed the popup, or pressed again while one was open: no error to show. */
const CLOSED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);
/** No popup here (blocked, or a browser that cannot open one): a redirect does the same. */
const NO_POPUP = new Set([
  'auth/popup-blocked',
  'auth/operation-not-supported-in-this-environment',
]);

/**
 * Sign-in with Google through Firebase Authentication, on `app` (the studio's Firestore's, so
 * its requests carry the owner's token). The owner is the account whose ID token carries the
 * custom claim `owner: true`.
 */
export function createFirebaseOwnerAuth(
  app: FirebaseApp,
  emulatorHost: string | undefined,
): OwnerAuth {
  const auth = getAuth(app);
  if (emulatorHost) connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  // Back from a redirect sign-in, this completes it; its account then reaches subscribe. A failed
  // one leaves nobody signed in, which the studio shows with its sign-in button.
  getRedirectResult(auth).catch(() => undefined);

  return {
    method: 'google',
    subscribe(onChange) {
      // Each change reads its token's claims; only the latest change's answer counts.
      let latest = 0;
      const stop = onIdTokenChanged(auth, (user) => {
        const change = ++latest;
        if (!user) {
          onChange(null);
          return;
        }
        const tell = (isOwner: boolean) => {
          if (change === latest) onChange({ email: user.email, name: user.displayName, isOwner });
        };
        user.getIdTokenResult().then(
          ({ claims }) => tell(claims.owner === true),
          () => tell(false),
        );
      });
      return () => {
        latest = -1;
        stop();
      };
    },
    async signIn() {
      const provider = new GoogleAuthProvider();
      try {
        await signInWithPopup(auth, provider);
      } catch (error) {
        const code = errorCode(error) ?? '';
        if (CLOSED.has(code)) return;
        if (!NO_POPUP.has(code)) throw error;
        await signInWithRedirect(auth, provider);
      }
    },
    signOut: () => signOut(auth),
  };
}
