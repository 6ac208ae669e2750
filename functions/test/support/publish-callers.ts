import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInAnonymously,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import type { Auth } from 'firebase-admin/auth';
import type { SharedEmulators } from '../../../tests/support/emulator-global-setup';
import { newEmail } from '../../../tests/support/auth-emulator-suite';

export type Caller = 'owner' | 'stranger' | 'visitor' | 'nobody';

let appCount = 0;

/**
 * A browser that presses Publish as the studio does: the web SDK's callable (`firebase/functions`)
 * on the Functions emulator, signed in on the Authentication emulator as `who`: the owner (an
 * account given `owner: true` with the Admin SDK, as `npm run grant-owner` does), a signed-in
 * stranger, an anonymous visitor (as the page signs one in to send a message), or nobody.
 */
export async function connectCaller(shared: SharedEmulators, admin: Auth, who: Caller) {
  appCount += 1;
  const app = initializeApp(
    { projectId: shared.projectId, apiKey: 'test-api-key', authDomain: 'localhost' },
    `publish-caller-${appCount}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${shared.auth}`, { disableWarnings: true });
  let uid: string | undefined;
  if (who === 'visitor') uid = (await signInAnonymously(auth)).user.uid;
  if (who === 'owner' || who === 'stranger') {
    const { user } = await createUserWithEmailAndPassword(auth, newEmail(who), 'password-1234');
    uid = user.uid;
    if (who === 'owner') {
      await admin.setCustomUserClaims(user.uid, { owner: true });
      // As the studio's next sign-in would: an ID token with the claim.
      await user.getIdToken(true);
    }
  }
  const functions = getFunctions(app);
  const [host = '', port = ''] = shared.functions.split(':');
  connectFunctionsEmulator(functions, host, Number(port));
  const publishSite = httpsCallable<void, { request: string }>(functions, 'publishSite');
  return {
    uid,
    publish: async () => (await publishSite()).data,
    close: () => deleteApp(app),
  };
}
