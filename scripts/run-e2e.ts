/**
 * `npm run test:e2e [-- --no-build] [Playwright arguments]`: builds the site into dist/, then
 * runs the Playwright suite on free loopback ports (Playwright starts and stops the servers).
 *
 * With the official Firestore emulator on this machine it also starts one, seeded with the demo
 * content, builds the Firestore site for it into dist-firestore/ (even with --no-build: the build
 * holds this run's emulator address) and adds the `firestore` project, which opens that site;
 * E2E_FIRESTORE_EMULATOR tells Playwright where the emulator is. Without an emulator the project
 * is skipped, and said so; REQUIRE_FIRESTORE_EMULATOR makes that a failure. The emulator is
 * stopped however the run ends.
 *
 * Beside it runs the Firebase Authentication emulator (firebase-tools, scripts/lib/auth-emulator.ts)
 * for the same project id, whose unsigned tokens that Firestore emulator takes for its rules: the
 * Firestore build signs the studio and a sending visitor in there (VITE_AUTH_EMULATOR_HOST), and
 * E2E_AUTH_EMULATOR tells Playwright where it is, which adds the specs that sign in (the
 * studio's and the sending ones, see playwright.config.ts). Without firebase-tools they are left
 * out, and said so; REQUIRE_AUTH_EMULATOR makes that a failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { findEmulatorJarOrSkip, freePort, type FirestoreEmulator } from './lib/official-emulator';
import { findFirebaseToolsOrSkip, startAuthEmulator, type AuthEmulator } from './lib/auth-emulator';
import { FIRESTORE_SITE_PROJECT } from '../tests/e2e/firestore/support/demo-data';
import {
  buildFirestoreSite,
  FIRESTORE_SITE_DIR,
  startSeededFirestore,
} from '../tests/e2e/firestore/support/firestore-site';

// Taken first: seeding and building set variables of their own in this process.
const baseEnv = { ...process.env };
const children = new Set<ChildProcess>();
let interrupted = false;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interrupted = true;
    // Ctrl-C reaches the whole process group already; a SIGTERM reaches only this process. It
    // is passed on as SIGINT: on SIGTERM Playwright exits at once, leaving its web servers up.
    if (signal === 'SIGTERM') children.forEach((child) => child.kill('SIGINT'));
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    children.add(child);
    child.once('error', reject);
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code ?? 1);
    });
  });
}

const INTERRUPTED = 130;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const playwrightArgs = args.filter((argument) => argument !== '--no-build');
  const withFirestore =
    findEmulatorJarOrSkip(
      'Skipping the firestore browser project (the site on the Firestore emulator); ' +
        'running phone and desktop only.',
    ) !== undefined;
  const authCli = withFirestore
    ? findFirebaseToolsOrSkip(
        "Leaving out the specs that sign in on the Authentication emulator (the studio's and a " +
          'sending visitor’s, tests/e2e/firestore/{studio,contact}-*.spec.ts).',
      )
    : undefined;
  if (!args.includes('--no-build')) {
    const status = await run('npm', ['run', 'build'], baseEnv);
    if (status !== 0) return status;
  }
  if (interrupted) return INTERRUPTED;
  const env: NodeJS.ProcessEnv = {
    ...baseEnv,
    E2E_PORT: String(await freePort()),
    E2E_HOSTING_PORT: String(await freePort()),
  };
  let emulator: FirestoreEmulator | undefined;
  let authEmulator: AuthEmulator | undefined;
  try {
    if (withFirestore) {
      // Both start at once (the Authentication emulator takes 8 to 25 s, the Firestore one
      // about 3 s and its seed); the build needs both addresses.
      const [firestore, auth] = await Promise.allSettled([
        startSeededFirestore(),
        authCli
          ? startAuthEmulator({ cli: authCli, projectId: FIRESTORE_SITE_PROJECT })
          : undefined,
      ]);
      // Kept before either failure is thrown, so `finally` stops whichever did start.
      if (firestore.status === 'fulfilled') emulator = firestore.value;
      if (auth.status === 'fulfilled') authEmulator = auth.value;
      if (firestore.status === 'rejected') throw firestore.reason;
      if (auth.status === 'rejected') throw auth.reason;
      if (interrupted) return INTERRUPTED;
      await buildFirestoreSite(firestore.value.address, authEmulator?.address);
      if (interrupted) return INTERRUPTED;
      console.log(
        `Firestore emulator at ${firestore.value.address} with firestore.rules and the demo content; ` +
          (authEmulator ? `Authentication emulator at ${authEmulator.address}; ` : '') +
          `the site built for them into ${FIRESTORE_SITE_DIR}/.`,
      );
      env.E2E_FIRESTORE_EMULATOR = firestore.value.address;
      env.E2E_FIRESTORE_PORT = String(await freePort());
      if (authEmulator) env.E2E_AUTH_EMULATOR = authEmulator.address;
    }
    // Started directly, not through npx, so a SIGTERM passed on reaches Playwright itself.
    const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
    return await run(process.execPath, [cli, 'test', ...playwrightArgs], env);
  } finally {
    await Promise.all([emulator?.stop(), authEmulator?.stop()]);
  }
}

process.exitCode = await main().catch((error: unknown) => {
  // Ctrl-C also stops the emulator's JVM, which makes a step still running fail: not news.
  if (interrupted) return INTERRUPTED;
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
