/**
 * `npm test [-- Vitest arguments]` (`run`) and `npm run test:watch` (`watch`): Vitest inside one
 * Emulator Suite, `firebase emulators:exec`, shared by every suite that needs Firebase (each
 * under a project id of its own): Firestore with the real rules, Authentication, and Functions
 * loading the built functions/ for TEST_PROJECT_ID on TEST_FUNCTIONS_EMULATOR_HOST, whose SMTP
 * secret is TEST_SMTP_URL, where the trigger's test listens (functions/test/trigger-as-deployed.test.ts),
 * and whose deploy hook is TEST_DEPLOY_HOOK_URL with the token TEST_DEPLOY_HOOK_TOKEN, where the
 * publish function's test listens (functions/test/publish-site.test.ts).
 *
 * Without what the suite needs (firebase-tools, Java 21+), Vitest runs alone, the suites on the
 * emulators are skipped, and it says so; with REQUIRE_EMULATORS set (as in CI) that is a failure.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { buildFunctions } from './lib/build-functions';
import { canRunEmulators } from './lib/emulator-machine';
import { EMULATOR_HOST, freePort, runEmulators, type EmulatorName } from './lib/firebase-emulators';

const SUITE: EmulatorName[] = ['firestore', 'auth', 'functions'];
const TEST_PROJECT_ID = 'demo-portfolio-test';

async function main(vitestArgs: string[]): Promise<number> {
  // npm run puts vitest on the PATH.
  if (!canRunEmulators(SUITE, 'The suites on the Firebase emulators are skipped')) {
    const child = spawn('vitest', vitestArgs, { stdio: 'inherit' });
    return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  }
  await buildFunctions();
  const env = process.env;
  env.TEST_SMTP_URL = `smtp://portfolio:app-password@${EMULATOR_HOST}:${await freePort()}`;
  env.TEST_DEPLOY_HOOK_URL = `http://${EMULATOR_HOST}:${await freePort()}/repos/owner/portfolio/dispatches`;
  // A new one each run, so that a test finding it in a log or a reason finds this run's leak.
  env.TEST_DEPLOY_HOOK_TOKEN = `test-hook-token-${randomBytes(12).toString('hex')}`;
  const functionsPort = await freePort();
  env.TEST_FUNCTIONS_EMULATOR_HOST = `${EMULATOR_HOST}:${functionsPort}`;
  return runEmulators({
    only: SUITE,
    projectId: TEST_PROJECT_ID,
    ports: { functions: functionsPort },
    secrets: {
      SMTP_URL: env.TEST_SMTP_URL,
      DEPLOY_HOOK_URL: env.TEST_DEPLOY_HOOK_URL,
      DEPLOY_HOOK_TOKEN: env.TEST_DEPLOY_HOOK_TOKEN,
    },
    params: { OWNER_EMAIL: 'owner@example.com' },
    command: ['vitest', ...vitestArgs],
  });
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
