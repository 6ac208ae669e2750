/**
 * `npm run emulator [-- --port 8080]`: starts the official Firestore emulator on 127.0.0.1 with
 * the real firestore.rules loaded for the demo project, and stops it on Ctrl-C or SIGTERM (to
 * npm too). Where the emulator is looked for: scripts/lib/official-emulator.ts (and the README).
 */
import {
  EMULATOR_INSTALL_HINT,
  findEmulatorJar,
  loadRules,
  startFirestoreEmulator,
  type FirestoreEmulator,
} from './lib/official-emulator';
import { parseArguments } from './lib/parse-target';
import { untilStopped } from './lib/until-stopped';

export const DEFAULT_EMULATOR_PORT = 8080;

const USAGE = `Usage: npm run emulator -- [--port 8080] [--project demo-portfolio]
Starts the official Cloud Firestore emulator on 127.0.0.1 with the real firestore.rules loaded
for the project, until Ctrl-C or SIGTERM. Seed it with npm run seed; the site reads it with
npm run dev:firestore, which starts an emulator of its own.`;

/** Starts the emulator with the rules loaded for `projectId`, or explains how to install it. */
export async function startEmulatorWithRules(
  projectId: string,
  port: number,
): Promise<FirestoreEmulator> {
  const jar = findEmulatorJar();
  if (!jar) throw new Error(EMULATOR_INSTALL_HINT);
  const emulator = await startFirestoreEmulator({ jar, port });
  await loadRules(emulator.address, projectId);
  return emulator;
}

/**
 * How long the emulator's JVM gets to stop on SIGTERM before it is killed: the command promises
 * to stop within 5 s, and a loaded machine's JVM has taken longer. Its data is in memory only,
 * so a kill loses nothing a stop would keep.
 */
const STOP_GRACE_MS = 2_000;

/** Runs the emulator until the command is stopped. */
async function main(argv: string[]): Promise<void> {
  const { flags, target } = parseArguments(argv, {});
  const port = Number(flags.get('port') ?? DEFAULT_EMULATOR_PORT);
  // Listened for from the start: a stop while the emulator starts stops it once it has.
  const stopped = untilStopped();
  try {
    const emulator = await startEmulatorWithRules(target.projectId, port);
    console.log(
      `The Firestore emulator runs at ${emulator.address} (project ${target.projectId}, ` +
        `rules from firestore.rules). Seed it with \`npm run seed\`; Ctrl-C stops it.`,
    );
    await stopped;
    await emulator.stop(STOP_GRACE_MS);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) console.log(USAGE);
  else await main(argv);
}
