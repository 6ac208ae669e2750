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
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import {
  findEmulatorJarOrSkip,
  freePort,
  type FirestoreEmulator,
} from '../tests/support/official-emulator';
import {
  FIRESTORE_SITE_DIR,
  startFirestoreSite,
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
  try {
    if (withFirestore) {
      emulator = await startFirestoreSite();
      if (interrupted) return INTERRUPTED;
      console.log(
        `Firestore emulator at ${emulator.address} with firestore.rules and the demo content; ` +
          `its site built into ${FIRESTORE_SITE_DIR}/.`,
      );
      env.E2E_FIRESTORE_EMULATOR = emulator.address;
      env.E2E_FIRESTORE_PORT = String(await freePort());
    }
    // Started directly, not through npx, so a SIGTERM passed on reaches Playwright itself.
    const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
    return await run(process.execPath, [cli, 'test', ...playwrightArgs], env);
  } finally {
    await emulator?.stop();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  // Ctrl-C also stops the emulator's JVM, which makes a step still running fail: not news.
  if (interrupted) return INTERRUPTED;
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
