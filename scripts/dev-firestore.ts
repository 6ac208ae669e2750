/**
 * `npm run dev:firestore [-- Vite options]`: firebase-tools' Emulator Suite (Firestore with the
 * real rules, Authentication; the same project id, offline) and, inside it
 * (`firebase emulators:exec`), scripts/dev-firestore-site.ts: the demo content seeded, an
 * owner's account made, and the Vite dev server in Firestore mode pointed at both. Edit a
 * document (with `npm run seed -- FILE --emulator HOST:PORT`, or the emulator's REST API) and
 * the open page follows it live; sign in to /studio as owner@example.com on the emulator's
 * Google page. Ctrl-C, a SIGTERM to npm, or Vite's exit stops everything.
 *
 * FIRESTORE_EMULATOR_PORT (8080) and AUTH_EMULATOR_PORT (9099) pick other ports.
 */
import { runEmulatorCommand, runEmulators } from './lib/firebase-emulators';
import { DEFAULT_AUTH_EMULATOR_PORT } from './lib/parse-target';

const USAGE = `Usage: npm run dev:firestore [-- Vite options]
Starts the Firestore emulator (the real firestore.rules, seeded with mocks/portfolio.json), the
Authentication emulator with owner@example.com as the owner, and the Vite dev server in
Firestore mode on both; Ctrl-C or SIGTERM stops all three.
FIRESTORE_EMULATOR_PORT (default 8080) and AUTH_EMULATOR_PORT (default 9099) pick the
emulators' ports; Vite's options (--port 5174, --host …) pass through: see npx vite --help.`;

const PROJECT_ID = 'demo-portfolio';
const DEFAULT_FIRESTORE_PORT = 8080;

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

function main(viteArgs: string[]): Promise<number> {
  return runEmulators({
    only: ['firestore', 'auth'],
    projectId: PROJECT_ID,
    ports: {
      firestore: portFrom('FIRESTORE_EMULATOR_PORT', DEFAULT_FIRESTORE_PORT),
      auth: portFrom('AUTH_EMULATOR_PORT', DEFAULT_AUTH_EMULATOR_PORT),
    },
    command: [process.execPath, '--import', 'tsx', 'scripts/dev-firestore-site.ts', ...viteArgs],
  });
}

await runEmulatorCommand(USAGE, main);
