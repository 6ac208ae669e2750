/**
 * `npm run emulator [-- --port 8080] [--project demo-portfolio]`: the Firestore emulator of
 * firebase-tools' Emulator Suite on 127.0.0.1, with the rules of firebase.json
 * (firestore.rules), until Ctrl-C or a SIGTERM to npm. What firebase-tools is given to run here
 * offline: scripts/lib/firebase-emulators.ts.
 */
import { EMULATOR_HOST, runEmulatorCommand, runEmulators } from './lib/firebase-emulators';
import { parseArguments } from './lib/parse-target';

const DEFAULT_EMULATOR_PORT = 8080;

const USAGE = `Usage: npm run emulator -- [--port 8080] [--project demo-portfolio]
Starts the Firestore emulator (firebase-tools' Emulator Suite) on 127.0.0.1 with the real
firestore.rules, until Ctrl-C or SIGTERM. Seed it with npm run seed; the site reads it with
npm run dev:firestore, which starts emulators of its own.`;

function main(argv: string[]): Promise<number> {
  const { flags, target } = parseArguments(argv, {});
  const port = Number(flags.get('port') ?? DEFAULT_EMULATOR_PORT);
  console.log(
    `The Firestore emulator starts at ${EMULATOR_HOST}:${port} (project ${target.projectId}, ` +
      'rules from firestore.rules). Seed it with `npm run seed`; Ctrl-C stops it.',
  );
  return runEmulators({
    only: ['firestore'],
    ports: { firestore: port },
    projectId: target.projectId,
  });
}

await runEmulatorCommand(USAGE, main);
