/**
 * The one command behind `npm run emulator`, `dev:firestore`, `preview` and `bench`, and the
 * browser tests' servers (playwright.config.ts): firebase-tools' Emulator Suite for the demo
 * project on 127.0.0.1 (scripts/lib/firebase-emulators.ts), until Ctrl-C or SIGTERM; or, with a
 * command after `--`, that command inside it (`emulators:exec`), stopping with it.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { EMULATOR_HOST, runEmulators, type EmulatorName } from './lib/firebase-emulators';

const OPTIONS = `  --only NAMES     the emulators, of firestore, auth, functions, hosting (firestore)
  --project ID     their project (demo-portfolio)
  --port N         the first one's port (firebase.json's; 0 for a free one)
  --public DIR     the folder Hosting serves (firebase.json's; a Firestore build on emulators
                   beside it may reach them: its CSP names their origins)
  -- COMMAND…      run COMMAND inside them, and stop them when it ends
FIRESTORE_EMULATOR_PORT, AUTH_EMULATOR_PORT and HOSTING_EMULATOR_PORT pick the others' ports.`;

/** What each npm script that runs this command says with `-- --help`. */
const USAGES: Record<string, string> = {
  emulator: `Usage: npm run emulator -- [--port 8080] [--project demo-portfolio]
Starts the Firestore emulator (firebase-tools' Emulator Suite) on 127.0.0.1 with the real
firestore.rules, until Ctrl-C or SIGTERM. Seed it with npm run seed; the site reads it with
npm run dev:firestore, which starts emulators of its own.`,
  'dev:firestore': `Usage: npm run dev:firestore [-- Vite options]
Starts the Firestore emulator (the real firestore.rules, seeded with mocks/portfolio.json), the
Authentication emulator with owner@example.com as the owner, and the Vite dev server in
Firestore mode on both; Ctrl-C or SIGTERM stops all three.
FIRESTORE_EMULATOR_PORT (default 8080) and AUTH_EMULATOR_PORT (default 9099) pick the
emulators' ports; Vite's options (--port 5174, --host …) pass through: see npx vite --help.`,
};

/** A port given as `value` by `source`: undefined for 0 (a free one). */
function parsePort(source: string, value: string): number | undefined {
  const port = Number(value);
  if (value === '' || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${source}=${value} is not a port number (1 to 65535, or 0 for a free one).`);
  }
  return port || undefined;
}

function main(argv: string[]): Promise<number> {
  const split = argv.includes('--') ? argv.indexOf('--') : argv.length;
  const { values } = parseArgs({
    args: argv.slice(0, split),
    options: {
      only: { type: 'string', default: 'firestore' },
      project: { type: 'string', default: 'demo-portfolio' },
      port: { type: 'string' },
      public: { type: 'string' },
    },
  });
  const command = argv.slice(split + 1);
  const only = values.only.split(',') as EmulatorName[];
  const configured = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    emulators: Record<string, { port?: number }>;
  };
  const portOf = (name: EmulatorName, index: number) => {
    const variable = `${name.toUpperCase()}_EMULATOR_PORT`;
    if (index === 0 && values.port !== undefined) return parsePort('--port', values.port);
    if (process.env[variable]) return parsePort(variable, process.env[variable]);
    return configured.emulators[name]?.port;
  };
  const ports = Object.fromEntries(only.map((name, index) => [name, portOf(name, index)]));
  if (command.length === 0) {
    const where = only.map(
      (name) => `${name} on ${ports[name] ? `${EMULATOR_HOST}:${ports[name]}` : 'a free port'}`,
    );
    console.log(`Starting ${where.join(', ')} (project ${values.project}); Ctrl-C stops them.`);
  }
  return runEmulators({
    only,
    projectId: values.project,
    ports,
    hostingPublic: values.public,
    command: command.length > 0 ? command : undefined,
  });
}

const argv = process.argv.slice(2);
if (argv.includes('--help')) {
  const script = process.env.npm_lifecycle_event ?? '';
  console.log(
    USAGES[script] ?? `Usage: tsx scripts/emulators.ts [options] [-- COMMAND…]\n${OPTIONS}`,
  );
} else {
  // Through a promise, so an error `main` throws before it returns one is reported the same way.
  process.exitCode = await Promise.resolve(argv)
    .then(main)
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      return 1;
    });
}
