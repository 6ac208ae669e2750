/**
 * firebase-tools' Emulator Suite, the one way the commands and tests here run Firebase locally:
 * `firebase emulators:start` or `emulators:exec` on the repository's firebase.json. This module
 * adds only what firebase-tools does not do by itself:
 *
 * - It starts offline (OFFLINE_ENV): otherwise it fetches a message of the day, checks for an
 *   update, asks npm about firebase-functions and probes the cloud metadata server.
 * - It needs Java 21+ and would download its Firestore emulator: emulator-machine.ts finds a
 *   Java and lends it the machine's official one.
 * - Its ports are fixed in firebase.json. Each run gets a project folder of its own, with the
 *   ports asked for (free ones by default) and the functions' secrets and params: runs side by
 *   side (the tests beside a developer's `npm run dev:firestore`) never meet. The folder is also
 *   its TMPDIR, where the hub leaves a file that another run of the same project would find.
 * - It stops cleanly, with the command it runs, on the first Ctrl-C or SIGTERM.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findFirebaseTools, firestoreEmulatorEnv, missingForEmulators } from './emulator-machine';

export type EmulatorName = 'firestore' | 'auth' | 'functions' | 'hosting';

export const EMULATOR_HOST = '127.0.0.1';

const OFFLINE_ENV = {
  CI: '1',
  NO_UPDATE_NOTIFIER: '1',
  METADATA_SERVER_DETECTION: 'none',
  npm_config_offline: 'true',
};

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, EMULATOR_HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
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

interface RepositoryConfig {
  firestore: { rules: string };
  functions: { source: string; codebase?: string; ignore?: string[] }[];
  hosting: {
    public: string;
    headers?: { source: string; headers: { key: string; value: string }[] }[];
  } & Record<string, unknown>;
}

export interface EmulatorRunOptions {
  only: EmulatorName[];
  projectId: string;
  /** Ports asked for; the others are free ones. */
  ports?: Partial<Record<EmulatorName, number>>;
  /** The functions' secrets, as `firebase functions:secrets:set` would store them. */
  secrets?: Record<string, string>;
  /** The functions' params, as a deploy's .env files would hold them. */
  params?: Record<string, string>;
  /**
   * The folder Hosting serves (firebase.json's `public` by default), or several, each a site of
   * its own on a port of its own (the hub lists them in this order).
   */
  hostingPublic?: string | string[];
  /** A command to run inside the emulators (`emulators:exec`), stopping them when it ends. */
  command?: string[];
  /** Warnings and errors only, not each emulator's progress and every request Hosting serves. */
  quiet?: boolean;
}

/**
 * The site's policy with the run's Firestore and Authentication emulators added, for a build
 * pointed at them (Hosting never serves beside an emulator, so firebase.json names none). The
 * sign-in popup talks to the Authentication emulator's helper frame.
 */
function withEmulatorOrigins(policy: string, firestore?: string, auth?: string): string {
  const connectSrc = [firestore, auth].filter(Boolean);
  const frameSrc = [auth].filter(Boolean);
  return policy
    .split('; ')
    .map((directive) => {
      const [name] = directive.split(' ');
      const added = name === 'connect-src' ? connectSrc : name === 'frame-src' ? frameSrc : [];
      return [directive, ...added].join(' ');
    })
    .join('; ');
}

