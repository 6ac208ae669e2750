// @vitest-environment node
// The Authentication SDK's Node build against the Firebase Authentication emulator.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { getAuth, GoogleAuthProvider, signInWithCredential } from 'firebase/auth';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createFirebaseOwnerAuth } from '@/data/studio/firebase-owner-auth';
import type { OwnerAccount, OwnerAuth } from '@/data/studio/owner-auth';
import { newEmail, useAdminAuth, useAuthEmulator } from '../support/auth-emulator-suite';
import { describeOnEmulator } from '../support/emulator-project';
import { waitForEmulator } from '../support/wait-for-emulator';

let appCount = 0;

describeOnEmulator('Google sign-in for the studio, on the Authentication emulator', () => {
  const emulator = useAuthEmulator();
  const admin = useAdminAuth(emulator);
  let app: FirebaseApp;
  let ownerAuth: OwnerAuth;
  let heard: (OwnerAccount | null)[];
  let stop: () => void;
  /** Someone new to the shared emulator in each test. */
  let MAYA: { sub: string; email: string; name: string };

  beforeEach(() => {
    const email = newEmail('maya');
    MAYA = { sub: `google-${email}`, email, name: 'Maya Lindqvist' };
    appCount += 1;
    app = initializeApp(
      { projectId: emulator.projectId, apiKey: 'test-api-key', authDomain: 'localhost' },
      `owner-auth-${appCount}`,
    );
    ownerAuth = createFirebaseOwnerAuth(app, emulator.address);
    heard = [];
    stop = ownerAuth.subscribe((account) => heard.push(account));
  });
  afterEach(async () => {
    stop();
    await deleteApp(app);
  });

  /** Signs in as Google would hand back `who` (the emulator takes an unsigned ID token). */
  async function signInWithGoogle(who: Record<string, unknown>) {
    const idToken = JSON.stringify({ ...who, email_verified: true });
    const { user } = await signInWithCredential(
      getAuth(app),
      GoogleAuthProvider.credential(idToken),
    );
    return user;
  }

  it('says nobody is signed in, then the account, not the owner without the claim', async () => {
    expect(ownerAuth.method).toBe('google');
    await waitForEmulator(() => expect(heard).toEqual([null]));
    await signInWithGoogle(MAYA);
    await waitForEmulator(() =>
      expect(heard.at(-1)).toEqual({ email: MAYA.email, name: MAYA.name, isOwner: false }),
    );
  });

  it('says the owner once the account carries owner: true, and not once it is revoked', async () => {
    const user = await signInWithGoogle(MAYA);
    await waitForEmulator(() => expect(heard.at(-1)).toMatchObject({ isOwner: false }));

    await admin.auth.setCustomUserClaims(user.uid, { owner: true });
    // As the next sign-in or hourly refresh would: a new ID token, with the claim.
    await user.getIdToken(true);
    await waitForEmulator(() =>
      expect(heard.at(-1)).toEqual({ email: MAYA.email, name: MAYA.name, isOwner: true }),
    );

    await admin.auth.setCustomUserClaims(user.uid, { owner: 'yes' });
    await user.getIdToken(true);
    await waitForEmulator(() => expect(heard.at(-1)).toMatchObject({ isOwner: false }));
  });

  it('signs out, and a listener that stopped hears nothing more', async () => {
    await signInWithGoogle(MAYA);
    await waitForEmulator(() => expect(heard.at(-1)).toMatchObject({ email: MAYA.email }));
    const other: (OwnerAccount | null)[] = [];
    const stopOther = ownerAuth.subscribe((account) => other.push(account));
    await waitForEmulator(() => expect(other.at(-1)).toMatchObject({ email: MAYA.email }));
    stopOther();

    await ownerAuth.signOut();
    await waitForEmulator(() => expect(heard.at(-1)).toBeNull());
    expect(other.at(-1)).toMatchObject({ email: MAYA.email });
  });
});
