/**
 * The Firebase Authentication emulator, started and stopped by `npm run dev:firestore`, the
 * browser tests' runner and the tests that need it. It is part of firebase-tools (a
 * devDependency): a Node program, no Java.
 *
 * It starts offline. Without OFFLINE_ENV, firebase-tools fetches a message of the day, checks
 * for an update and probes the cloud metadata server on every start. Each start gets a temporary
 * directory of its own, which holds its firebase.json (free ports for the emulator, its hub and
 * its logging; no UI) and firebase-debug.log, and is its TMPDIR: the hub writes a locator file
 * named after the project there, and runs in parallel (or CI beside a developer) must not find
 * each other's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort, stopProcess } from './official-emulator';
import { foundOrSkip } from './found-or-skip';
import { killOnExit } from './kill-on-exit';
import { loopbackGet } from './loopback-get';

export const AUTH_EMULATOR_HINT = `The Firebase Authentication emulator comes with firebase-tools,
a devDependency of this project, which is not installed here: run npm ci.`;

/** Environment that keeps firebase-tools from reaching the network as it starts. */
export const OFFLINE_ENV = {
  CI: '1',
  NO_UPDATE_NOTIFIER: '1',
  METADATA_SERVER_DETECTION: 'none',
  npm_config_offline: 'true',
};

/** firebase-tools' command-line program (a JavaScript file), or undefined when not installed. */
export function findFirebaseTools(): string | undefined {
  const require = createRequire(import.meta.url);
  let manifest: string;
  try {
    manifest = require.resolve('firebase-tools/package.json');
  } catch {
    return undefined;
  }
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { firebase: string } };
  return join(dirname(manifest), bin.firebase);
}

/**
 * firebase-tools' program, or undefined after saying what does not run without it. With
 * REQUIRE_AUTH_EMULATOR set (as in CI) a missing one is an error instead.
 */
export function findFirebaseToolsOrSkip(skipped: string): string | undefined {
  const hint = AUTH_EMULATOR_HINT;
  return foundOrSkip(findFirebaseTools(), { requiredBy: 'REQUIRE_AUTH_EMULATOR', hint, skipped });
}

export interface AuthEmulator {
  host: string;
  port: number;
  /** `host:port`, as FIREBASE_AUTH_EMULATOR_HOST takes it. */
  address: string;
  projectId: string;
  /** Deletes every account of the project. */
  clearAccounts(): Promise<void>;
  /** Stops the process; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Deletes every account of `projectId` on the emulator at `address` (`host:port`), through the
 * emulator's own endpoint.
 */
export async function clearAuthAccounts(address: string, projectId: string): Promise<void> {
  const url = `http://${address}/emulator/v1/projects/${projectId}/accounts`;
  const response = await fetch(url, { method: 'DELETE' });
  // Read to the end: cancelling the body instead never settles under MSW's interceptor.
  const answer = await response.text();
  if (!response.ok) {
    throw new Error(`Clearing ${projectId}'s accounts: HTTP ${response.status} ${answer}`);
  }
}

/** A loaded two-core machine has taken 17 s; a laptop about 5. */
const READY_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 10_000;

const startedAddresses = new Set<string>();

/** Whether `host:port` is an Authentication emulator this process started (for MSW). */
export function isStartedAuthEmulator(address: string): boolean {
  return startedAddresses.has(address);
}

async function waitUntilReady(child: ChildProcess, url: string, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The Authentication emulator exited on start:\n${output()}`);
    }
    const ready = await loopbackGet(url).then((body) => {
      try {
        const answer = JSON.parse(body ?? '{}') as { authEmulator?: { ready?: boolean } };
        return answer.authEmulator?.ready === true;
      } catch {
        return false;
      }
    });
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The Authentication emulator did not answer at ${url} within 90 s:\n${output()}`);
}

/**
 * Fails unless `port` is free: polling it would otherwise find another emulator already there
 * ready, before this one has failed to take it.
 */
function ensurePortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `Port ${port} on ${host} is taken (${error.code ?? error.message}): ` +
            'the Authentication emulator cannot start there.',
        ),
      ),
    );
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

/**
 * Starts the emulator for one `demo-…` project on loopback, on `port` or a free one (its hub and
 * logging always on free ones); resolves once ready.
 */
export async function startAuthEmulator({
  cli,
  projectId,
  port: wantedPort,
}: {
  cli: string;
  projectId: string;
  port?: number;
}): Promise<AuthEmulator> {
  const host = '127.0.0.1';
  if (wantedPort !== undefined) await ensurePortFree(host, wantedPort);
  // Taken together, so the three are different ports.
  const [freeOne, hubPort, loggingPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const port = wantedPort ?? freeOne;
  const directory = await mkdtemp(join(tmpdir(), 'portfolio-auth-emulator-'));
  const config = join(directory, 'firebase.json');
  const emulators = {
    auth: { host, port },
    hub: { host, port: hubPort },
    logging: { host, port: loggingPort },
    ui: { enabled: false },
  };
  await writeFile(config, JSON.stringify({ emulators }));

  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config];
  const child = spawn(process.execPath, [cli, ...args], {
    cwd: directory,
    env: { ...process.env, ...OFFLINE_ENV, TMPDIR: directory },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  killOnExit(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const address = `${host}:${port}`;
  startedAddresses.add(address);
  const stop = async () => {
    // firebase-tools shuts its emulators down cleanly on the first SIGTERM.
    await stopProcess(child, STOP_GRACE_MS);
    await rm(directory, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(child, `http://${address}/`, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    host,
    port,
    address,
    projectId,
    clearAccounts: () => clearAuthAccounts(address, projectId),
    stop,
  };
}
