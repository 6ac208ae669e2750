import { deleteApp } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { connectAdminAuth } from '../../scripts/lib/admin-auth';
import {
  findFirebaseToolsOrSkip,
  startAuthEmulator,
  type AuthEmulator,
} from '../../scripts/lib/auth-emulator';

const cli = findFirebaseToolsOrSkip(
  'Skipped without firebase-tools: the suites on the Authentication emulator ' +
    '(tests/integration/grant-owner.test.ts).',
);

/** A describe that runs only where firebase-tools is installed (see scripts/lib/auth-emulator.ts). */
export const describeOnAuthEmulator = cli ? describe : describe.skip;

/**
 * Starts an Authentication emulator of the calling suite's own for the `demo-…` project, with no
 * account at the start of every test, and stops it after the suite. Call it inside
 * `describeOnAuthEmulator`; read the returned emulator's fields in hooks and tests only.
 */
export function useAuthEmulator(projectId: string): AuthEmulator {
  let started: AuthEmulator | undefined;
  const emulator = (): AuthEmulator => {
    if (!started) throw new Error('The Authentication emulator has not started.');
    return started;
  };
  // Seconds on a laptop, up to about 20 s on a loaded two-core machine.
  beforeAll(async () => {
    if (cli) started = await startAuthEmulator({ cli, projectId });
  }, 120_000);
  afterAll(() => started?.stop(), 30_000);
  beforeEach(() => emulator().clearAccounts());
  return {
    get host() {
      return emulator().host;
    },
    get port() {
      return emulator().port;
    },
    get address() {
      return emulator().address;
    },
    projectId,
    clearAccounts: () => emulator().clearAccounts(),
    stop: () => emulator().stop(),
  };
}

/**
 * The Admin SDK's Authentication on `emulator` for the calling suite, as the owner's commands
 * connect it (to create accounts and set claims); its app is deleted after the suite.
 */
export function useAdminAuth(emulator: AuthEmulator): { readonly auth: Auth } {
  let admin: ReturnType<typeof connectAdminAuth> | undefined;
  beforeAll(() => {
    admin = connectAdminAuth({
      projectId: emulator.projectId,
      emulatorHost: undefined,
      authEmulatorHost: emulator.address,
      credentials: undefined,
    });
  });
  afterAll(() => (admin ? deleteApp(admin.app) : undefined));
  return {
    get auth() {
      if (!admin) throw new Error('The Admin SDK has not connected yet.');
      return admin.auth;
    },
  };
}
