/**
 * The Firebase Emulator Suite with the Cloud Functions, as `firebase emulators:start --only
 * functions,firestore,auth` runs it on a developer's machine: the repository's built functions
 * (functions/lib) are loaded as deployed and fire on writes to the Firestore emulator, which
 * checks them against the repository's rules.
 *
 * It starts offline (OFFLINE_ENV, see auth-emulator.ts), in a temporary project directory of its
 * own (see emulator-suite-project.ts) that is also its TMPDIR, like the Authentication
 * emulator's. firebase-tools would download its Firestore jar: it is given this machine's
 * (official-emulator.ts finds it) through a shim jar, on a Java it accepts (21 or newer).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort } from './official-emulator';
import { OFFLINE_ENV } from './auth-emulator';
import {
  EMULATOR_SUITE,
  writeEmulatorSuiteProject,
  type EmulatorSuitePorts,
} from './emulator-suite-project';
import { writeFirestoreShimJar } from './firestore-shim-jar';
import { loopbackGet } from './loopback-get';
import { killOnExit } from './kill-on-exit';
import { killProcessTree, stopProcessTree } from './process-tree';

export interface EmulatorEndpoint {
  host: string;
  port: number;
  /** `host:port`, as the *_EMULATOR_HOST variables take it. */
  address: string;
}

export interface EmulatorSuite {
  projectId: string;
  firestore: EmulatorEndpoint;
  auth: EmulatorEndpoint;
  /** The latest of what firebase-tools printed (the functions' logs included). */
  output(): string;
  /** Stops firebase-tools and everything it started; resolves once they have exited. */
  stop(): Promise<void>;
}

/** About 15 s on a loaded two-core machine; the functions' discovery is the slow part. */
const READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 15_000;
const OUTPUT_KEPT = 8_000;

const startedAddresses = new Set<string>();

/** Whether `host:port` is one of the emulators of a suite this process started (for MSW). */
export function isStartedEmulatorSuite(address: string): boolean {
  return startedAddresses.has(address);
}

/** Whether `url` answers with a body that `ready` accepts (a body it cannot read is no). */
async function answers(url: string, ready: (body: string) => boolean): Promise<boolean> {
  const body = await loopbackGet(url);
  try {
    return body !== undefined && ready(body);
  } catch {
    return false;
  }
}

/** Firestore and Authentication answer, and the Functions emulator has loaded its triggers. */
async function waitUntilReady(
  child: ChildProcess,
  ports: EmulatorSuitePorts,
  output: () => string,
): Promise<void> {
  const base = (port: number) => `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The Emulator Suite exited on start:\n${output()}`);
    }
    const ready = await Promise.all([
      answers(base(ports.firestore), (body) => body.trim() === 'Ok'),
      answers(
        base(ports.auth),
        (body) =>
          (JSON.parse(body) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready === true,
      ),
      // Listed once registered with the Firestore emulator.
      answers(`${base(ports.functions)}/backends`, (body) => {
        const { backends } = JSON.parse(body) as { backends: { functionTriggers: unknown[] }[] };
        return backends.some((backend) => backend.functionTriggers.length > 0);
      }),
    ]);
    if (ready.every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The Emulator Suite was not ready within 120 s:\n${output()}`);
}

async function freePorts(): Promise<EmulatorSuitePorts> {
  // Taken together, so that they are different ports.
  const [firestore, firestoreWebSocket, auth, functions, hub, logging, eventarc, tasks] =
    await Promise.all(Array.from({ length: 8 }, () => freePort()));
  return {
    firestore,
    firestoreWebSocket,
    auth,
    functions,
    hub,
    logging,
    eventarc,
    tasks,
  } as EmulatorSuitePorts;
}

function endpoint(port: number): EmulatorEndpoint {
  return { host: '127.0.0.1', port, address: `127.0.0.1:${port}` };
}

/** Starts the suite for one `demo-…` project and resolves once its functions are loaded. */
export async function startEmulatorSuite({
  cli,
  projectId,
  repository,
  emulatorJar,
  javaHome,
  secrets,
  params,
}: {
  /** firebase-tools' program (findFirebaseTools). */
  cli: string;
  projectId: string;
  /** The working tree's root, holding firebase.json. */
  repository: string;
  /** The official Firestore emulator's jar (findEmulatorJar). */
  emulatorJar: string;
  /** A Java 21+ home (findJavaHomeForFirebaseTools). */
  javaHome: string;
  /** The functions' secrets, as `firebase functions:secrets:set` would store them. */
  secrets: Record<string, string>;
  /** The functions' params, as the .env files of a deploy would hold them. */
  params: Record<string, string>;
}): Promise<EmulatorSuite> {
  const ports = await freePorts();
  const directory = await mkdtemp(join(tmpdir(), 'portfolio-emulator-suite-'));
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child) await stopProcessTree(child, STOP_GRACE_MS);
    await rm(directory, { recursive: true, force: true });
  };
  let output = '';
  try {
    const config = await writeEmulatorSuiteProject({
      directory,
      repository,
      ports,
      secrets,
      params,
    });
    const shim = await writeFirestoreShimJar({ directory, emulatorJar, javaHome });
    const args = ['emulators:start', '--only', EMULATOR_SUITE.join(','), '--project', projectId];
    child = spawn(process.execPath, [cli, ...args, '--config', config], {
      cwd: directory,
      env: {
        ...process.env,
        ...OFFLINE_ENV,
        TMPDIR: directory,
        JAVA_HOME: javaHome,
        PATH: `${join(javaHome, 'bin')}${delimiter}${process.env.PATH ?? ''}`,
        FIRESTORE_EMULATOR_BINARY_PATH: shim,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = child;
    // Its JVM and functions workers too: firebase-tools starts them detached or as children.
    killOnExit(started, killProcessTree);
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
    };
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    [ports.firestore, ports.auth, ports.functions].forEach((port) =>
      startedAddresses.add(endpoint(port).address),
    );
    await waitUntilReady(started, ports, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    projectId,
    firestore: endpoint(ports.firestore),
    auth: endpoint(ports.auth),
    output: () => output,
    stop,
  };
}
