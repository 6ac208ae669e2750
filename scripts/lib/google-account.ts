/**
 * A Google account on the Authentication emulator, made with the Admin SDK (as `npm run
 * grant-owner` changes one): `npm run dev:firestore` makes the owner's, the browser tests theirs.
 */
import { deleteApp } from 'firebase-admin/app';
import { connectAdminAuth } from './admin-auth';

/**
 * Creates an account that signs in with Google as `email`, with the custom claims given, on the
 * emulator at `authEmulatorHost` (`host:port`): the emulator's Google sign-in page then lists
 * it, and signing in with it carries them. Its uid is made from the email.
 */
export async function createGoogleAccount(
  { authEmulatorHost, projectId }: { authEmulatorHost: string; projectId: string },
  email: string,
  claims: Record<string, unknown> = {},
): Promise<void> {
  const { auth, app } = connectAdminAuth({
    projectId,
    emulatorHost: undefined,
    authEmulatorHost,
    credentials: undefined,
  });
  try {
    const uid = email.replace(/\W/g, '-');
    const { errors } = await auth.importUsers([
      {
        uid,
        email,
        emailVerified: true,
        customClaims: claims,
        providerData: [{ uid: `google-${uid}`, providerId: 'google.com', email }],
      },
    ]);
    if (errors.length > 0) throw new Error(`Creating ${email}: ${errors[0]?.error.message}`);
  } finally {
    await deleteApp(app);
  }
}
