/**
 * `npm run dev:firestore [-- Vite options]`: the official Firestore emulator with the real rules,
 * seeded with the demo content, the Firebase Authentication emulator beside it (same project id,
 * offline) with an owner's account ready, and the Vite dev server in Firestore mode pointed at
 * both. Edit a document (with `npm run seed -- FILE --emulator HOST:PORT`, or the emulator's REST
 * API) and the open page follows it live; sign in to /studio as owner@example.com on the
 * emulator's Google page. Ctrl-C, or Vite's exit, stops all three.
 *
 * FIRESTORE_EMULATOR_PORT (8080) and AUTH_EMULATOR_PORT (9099) pick other ports. Without
 * firebase-tools it runs without the Authentication emulator, and says that neither the studio
 * nor the contact form (whose visitor signs in anonymously at Submit) can sign in.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FirestoreEmulator } from './lib/official-emulator';
import {
  AUTH_EMULATOR_HINT,
  findFirebaseTools,
  startAuthEmulator,
  type AuthEmulator,
} from './lib/auth-emulator';
import { emulatorSiteEnv } from './lib/emulator-site-env';
import { createGoogleAccount } from './lib/google-account';
import { DEFAULT_AUTH_EMULATOR_PORT } from './lib/parse-target';
import { untilStopped } from './lib/until-stopped';
import { DEFAULT_EMULATOR_PORT, startEmulatorWithRules } from './firestore-emulator';
import { seed } from './seed';

const USAGE = `Usage: npm run dev:firestore [-- Vite options]
Starts the official Firestore emulator (the real firestore.rules, seeded with
mocks/portfolio.json), the Authentication emulator with owner@example.com as the owner, and the
Vite dev server in Firestore mode on both; Ctrl-C or SIGTERM stops all three.
FIRESTORE_EMULATOR_PORT (default 8080) and AUTH_EMULATOR_PORT (default 9099) pick the
emulators' ports; Vite's options (--port 5174, --host …) pass through: see npx vite --help.`;

const PROJECT_ID = 'demo-portfolio';
/** The account made the owner on every start: the emulator's Google page lists it. */
const DEV_OWNER_EMAIL = 'owner@example.com';

/** A port from the environment variable `name`, or `fallback` when it is unset. */
function portFrom(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name}=${value} is not a port number (1 to 65535).`);
  }
  return port;
}

/** The studio's address on the dev server Vite is about to start (its --port, or 5173). */
function studioUrl(viteArgs: readonly string[]): string {
  const index = viteArgs.findIndex((argument) => argument === '--port' || argument === '-p');
  const inline = viteArgs.find((argument) => argument.startsWith('--port='));
  const port = inline?.slice('--port='.length) ?? (index >= 0 ? viteArgs[index + 1] : undefined);
  return `http://localhost:${port ?? 5173}/studio`;
}

async function startSeededFirestore(): Promise<FirestoreEmulator> {
  const port = portFrom('FIRESTORE_EMULATOR_PORT', DEFAULT_EMULATOR_PORT);
  const emulator = await startEmulatorWithRules(PROJECT_ID, port);
  try {
    const seeded = await seed(['--emulator', emulator.address, '--project', PROJECT_ID]);
    if (seeded !== 0) throw new Error('Seeding the emulator failed.');
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  return emulator;
}

async function startAuthWithOwner(cli: string): Promise<AuthEmulator> {
  const port = portFrom('AUTH_EMULATOR_PORT', DEFAULT_AUTH_EMULATOR_PORT);
  const emulator = await startAuthEmulator({ cli, projectId: PROJECT_ID, port });
  try {
    const target = { authEmulatorHost: emulator.address, projectId: PROJECT_ID };
    await createGoogleAccount(target, DEV_OWNER_EMAIL, { owner: true });
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  return emulator;
}

function runVite(args: readonly string[], env: NodeJS.ProcessEnv) {
  // Started directly, not through npx, so a SIGTERM passed on reaches Vite itself.
  const manifest = createRequire(import.meta.url).resolve('vite/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { vite: string } };
  const vite = spawn(process.execPath, [join(dirname(manifest), bin.vite), ...args], {
    stdio: 'inherit',
    env,
  });
  const exited = new Promise<void>((resolve) => {
    vite.once('exit', () => resolve());
    vite.once('error', (error) => {
      console.error(error.message);
      resolve();
    });
  });
  return { vite, exited };
}

async function main(): Promise<number> {
  const viteArgs = process.argv.slice(2);
  if (viteArgs.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  // Listened for from the start: a Ctrl-C while the emulators start stops them too.
  let interrupted = false;
  const interruption = untilStopped().then(() => {
    interrupted = true;
  });
  const cli = findFirebaseTools();
  if (!cli) {
    console.warn(
      `\nRunning without the Authentication emulator: the studio's Google sign-in and the ` +
        `contact form's sending (a visitor signs in anonymously at Submit) will not work; the ` +
        `rest of the site does.\n${AUTH_EMULATOR_HINT}\n`,
    );
  }
  // Both at once: the Authentication emulator takes 5 to 25 s, the Firestore one a few.
  const [firestore, auth] = await Promise.allSettled([
    startSeededFirestore(),
    cli ? startAuthWithOwner(cli) : undefined,
  ]);
  const started = [firestore, auth].flatMap((result) =>
    result.status === 'fulfilled' && result.value ? [result.value] : [],
  );
  const stopAll = () => Promise.all(started.map((emulator) => emulator.stop()));
  try {
    if (interrupted) return 130;
    if (firestore.status === 'rejected') throw firestore.reason;
    if (auth.status === 'rejected') {
      const reason = auth.reason instanceof Error ? auth.reason.message : String(auth.reason);
      throw new Error(`${reason}\n(AUTH_EMULATOR_PORT picks the Authentication emulator's port.)`);
    }
    const { address } = firestore.value;
    const authAddress = auth.value?.address;
    console.log(
      `Firestore emulator at ${address} (project ${PROJECT_ID}, firestore.rules, the demo ` +
        `content); change the content with\n  npm run seed -- FILE --emulator ${address}`,
    );
    if (authAddress) {
      console.log(
        `Authentication emulator at ${authAddress}. Sign in to the studio at ` +
          `${studioUrl(viteArgs)}\nwith Google and pick ${DEV_OWNER_EMAIL} on the emulator's ` +
          `page: it is the owner (claim owner: true).\nAnother account: add it on that page ` +
          `("Add new account"), then make it the owner with\n` +
          `  npm run grant-owner -- EMAIL --auth-emulator ${authAddress}\n` +
          `and sign out and in again. (The popup loads Google's script from apis.google.com.)`,
      );
    }
    console.log('Ctrl-C stops the dev server and the emulators.\n');
    const { vite, exited } = runVite(viteArgs, {
      ...process.env,
      ...emulatorSiteEnv(address, PROJECT_ID, authAddress),
    });
    await Promise.race([interruption, exited]);
    if (interrupted) {
      if (vite.exitCode === null && vite.signalCode === null) vite.kill('SIGTERM');
      await exited;
      return 0;
    }
    // Vite stopped on its own (its port taken, say), or at the terminal's Ctrl-C just before
    // this process heard it: the emulators go with it.
    return vite.exitCode ?? (vite.signalCode === 'SIGINT' ? 0 : 1);
  } finally {
    await stopAll();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