/** The run's firebase.json, written into `directory` with what the Functions emulator reads. */
async function writeRunConfig(directory: string, options: EmulatorRunOptions): Promise<void> {
  const repository = process.cwd();
  const deployed = JSON.parse(
    readFileSync(join(repository, 'firebase.json'), 'utf8'),
  ) as RepositoryConfig;
  // Every port the suite listens on, taken together so that they differ.
  const names = ['firestore', 'firestoreWebSocket', 'auth', 'functions', 'hosting', 'hub'].concat([
    'logging',
    'eventarc',
    'tasks',
  ]);
  const free = await Promise.all(names.map(() => freePort()));
  const port = (name: string) =>
    options.ports?.[name as EmulatorName] ?? free[names.indexOf(name)]!;
  const emulators: Record<string, unknown> = { ui: { enabled: false }, singleProjectMode: true };
  for (const name of ['auth', 'functions', 'hub', 'logging', 'eventarc', 'tasks', 'hosting']) {
    emulators[name] = { host: EMULATOR_HOST, port: port(name) };
  }
  emulators.firestore = {
    host: EMULATOR_HOST,
    port: port('firestore'),
    websocketPort: port('firestoreWebSocket'),
  };

  const config: Record<string, unknown> = {
    firestore: { rules: resolve(repository, deployed.firestore.rules) },
    emulators,
  };
  if (options.only.includes('functions')) {
    const [codebase] = deployed.functions;
    if (!codebase) throw new Error('firebase.json deploys no functions.');
    const source = resolve(repository, codebase.source);
    const functions = join(directory, 'functions');
    await mkdir(functions);
    await copyFile(join(source, 'package.json'), join(functions, 'package.json'));
    await symlink(join(source, 'lib'), join(functions, 'lib'));
    await symlink(join(source, 'node_modules'), join(functions, 'node_modules'));
    // The Functions emulator reads these beside the functions' source; a secret not there it
    // would fetch from Secret Manager.
    await writeFile(join(functions, '.secret.local'), dotenv(options.secrets ?? {}));
    await writeFile(join(functions, '.env.local'), dotenv(options.params ?? {}));
    config.functions = [{ ...codebase, source: 'functions' }];
  }
  if (options.only.includes('hosting')) {
    const origin = (name: EmulatorName) =>
      options.only.includes(name) ? `http://${EMULATOR_HOST}:${port(name)}` : undefined;
    const headers = deployed.hosting.headers?.map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key === 'Content-Security-Policy'
          ? {
              ...header,
              value: withEmulatorOrigins(header.value, origin('firestore'), origin('auth')),
            }
          : header,
      ),
    }));
    const folders = [options.hostingPublic ?? deployed.hosting.public].flat();
    const sites = await Promise.all(
      folders.map(async (folder, index) => {
        const name = index ? `public-${index}` : 'public';
        // The Hosting emulator finds no file in a public folder outside the project's folder.
        await symlink(resolve(repository, folder), join(directory, name));
        return { ...deployed.hosting, public: name, headers };
      }),
    );
    // Several folders are several sites, which the emulator tells apart by their names.
    config.hosting =
      sites.length === 1
        ? sites[0]
        : sites.map((site, index) => ({ ...site, site: `site-${index}` }));
  }
  await writeFile(join(directory, 'firebase.json'), JSON.stringify(config, null, 2));
}

/**
 * Runs `emulators:start` for `options` until Ctrl-C or SIGTERM (the long-running commands), or
 * `emulators:exec` with `options.command`; resolves with the exit code once everything has
 * stopped and the run's folder is gone.
 *
 * firebase-tools runs in a process group of its own, with the command `emulators:exec` runs, and
 * this process passes the first Ctrl-C or SIGTERM on to that group: firebase-tools then shuts its
 * emulators down cleanly, and the command stops with them (firebase-tools would leave it running
 * on a SIGTERM of its own). A second signal is not passed on, since firebase-tools takes it as
 * "stop now" and leaves its emulators' processes behind; tsx repeats a Ctrl-C it hears early.
 */
export async function runEmulators(options: EmulatorRunOptions): Promise<number> {
  const missing = missingForEmulators(options.only);
  if (missing)
    throw new Error(`The Firebase Emulator Suite cannot start here: it needs ${missing}`);
  const directory = await mkdtemp(join(tmpdir(), 'portfolio-emulators-'));
  try {
    await writeRunConfig(directory, options);
    const env: NodeJS.ProcessEnv = { ...process.env, ...OFFLINE_ENV, TMPDIR: directory };
    if (options.only.includes('firestore')) {
      Object.assign(env, await firestoreEmulatorEnv(directory, process.env));
    }
    const only = ['--only', options.only.join(','), '--project', options.projectId];
    if (options.quiet) only.push('--log-verbosity', 'QUIET');
    const args = options.command
      ? ['emulators:exec', ...only, options.command.map(quoteForShell).join(' ')]
      : ['emulators:start', ...only];
    const child = spawn(
      process.execPath,
      [findFirebaseTools()!, ...args, '--config', join(directory, 'firebase.json')],
      { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true },
    );
    let passedOn = false;
    const passOn = (signal: NodeJS.Signals) => {
      if (passedOn || child.pid === undefined) return;
      passedOn = true;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // The group has already exited.
      }
    };
    process.on('SIGINT', passOn);
    process.on('SIGTERM', passOn);
    return await new Promise<number>((resolveExit) => {
      child.once('error', () => resolveExit(1));
      child.once('exit', (code, signal) => {
        process.off('SIGINT', passOn);
        process.off('SIGTERM', passOn);
        resolveExit(code ?? (signal === 'SIGINT' ? 130 : 1));
      });
    });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** Single-quoted for the shell that `emulators:exec` runs its command in. */
function quoteForShell(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}
