/**
 * `npm run test:e2e [-- --no-build] [Playwright arguments]`: builds the site into dist/, picks
 * free loopback ports and runs Playwright, which starts every server it opens (its `webServer`,
 * playwright.config.ts) and stops them after.
 *
 * Where the Emulator Suite can run (firebase-tools, Java 21+), the `firestore` project runs too:
 * a Firestore build on the Firestore and Authentication emulators. Without it that project is
 * left out, and said so; REQUIRE_EMULATORS (set by .ci/run) makes that a failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { canRunEmulators } from './lib/emulator-machine';
import { EMULATOR_HOST, freePort } from './lib/firebase-emulators';

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
  const withFirestore = canRunEmulators(
    ['firestore', 'auth', 'hosting'],
    'The firestore project is left out',
  );
  if (!args.includes('--no-build')) {
    const status = await run('npm', ['run', 'build'], process.env);
    if (status !== 0) return status;
  }
  if (interrupted) return INTERRUPTED;
  const [port, firestore, auth, firestoreSite] = await Promise.all(
    Array.from({ length: 4 }, () => freePort()),
  );
  const env: NodeJS.ProcessEnv = { ...process.env, E2E_PORT: String(port) };
  if (withFirestore) {
    // The Hosting emulator serves it from the start; the global setup builds into it.
    mkdirSync('dist-firestore', { recursive: true });
    env.E2E_FIRESTORE_EMULATOR = `${EMULATOR_HOST}:${firestore}`;
    env.E2E_AUTH_EMULATOR = `${EMULATOR_HOST}:${auth}`;
    env.E2E_FIRESTORE_PORT = String(firestoreSite);
  }
  // Started directly, not through npx, so a SIGTERM passed on reaches Playwright itself.
  const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
  return run(process.execPath, [cli, 'test', ...playwrightArgs], env);
}

process.exitCode = await main().catch((error: unknown) => {
  if (interrupted) return INTERRUPTED;
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
