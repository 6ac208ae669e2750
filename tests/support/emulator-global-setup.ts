/**
 * Vitest global setup: hands the suites the Emulator Suite that `npm test` runs Vitest in
 * (scripts/test-with-emulators.ts), or null when Vitest runs without one (the suites on it are
 * then skipped; `npm test` has said why).
 *
 * `firebase emulators:exec` announces the emulators in variables that the Firebase SDKs and this
 * project's commands read as their default target. They are taken out of the environment before
 * the test files run, so that a command under test reaches only what its test points it at.
 */
import type { TestProject } from 'vitest/node';

export interface SharedEmulators {
  /** `host:port` of each. */
  firestore: string;
  auth: string;
  /** The run's project: the Functions emulator's, and where the Authentication one signs in. */
  projectId: string;
  /** The SMTP URL the functions are configured with. */
  smtpUrl: string;
  /** `host:port` of the Functions emulator, which serves the functions for `projectId`. */
  functions: string;
  /** The deploy hook's URL and token the functions are configured with (their secrets). */
  deployHook: { url: string; token: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    emulators: SharedEmulators | null;
  }
}

const ANNOUNCED = [
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_FIRESTORE_EMULATOR_ADDRESS',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_EMULATOR_HUB',
  'GCLOUD_PROJECT',
  'FIREBASE_CONFIG',
  'TEST_SMTP_URL',
  'TEST_FUNCTIONS_EMULATOR_HOST',
  'TEST_DEPLOY_HOOK_URL',
  'TEST_DEPLOY_HOOK_TOKEN',
];

export default function setup(project: TestProject) {
  const env = process.env;
  const { FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, GCLOUD_PROJECT, TEST_SMTP_URL } =
    env;
  const { TEST_FUNCTIONS_EMULATOR_HOST, TEST_DEPLOY_HOOK_URL, TEST_DEPLOY_HOOK_TOKEN } = env;
  project.provide(
    'emulators',
    FIRESTORE_EMULATOR_HOST &&
      FIREBASE_AUTH_EMULATOR_HOST &&
      GCLOUD_PROJECT &&
      TEST_SMTP_URL &&
      TEST_FUNCTIONS_EMULATOR_HOST &&
      TEST_DEPLOY_HOOK_URL &&
      TEST_DEPLOY_HOOK_TOKEN
      ? {
          firestore: FIRESTORE_EMULATOR_HOST,
          auth: FIREBASE_AUTH_EMULATOR_HOST,
          projectId: GCLOUD_PROJECT,
          smtpUrl: TEST_SMTP_URL,
          functions: TEST_FUNCTIONS_EMULATOR_HOST,
          deployHook: { url: TEST_DEPLOY_HOOK_URL, token: TEST_DEPLOY_HOOK_TOKEN },
        }
      : null,
  );
  for (const name of ANNOUNCED) delete env[name];
}
