/**
 * firebase-tools' Emulator Suite, the one way the commands and tests here run Firebase locally:
 * `firebase emulators:start` or `emulators:exec` on the repository's firebase.json. This module
 * adds only what firebase-tools does not do by itself:
 *
 * - It starts offline (OFFLINE_ENV): otherwise it fetches a message of the day, checks for an
 *   update, asks npm about firebase-functions and probes the cloud metadata server.
 * - Its Java emulators need Java 21 or newer: when the default `java` is older, the newest
 *   installed JDK that is recent enough runs them.
 * - It would download its Firestore emulator. A machine with the official one (the gcloud
 *   component, Debian's google-cloud-cli-firestore-emulator) lends it that jar through
 *   FIRESTORE_EMULATOR_BINARY_PATH, which firebase-tools runs with `java -jar`: that jar has no
 *   Main-Class, so a shim jar holding only a manifest names the class and the real jar.
 * - Its ports are fixed in firebase.json. Each run gets a project folder of its own, with the
 *   ports asked for (free ones by default) and the functions' secrets and params: runs side by
 *   side (the tests beside a developer's `npm run dev:firestore`) never meet. The folder is also
 *   its TMPDIR, where the hub leaves a file that another run of the same project would find.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';

export type EmulatorName = 'firestore' | 'auth' | 'functions' | 'hosting';

export const EMULATOR_HOST = '127.0.0.1';

const OFFLINE_ENV = {
  CI: '1',
  NO_UPDATE_NOTIFIER: '1',
  METADATA_SERVER_DETECTION: 'none',
  npm_config_offline: 'true',
};

const MIN_JAVA = 21;
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

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

/** firebase-tools' command-line program (a JavaScript file), or undefined when not installed. */
function findFirebaseTools(): string | undefined {
  try {
    const manifest = createRequire(import.meta.url).resolve('firebase-tools/package.json');
    const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { firebase: string } };
    return join(dirname(manifest), bin.firebase);
  } catch {
    return undefined;
  }
}

/** The major version of the `java` program, or 0 when it does not run. */
function javaMajor(java: string): number {
  // `java -version` writes to stderr: `openjdk version "25.0.3" …`, or "1.8.0_…" before Java 9.
  const { stderr } = spawnSync(java, ['-version'], { encoding: 'utf8' });
  const version = /version "(?:1\.)?(\d+)/.exec(stderr ?? '');
  return version ? Number(version[1]) : 0;
}

/** A Java home firebase-tools accepts: JAVA_HOME or the default `java` if new enough, else a JDK. */
function findJavaHome(env: NodeJS.ProcessEnv): string | null | undefined {
  if (env.JAVA_HOME && javaMajor(join(env.JAVA_HOME, 'bin', 'java')) >= MIN_JAVA) {
    return env.JAVA_HOME;
  }
  if (!env.JAVA_HOME && javaMajor('java') >= MIN_JAVA) return null;
  // Where JDKs are installed on Debian/Ubuntu and on macOS.
  const homes = ['/usr/lib/jvm', '/Library/Java/JavaVirtualMachines']
    .filter((directory) => existsSync(directory))
    .flatMap((directory) =>
      readdirSync(directory).flatMap((name) => [
        join(directory, name),
        join(directory, name, 'Contents', 'Home'),
      ]),
    )
    .map((home) => ({ home, major: javaMajor(join(home, 'bin', 'java')) }))
    .filter(({ major }) => major >= MIN_JAVA)
    .sort((a, b) => b.major - a.major);
  return homes[0]?.home;
}

