import type { App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { initializeAdminApp, USAGE_PROJECT_FLAGS, type Target } from './admin-firestore';

export const USAGE_AUTH_TARGET = `Target (the Authentication emulator by default):
  --auth-emulator HOST:PORT
                         emulator address (default: $FIREBASE_AUTH_EMULATOR_HOST or 127.0.0.1:9099)
${USAGE_PROJECT_FLAGS}`;

/** An admin Auth client for the Authentication emulator or, only when asked, a real project. */
export function connectAdminAuth(target: Target): { auth: Auth; app: App } {
  if (target.authEmulatorHost) {
    // Read by firebase-admin at getAuth, which then sends its requests to the emulator with the
    // emulator's fixed token instead of Google credentials.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = target.authEmulatorHost;
    const app = initializeAdminApp(target.projectId);
    return { auth: getAuth(app), app };
  }
  // --real means the real project, even in a shell where the emulator's variable is still set:
  // firebase-admin would otherwise send the change to the emulator and report success.
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const app = initializeAdminApp(target.projectId, target.credentials);
  return { auth: getAuth(app), app };
}
