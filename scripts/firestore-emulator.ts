/**
 * `npm run emulator [-- --port 8080]`: starts the official Firestore emulator on 127.0.0.1 with
 * the real firestore.rules loaded for the demo project, and stops it on Ctrl-C. Where the
 * emulator is looked for: tests/support/official-emulator.ts (and the README).
 */
import {
  EMULATOR_INSTALL_HINT,
  findEmulatorJar,
  loadRules,
  startFirestoreEmulator,
  type FirestoreEmulator,
} from '../tests/support/official-emulator';
import { parseArguments } from './lib/parse-target';

export const DEFAULT_EMULATOR_PORT = 8080;

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
 * Resolves when the user presses Ctrl-C or the process is asked to stop. The listeners stay: tsx,
 * which runs these commands, passes a Ctrl-C on to this process a second time when its first
 * report comes too early, and exits at once on a signal nobody listens to.
 */
export function untilInterrupted(): Promise<void> {
  return new Promise((resolve) => {
    process.on('SIGINT', () => resolve());
    process.on('SIGTERM', () => resolve());
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { flags, target } = parseArguments(process.argv.slice(2), {});
  const port = Number(flags.get('port') ?? DEFAULT_EMULATOR_PORT);
  try {
    const emulator = await startEmulatorWithRules(target.projectId, port);
    console.log(
      `The Firestore emulator runs at ${emulator.address} (project ${target.projectId}, ` +
        `rules from firestore.rules). Seed it with \`npm run seed\`; Ctrl-C stops it.`,
    );
    await untilInterrupted();
    await emulator.stop();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
