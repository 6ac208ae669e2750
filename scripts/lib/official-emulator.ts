/**
 * The official Cloud Firestore emulator (Google's Java jar), started and stopped by the tests,
 * `npm run emulator`, `npm run dev:firestore`, the browser tests' runner and the bench.
 *
 * Where it is found, in order:
 *  1. `FIRESTORE_EMULATOR_JAR`, an explicit path to `cloud-firestore-emulator*.jar`;
 *  2. the gcloud component (`gcloud components install cloud-firestore-emulator`, or Debian's
 *     `google-cloud-cli-firestore-emulator`), next to the `gcloud` on PATH;
 *  3. the jar firebase-tools caches on a developer's machine (`~/.cache/firebase/emulators/`).
 * The jar runs on Java 11 or newer. It is started directly, not through firebase-tools, whose
 * version 15 refuses Java below 21.
 *
 * Without rules the emulator allows everything, which would hide a broken rule: every suite
 * loads the real `firestore.rules` for its project (`loadRules`). Projects are isolated from each
 * other, so one emulator serves every test file, each under its own `demo-…` project id.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { foundOrSkip } from './found-or-skip';
import { killOnExit } from './kill-on-exit';

export const RULES_FILE = 'firestore.rules';

export const EMULATOR_INSTALL_HINT = `The official Cloud Firestore emulator (Java 11+) was not found. Install one of:
  - the gcloud component: gcloud components install cloud-firestore-emulator
    (on Debian/Ubuntu: apt-get install google-cloud-cli-firestore-emulator);
  - firebase-tools with Java 21 (npm i -g firebase-tools && firebase setup:emulators:firestore);
or point FIRESTORE_EMULATOR_JAR at cloud-firestore-emulator.jar.`;

const COMPONENT_JAR = join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');

function findOnPath(command: string, env: NodeJS.ProcessEnv): string | undefined {
  return (env.PATH ?? '')
    .split(delimiter)
    .map((directory) => join(directory, command))
    .find((candidate) => existsSync(candidate));
}

function gcloudComponentJar(env: NodeJS.ProcessEnv): string | undefined {
  const gcloud = findOnPath('gcloud', env);
  if (!gcloud) return undefined;
  // gcloud lives in <sdk root>/bin/, often behind a symlink in /usr/bin.
  const jar = join(dirname(dirname(realpathSync(gcloud))), COMPONENT_JAR);
  return existsSync(jar) ? jar : undefined;
}

function firebaseToolsJar(): string | undefined {
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(cache)) return undefined;
  const newest = readdirSync(cache)
    .filter((name) => /^cloud-firestore-emulator.*\.jar$/.test(name))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .at(-1);
  return newest ? join(cache, newest) : undefined;
}

/** The emulator's jar, or undefined when this machine has none (or no Java to run it). */
export function findEmulatorJar(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const java = env.JAVA_HOME ? join(env.JAVA_HOME, 'bin', 'java') : findOnPath('java', env);
  if (!java || !existsSync(java)) return undefined;
  const explicit = env.FIRESTORE_EMULATOR_JAR;
  if (explicit) {
    if (!existsSync(explicit)) throw new Error(`FIRESTORE_EMULATOR_JAR: no file at ${explicit}`);
    return explicit;
  }
  return gcloudComponentJar(env) ?? firebaseToolsJar();
}

export interface FirestoreEmulator {
  host: string;
  port: number;
  /** `host:port`, as FIRESTORE_EMULATOR_HOST and VITE_FIRESTORE_EMULATOR_HOST take it. */
  address: string;
  /** Stops the process and starts a new one on the same port: data is lost, as in life. */
  restart(): Promise<void>;
  /** Stops the process (killed after `graceMs`); resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;

function launch(jar: string, host: string, port: number): ChildProcess {
  const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  const main = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
  return spawn(java, ['-cp', jar, main, 'start', `--host=${host}`, `--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function waitUntilReady(child: ChildProcess, url: string): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The Firestore emulator exited (${child.exitCode}) on start:\n${stderr}`);
    }
    const answer = await fetch(url).then(
      (response) => response.text(),
      () => '',
    );
    if (answer.trim() === 'Ok') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The Firestore emulator did not answer at ${url} within 60 s:\n${stderr}`);
}

/** Asks an emulator's process to stop (SIGTERM), and kills it after `graceMs` if it has not. */
export function stopProcess(child: ChildProcess, graceMs = STOP_GRACE_MS): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const startedAddresses = new Set<string>();

/** Whether `host:port` is an emulator this process started (MSW lets those requests through). */
export function isStartedEmulator(address: string): boolean {
  return startedAddresses.has(address);
}

/** Starts the emulator on a free loopback port (or the given one) and waits until it answers. */
export async function startFirestoreEmulator({
  jar,
  port: wantedPort,
}: {
  jar: string;
  port?: number;
}): Promise<FirestoreEmulator> {
  const host = '127.0.0.1';
  const port = wantedPort ?? (await freePort());
  let child: ChildProcess;
  const start = async () => {
    child = launch(jar, host, port);
    killOnExit(child);
    try {
      await waitUntilReady(child, `http://${host}:${port}/`);
    } catch (error) {
      await stopProcess(child);
      throw error;
    }
  };
  startedAddresses.add(`${host}:${port}`);
  await start();
  return {
    host,
    port,
    address: `${host}:${port}`,
    restart: async () => {
      await stopProcess(child);
      await start();
    },
    stop: (graceMs) => stopProcess(child, graceMs),
  };
}

function emulatorUrl(address: string, projectId: string, path: string): string {
  return `http://${address}/emulator/v1/projects/${projectId}${path}`;
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
}

/** Loads security rules for one project; by default the real `firestore.rules`. */
export async function loadRules(
  address: string,
  projectId: string,
  rules: string = readFileSync(RULES_FILE, 'utf8'),
): Promise<void> {
  const response = await fetch(emulatorUrl(address, projectId, ':securityRules'), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: RULES_FILE, content: rules }] } }),
  });
  await expectOk(response, `Loading rules for ${projectId}`);
}

/** How often clearData asks again while the emulator answers with a server error. */
const CLEAR_ATTEMPTS = 10;

/**
 * Deletes every document of one project, through the emulator's own endpoint. On a busy machine
 * the emulator sometimes answers 500 while the previous test's client is still closing; it is
 * asked again, a little later each time, until it has cleared them.
 */
export async function clearData(address: string, projectId: string): Promise<void> {
  const url = emulatorUrl(address, projectId, '/databases/(default)/documents');
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, { method: 'DELETE' });
    if (response.status < 500 || attempt === CLEAR_ATTEMPTS) {
      await expectOk(response, `Clearing ${projectId}`);
      return;
    }
    // Read to its end rather than cancelled: a cancel of a response MSW passed through (the test
    // setup's server) can wait forever.
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}

/**
 * The emulator's jar, or undefined after saying once what does not run without it. With
 * REQUIRE_FIRESTORE_EMULATOR set (as in CI) a missing emulator is an error instead.
 */
export function findEmulatorJarOrSkip(skipped: string): string | undefined {
  const hint = EMULATOR_INSTALL_HINT;
  return foundOrSkip(findEmulatorJar(), {
    requiredBy: 'REQUIRE_FIRESTORE_EMULATOR',
    hint,
    skipped,
  });
}
