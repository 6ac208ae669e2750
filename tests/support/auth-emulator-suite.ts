import { deleteApp } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectAdminAuth } from '../../scripts/lib/admin-auth';

const shared = inject('emulators');

export interface AuthEmulatorProject {
  /** `host:port`, as FIREBASE_AUTH_EMULATOR_HOST takes it. */
  address: string;
  projectId: string;
}

/**
 * The run's Authentication emulator and the project it signs users in to: a sign-in (the web
 * SDK's, or its REST call) always lands in the emulator's own project, whatever project the app
 * names. Test files share it while they run in parallel, so none clears its accounts: each test
 * signs in as someone new (`newEmail`). Call it inside `describeOnEmulator`.
 */
export function useAuthEmulator(): AuthEmulatorProject {
  return { address: shared?.auth ?? '127.0.0.1:0', projectId: shared?.projectId ?? '' };
}

let accountCount = 0;

/** An address no other test of the run signs in with. */
export function newEmail(name: string): string {
  accountCount += 1;
  return `${name}-${process.pid}-${accountCount}@example.com`;
}

/**
 * The Admin SDK's Authentication on `emulator` for the calling suite, as the owner's commands
 * connect it (to create accounts and set claims); its app is deleted after the suite.
 */
export function useAdminAuth(emulator: AuthEmulatorProject): { readonly auth: Auth } {
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
