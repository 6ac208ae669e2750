/**
 * `npm test [-- Vitest arguments]` (`run`) and `npm run test:watch` (`watch`): Vitest inside one
 * Emulator Suite, `firebase emulators:exec`, shared by every suite that needs Firebase (each
 * under a project id of its own): Firestore with the real rules, Authentication, and Functions
 * loading the built functions/ for TEST_PROJECT_ID, whose SMTP secret is TEST_SMTP_URL, where
 * the trigger's test listens (functions/test/trigger-as-deployed.test.ts).
 *
 * Without what the suite needs (firebase-tools, Java 21+), Vitest runs alone, the suites on the
 * emulators are skipped, and it says so; with REQUIRE_EMULATORS set (as in CI) that is a failure.
 */
import { spawn } from 'node:child_process';
import { buildFunctions } from './lib/build-functions';
import { canRunEmulators } from './lib/emulator-machine';
import { freePort, runEmulators, type EmulatorName } from './lib/firebase-emulators';

const SUITE: EmulatorName[] = ['firestore', 'auth', 'functions'];
const TEST_PROJECT_ID = 'demo-portfolio-test';

async function main(vitestArgs: string[]): Promise<number> {
  // npm run puts vitest on the PATH.
  if (!canRunEmulators(SUITE, 'The suites on the Firebase emulators are skipped')) {
    const child = spawn('vitest', vitestArgs, { stdio: 'inherit' });
    return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  }
  await buildFunctions();
  process.env.TEST_SMTP_URL = `smtp://portfolio:app-password@127.0.0.1:${await freePort()}`;
  return runEmulators({
    only: SUITE,
    projectId: TEST_PROJECT_ID,
    secrets: { SMTP_URL: process.env.TEST_SMTP_URL },
    params: { OWNER_EMAIL: 'owner@example.com' },
    command: ['vitest', ...vitestArgs],
  });
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