/** The gcloud component's jar, next to the `gcloud` on PATH (often a symlink in /usr/bin). */
function findGcloudFirestoreJar(env: NodeJS.ProcessEnv): string | undefined {
  const gcloud = (env.PATH ?? '')
    .split(delimiter)
    .map((directory) => join(directory, 'gcloud'))
    .find((candidate) => existsSync(candidate));
  if (!gcloud) return undefined;
  const sdk = dirname(dirname(realpathSync(gcloud)));
  const jar = join(sdk, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
  return existsSync(jar) ? jar : undefined;
}

/** Whether firebase-tools has already downloaded its own Firestore emulator here. */
function hasCachedFirestoreJar(): boolean {
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  return existsSync(cache) && readdirSync(cache).some((name) => /^cloud-firestore/.test(name));
}

/** `jarTool` is the JDK's `jar` program. */
async function writeFirestoreShim(directory: string, jar: string, jarTool: string) {
  const manifest = join(directory, 'firestore-shim-manifest.txt');
  const empty = join(directory, 'firestore-shim-content');
  const shim = join(directory, 'firestore-shim.jar');
  await writeFile(manifest, `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: ${jar}\n`);
  await mkdir(empty);
  execFileSync(jarTool, ['--create', `--file=${shim}`, `--manifest=${manifest}`, '-C', empty, '.']);
  return shim;
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
  emulators: Record<string, unknown>;
  hosting: {
    public: string;
    headers?: { source: string; headers: { key: string; value: string }[] }[];
  } & Record<string, unknown>;
}

export interface EmulatorRunOptions {
  only: EmulatorName[];
  /** Ports asked for; the others are free ones. */
  ports?: Partial<Record<EmulatorName, number>>;
  /** The functions' secrets, as `firebase functions:secrets:set` would store them. */
  secrets?: Record<string, string>;
  /** The functions' params, as a deploy's .env files would hold them. */
  params?: Record<string, string>;
  /** The folder Hosting serves (firebase.json's `public` by default), and CSP origins added. */
  hosting?: { public?: string; connectSrc?: string[]; frameSrc?: string[] };
}

/** Where each emulator of a run listens, as `host:port`. */
export type EmulatorAddresses = Partial<Record<EmulatorName, string>>;

export interface EmulatorRun {
  /** firebase-tools' program and the arguments that name the run's project folder. */
  command(args: string[]): { program: string; args: string[]; env: NodeJS.ProcessEnv };
  addresses: EmulatorAddresses;
  /** Deletes the run's project folder. */
  remove(): Promise<void>;
}

/** What this machine lacks to run the suite, or undefined when it has everything. */
export function missingForEmulators(only: EmulatorName[], env = process.env): string | undefined {
  if (!findFirebaseTools()) return 'firebase-tools (a devDependency): run npm ci.';
  const needsJava = only.includes('firestore');
  if (needsJava && findJavaHome(env) === undefined) {
    return `Java ${MIN_JAVA} or newer, for the Firestore emulator: install one, or point JAVA_HOME at one.`;
  }
  return undefined;
}

/**
 * The site's policy with loopback origins added where a build pointed at emulators needs them
 * (Hosting never serves beside an emulator, so firebase.json names none).
 */
function withEmulatorOrigins(
  policy: string,
  { connectSrc = [], frameSrc = [] }: EmulatorRunOptions['hosting'] = {},
): string {
  return policy
    .split('; ')
    .map((directive) => {
      const [name] = directive.split(' ');
      const added = name === 'connect-src' ? connectSrc : name === 'frame-src' ? frameSrc : [];
      return [directive, ...added].join(' ');
    })
    .join('; ');
}

/**
 * Prepares a run of the emulators in `only`: a project folder of its own (removed by `remove`),
 * the environment, and the addresses they will listen on. Start it with `command`.
 */
export async function prepareEmulators(options: EmulatorRunOptions): Promise<EmulatorRun> {
  const missing = missingForEmulators(options.only);
  if (missing)
    throw new Error(`The Firebase Emulator Suite cannot start here: it needs ${missing}`);
  const cli = findFirebaseTools()!;
  const repository = process.cwd();
  const deployed = JSON.parse(
    readFileSync(join(repository, 'firebase.json'), 'utf8'),
  ) as RepositoryConfig;
  const directory = await mkdtemp(join(tmpdir(), 'portfolio-emulators-'));
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, ...OFFLINE_ENV, TMPDIR: directory };
    if (options.only.includes('firestore')) {
      const javaHome = findJavaHome(process.env);
      if (javaHome) {
        env.JAVA_HOME = javaHome;
        env.PATH = `${join(javaHome, 'bin')}${delimiter}${env.PATH ?? ''}`;
      }
      const jar = findGcloudFirestoreJar(process.env);
      if (!env.FIRESTORE_EMULATOR_BINARY_PATH && jar && !hasCachedFirestoreJar()) {
        const jarTool = javaHome ? join(javaHome, 'bin', 'jar') : 'jar';
        env.FIRESTORE_EMULATOR_BINARY_PATH = await writeFirestoreShim(directory, jar, jarTool);
      }
    }

    // Every port the suite listens on, taken together so that they differ.
    const names = ['firestore', 'firestoreWebSocket', 'auth', 'functions', 'hosting', 'hub'].concat(
      ['logging', 'eventarc', 'tasks'],
    );
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
      // The Hosting emulator finds no file in a public folder outside the project's folder.
      const served = resolve(repository, options.hosting?.public ?? deployed.hosting.public);
      await symlink(served, join(directory, 'public'));
      config.hosting = {
        ...deployed.hosting,
        public: 'public',
        headers: deployed.hosting.headers?.map((rule) => ({
          ...rule,
          headers: rule.headers.map((header) =>
            header.key === 'Content-Security-Policy'
              ? { ...header, value: withEmulatorOrigins(header.value, options.hosting) }
              : header,
          ),
        })),
      };
    }
    await writeFile(join(directory, 'firebase.json'), JSON.stringify(config, null, 2));

    const addresses: EmulatorAddresses = {};
    for (const name of options.only) addresses[name] = `${EMULATOR_HOST}:${port(name)}`;
    return {
      addresses,
      command: (args) => ({
        program: process.execPath,
        args: [cli, ...args, '--config', join(directory, 'firebase.json')],
        env,
      }),
      remove: () => rm(directory, { recursive: true, force: true }),
    };
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Runs firebase-tools with `args` (`emulators:start …`, `emulators:exec …`) for the prepared run
 * and resolves with its exit code once it has stopped everything it started.
 *
 * It runs in a process group of its own, with the command `emulators:exec` runs, and this
 * process passes the first Ctrl-C or SIGTERM on to that group: firebase-tools then shuts its
 * emulators down cleanly, and the command stops with them (firebase-tools would leave it running
 * on a SIGTERM of its own). A second signal is not passed on, since firebase-tools takes it as
 * "stop now" and leaves its emulators' processes behind; tsx repeats a Ctrl-C it hears early.
 */
