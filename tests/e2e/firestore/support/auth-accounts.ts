/**
 * Accounts on the Authentication emulator that playwright.config.ts starts beside the Firestore
 * one (same project id), arranged with the Admin SDK, as `npm run grant-owner` does.
 */
import { createGoogleAccount as createAccount } from '../../../../scripts/lib/google-account';
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
  if (!response.ok) throw new Error(`Clearing the accounts: HTTP ${response.status}`);
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
