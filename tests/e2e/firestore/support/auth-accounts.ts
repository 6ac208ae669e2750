/**
 * Accounts on the Authentication emulator that scripts/run-e2e.ts started beside the Firestore
 * one (same project id), arranged with the Admin SDK, as `npm run grant-owner` does.
 */
import { clearAuthAccounts } from '../../../../scripts/lib/auth-emulator';
import { createGoogleAccount as createAccount } from '../../../../scripts/lib/google-account';
import { FIRESTORE_SITE_PROJECT } from './demo-data';

/** `host:port` of the Authentication emulator for this run. */
export function authEmulatorAddress(): string {
  const address = process.env.E2E_AUTH_EMULATOR;
  if (!address) throw new Error('E2E_AUTH_EMULATOR is not set: run `npm run test:e2e`.');
  return address;
}

/** Deletes every account, through the emulator's own endpoint. */
export function clearAccounts(): Promise<void> {
  return clearAuthAccounts(authEmulatorAddress(), FIRESTORE_SITE_PROJECT);
}

/**
 * Creates an account that signs in with Google as `email`, with the custom claims given: the
 * emulator's Google sign-in page then lists it, and signing in with it carries them
 * (scripts/lib/google-account.ts, which `npm run dev:firestore` makes its owner with too).
 */
export function createGoogleAccount(
  email: string,
  claims: Record<string, unknown> = {},
): Promise<void> {
  const target = { authEmulatorHost: authEmulatorAddress(), projectId: FIRESTORE_SITE_PROJECT };
  return createAccount(target, email, claims);
}
