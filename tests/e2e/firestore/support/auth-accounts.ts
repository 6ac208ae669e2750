/**
 * Accounts on the Authentication emulator that scripts/run-e2e.ts started beside the Firestore
 * one (same project id), arranged with the Admin SDK, as `npm run grant-owner` does.
 */
import { deleteApp } from 'firebase-admin/app';
import { connectAdminAuth } from '../../../../scripts/lib/admin-auth';
import { FIRESTORE_SITE_PROJECT } from './demo-data';

/** `host:port` of the Authentication emulator for this run. */
export function authEmulatorAddress(): string {
  const address = process.env.E2E_AUTH_EMULATOR;
  if (!address) throw new Error('E2E_AUTH_EMULATOR is not set: run `npm run test:e2e`.');
  return address;
}

/** Deletes every account, through the emulator's own endpoint. */
export async function clearAccounts(): Promise<void> {
  const url = `http://${authEmulatorAddress()}/emulator/v1/projects/${FIRESTORE_SITE_PROJECT}/accounts`;
  const response = await fetch(url, { method: 'DELETE' });
  const answer = await response.text();
  if (!response.ok) throw new Error(`Clearing the accounts: HTTP ${response.status} ${answer}`);
}

/**
 * Creates an account that signs in with Google as `email`, with the custom claims given: the
 * emulator's Google sign-in page then lists it, and signing in with it carries them.
 */
export async function createGoogleAccount(
  email: string,
  claims: Record<string, unknown> = {},
): Promise<void> {
  const { auth, app } = connectAdminAuth({
    projectId: FIRESTORE_SITE_PROJECT,
    emulatorHost: undefined,
    authEmulatorHost: authEmulatorAddress(),
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
