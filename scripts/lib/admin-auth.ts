import type { App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { initializeAdminApp, USAGE_PROJECT_FLAGS, type Target } from './admin-firestore';
import { checkEmulator, checkFirstAnswer, watchReachability } from './target-reachability';

export const USAGE_AUTH_TARGET = `Target (the Authentication emulator by default):
  --auth-emulator HOST:PORT
                         emulator address (default: $FIREBASE_AUTH_EMULATOR_HOST or 127.0.0.1:9099)
${USAGE_PROJECT_FLAGS}`;

/** What the owner reads when nothing answers at the Authentication emulator's address. */
export const noAuthEmulator = (address: string) =>
  `No Authentication emulator at ${address}. Start one with \`npm run dev:firestore\` (or ` +
  `\`npx firebase emulators:start --only auth --project demo-portfolio\`), or pass ` +
  `\`--real --project ID\`.`;

/**
 * An admin Auth client for the Authentication emulator or, only when asked, a real project. Run
 * as a command, a target that cannot be reached ends it within seconds (target-reachability.ts).
 */
export function connectAdminAuth(target: Target): { auth: Auth; app: App } {
  if (target.authEmulatorHost) {
    const address = target.authEmulatorHost;
    // Read by firebase-admin at getAuth, which then sends its requests to the emulator with the
    // emulator's fixed token instead of Google credentials.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = address;
    const app = initializeAdminApp(target.projectId);
    watchReachability(() => checkEmulator(address, noAuthEmulator(address)));
    return { auth: getAuth(app), app };
  }
  // --real means the real project, even in a shell where the emulator's variable is still set:
  // firebase-admin would otherwise send the change to the emulator and report success.
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const app = initializeAdminApp(target.projectId, target.credentials);
  const auth = getAuth(app);
  const tried = `Authentication of project ${target.projectId} (identitytoolkit.googleapis.com)`;
  watchReachability(() => checkFirstAnswer(auth.listUsers(1), tried, target.credentials));
  return { auth, app };
}
