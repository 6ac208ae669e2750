/**
 * What `npm run dev:firestore` runs inside its Emulator Suite (scripts/emulators.ts, through
 * `firebase emulators:exec`, which names the emulators in FIRESTORE_EMULATOR_HOST and
 * FIREBASE_AUTH_EMULATOR_HOST and the project in GCLOUD_PROJECT): seeds the demo content, makes
 * the owner's account, then runs the Vite dev server in Firestore mode on both, with the
 * arguments it was given, until it exits. Edit a document (with `npm run seed -- FILE --emulator
 * HOST:PORT`, or the emulator's REST API) and the open page follows it live.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { emulatorSiteEnv } from './lib/emulator-site-env';
import { createGoogleAccount } from './lib/google-account';
import { seed } from './seed';

/** The account made the owner on every start: the emulator's Google page lists it. */
const DEV_OWNER_EMAIL = 'owner@example.com';

/** The studio's address on the dev server Vite is about to start (its --port, or 5173). */
function studioUrl(viteArgs: string[]): string {
  const { values } = parseArgs({
    args: viteArgs,
    options: { port: { type: 'string', short: 'p' } },
    strict: false,
  });
  return `http://localhost:${String(values.port ?? 5173)}/studio`;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this through npm run dev:firestore.`);
  return value;
}

async function main(viteArgs: string[]): Promise<number> {
  const address = required('FIRESTORE_EMULATOR_HOST');
  const authAddress = required('FIREBASE_AUTH_EMULATOR_HOST');
  const projectId = required('GCLOUD_PROJECT');
  if ((await seed(['--emulator', address, '--project', projectId])) !== 0) {
    throw new Error('Seeding the emulator failed.');
  }
  await createGoogleAccount({ authEmulatorHost: authAddress, projectId }, DEV_OWNER_EMAIL, {
    owner: true,
  });
  console.log(
    `\nFirestore emulator at ${address} (project ${projectId}, firestore.rules, the demo ` +
      `content); change the content with\n  npm run seed -- FILE --emulator ${address}\n` +
      `Authentication emulator at ${authAddress}. Sign in to the studio at ` +
      `${studioUrl(viteArgs)}\nwith Google and pick ${DEV_OWNER_EMAIL} on the emulator's ` +
      `page: it is the owner (claim owner: true).\nAnother account: add it on that page ` +
      `("Add new account"), then make it the owner with\n` +
      `  npm run grant-owner -- EMAIL --auth-emulator ${authAddress}\n` +
      `and sign out and in again. (The popup loads Google's script from apis.google.com.)\n` +
      'Ctrl-C stops the dev server and the emulators.\n',
  );
  // The emulators' variables are the Admin SDK's; the page gets its own. npm run puts vite on
  // the PATH.
  const vite = spawn('vite', viteArgs, {
    stdio: 'inherit',
    env: { ...process.env, ...emulatorSiteEnv(address, projectId, authAddress) },
  });
  return new Promise((resolve) => {
    vite.once('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    vite.once('exit', (code, signal) => resolve(code ?? (signal === 'SIGINT' ? 0 : 1)));
  });
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
