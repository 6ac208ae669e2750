/**
 * The project directory the Emulator Suite runs in: a temporary one, so that nothing is written
 * into the working tree. Its firebase.json is the repository's, as deployed (the same rules
 * file, the same functions codebase and ignore list), with loopback ports of its own. Its
 * functions directory is the repository's functions/ (its package.json, its built lib/ and its
 * node_modules/) plus the values that `firebase deploy` would find in Secret Manager and the
 * params' .env files: the Functions emulator reads them from `.secret.local` and `.env.local`
 * beside the functions' source, and it would reach for Secret Manager for a secret not there.
 */
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export const EMULATOR_SUITE = ['functions', 'firestore', 'auth'] as const;

/** Every port the suite listens on: the ones firebase-tools would otherwise fix (9150, 9299…). */
export interface EmulatorSuitePorts {
  firestore: number;
  firestoreWebSocket: number;
  auth: number;
  functions: number;
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
}

interface DeployedConfig {
  firestore: { rules: string };
  functions: { source: string; codebase?: string; ignore?: string[] }[];
}

/** One value per line, single-quoted: firebase-tools' dotenv reads those as they are. */
function dotenv(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => {
      if (/['\n]/.test(value)) throw new Error(`${key}: a quote or line break cannot be written`);
      return `${key}='${value}'\n`;
    })
    .join('');
}

/**
 * Writes the project into `directory` (empty) and returns its firebase.json's path. `repository`
 * is the root of the working tree, holding firebase.json.
 */
export async function writeEmulatorSuiteProject({
  directory,
  repository,
  ports,
  secrets,
  params,
}: {
  directory: string;
  repository: string;
  ports: EmulatorSuitePorts;
  secrets: Record<string, string>;
  params: Record<string, string>;
}): Promise<string> {
  const deployed = JSON.parse(
    readFileSync(join(repository, 'firebase.json'), 'utf8'),
  ) as DeployedConfig;
  const [codebase] = deployed.functions;
  if (!codebase) throw new Error('firebase.json deploys no functions.');
  const source = resolve(repository, codebase.source);
  const functions = join(directory, 'functions');
  await mkdir(functions);
  await copyFile(join(source, 'package.json'), join(functions, 'package.json'));
  await symlink(join(source, 'lib'), join(functions, 'lib'));
  await symlink(join(source, 'node_modules'), join(functions, 'node_modules'));
  await writeFile(join(functions, '.secret.local'), dotenv(secrets));
  await writeFile(join(functions, '.env.local'), dotenv(params));

  // Without its rules file the emulator would only warn, and allow everything.
  const rules = resolve(repository, deployed.firestore.rules);
  if (!existsSync(rules)) throw new Error(`No Firestore rules at ${rules}`);

  const host = '127.0.0.1';
  const config = {
    firestore: { rules },
    functions: [{ ...codebase, source: 'functions' }],
    emulators: {
      firestore: { host, port: ports.firestore, websocketPort: ports.firestoreWebSocket },
      auth: { host, port: ports.auth },
      functions: { host, port: ports.functions },
      hub: { host, port: ports.hub },
      logging: { host, port: ports.logging },
      eventarc: { host, port: ports.eventarc },
      tasks: { host, port: ports.tasks },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const path = join(directory, 'firebase.json');
  await writeFile(path, JSON.stringify(config, null, 2));
  return path;
}