export function runFirebase(
  run: EmulatorRun,
  args: string[],
  { stdio = 'inherit' }: { stdio?: 'inherit' | 'pipe' } = {},
): { child: ChildProcess; exited: Promise<number> } {
  const { program, args: fullArgs, env } = run.command(args);
  const child = spawn(program, fullArgs, { env, stdio: ['ignore', stdio, stdio], detached: true });
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
  const exited = new Promise<number>((resolveExit) => {
    child.once('error', () => resolveExit(1));
    child.once('exit', (code, signal) => {
      process.off('SIGINT', passOn);
      process.off('SIGTERM', passOn);
      resolveExit(code ?? (signal === 'SIGINT' ? 130 : 1));
    });
  });
  return { child, exited };
}

/**
 * Runs `emulators:start` for `options` until Ctrl-C or SIGTERM (the long-running commands), or
 * `emulators:exec` with `command` (its words, quoted for the shell firebase-tools runs it in);
 * resolves with the exit code once everything has stopped and the run's folder is gone.
 */
export async function runEmulators(
  options: EmulatorRunOptions & { projectId: string; command?: string[] },
): Promise<number> {
  const run = await prepareEmulators(options);
  try {
    const only = ['--only', options.only.join(','), '--project', options.projectId];
    const args = options.command
      ? ['emulators:exec', ...only, options.command.map(quoteForShell).join(' ')]
      : ['emulators:start', ...only];
    return await runFirebase(run, args).exited;
  } finally {
    await run.remove();
  }
}

/** Single-quoted for the shell that `emulators:exec` runs its command in. */
function quoteForShell(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}
