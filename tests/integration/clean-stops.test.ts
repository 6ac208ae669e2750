// @vitest-environment node
/**
 * The long-running commands, started as a developer starts them (`npm run …`, on free ports),
 * stop everything they started within 5 s: on a SIGTERM to npm alone (a process manager, an
 * IDE's stop button) and on a terminal's Ctrl-C (SIGINT to the whole foreground group). Needs
 * the Firestore emulator; dev:firestore needs firebase-tools too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptsConnections } from '../../scripts/lib/target-reachability';
import { describeOnEmulator } from '../support/emulator-project';
import { freePort } from '../../scripts/lib/firebase-emulators';
import { promisedTime } from '../support/promised-time';

/** What a developer is promised: everything stopped within 5 s. */
const PROMISED_MS = 5_000;
/** Two emulators and Vite on a loaded two-core machine have taken a minute to start. */
const STARTED_WITHIN_MS = 120_000;

/** Whether anything listens on `port` at loopback (Vite's `localhost` may be either family). */
async function listening(port: number): Promise<boolean> {
  const answers = await Promise.all(
    [`127.0.0.1:${port}`, `[::1]:${port}`].map((address) => acceptsConnections(address, 500)),
  );
  return answers.includes(true);
}

/** Polls until `state` holds for every port, or fails after `ms` with the command's output. */
async function untilPorts(
  ports: number[],
  state: 'listening' | 'free',
  ms: number,
  output: () => string,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    const taken = await Promise.all(ports.map(listening));
    if (taken.every((isTaken) => isTaken === (state === 'listening'))) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Ports ${ports.join(', ')} not ${state} within ${ms} ms:\n${output()}`);
}

let running: { npm: ChildProcess; output: () => string } | undefined;

/** `npm run <script> -- <args>` in a process group of its own, as a terminal starts it. */
function start(script: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.NODE_ENV;
  const npm = spawn('npm', ['run', script, '--', ...args], {
    env: childEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output += chunk.toString());
  npm.stdout?.on('data', keep);
  npm.stderr?.on('data', keep);
  running = { npm, output: () => output };
  return running;
}

// Whatever a failed test left: the group keeps its id when npm is gone and its children are not.
afterEach(() => {
  const pid = running?.npm.pid;
  running = undefined;
  try {
    if (pid) process.kill(-pid, 'SIGKILL');
  } catch {
    // Nothing left.
  }
});

/** Starts the command, waits for its ports, stops it as `how` says and times the ports' release. */
async function stopsWithin(
  how: 'SIGTERM to npm' | 'Ctrl-C',
  script: string,
  args: string[],
  ports: number[],
  env?: NodeJS.ProcessEnv,
): Promise<void> {
  const { npm, output } = start(script, args, env);
  await untilPorts(ports, 'listening', STARTED_WITHIN_MS, output);
  if (how === 'SIGTERM to npm') npm.kill('SIGTERM');
  else process.kill(-npm.pid!, 'SIGINT');
  const freedAfterMs = await untilPorts(ports, 'free', 4 * PROMISED_MS, output);
  expect(freedAfterMs).toBeLessThan(promisedTime(PROMISED_MS));
}

// npm runs a script through `sh -c`, and a SIGTERM reaches only that shell, which dies and
// leaves its command running: the long-running scripts `exec` theirs, which then is the one
// signalled (these two, and emulator and dev:firestore below, through tsx).
describe.each(['start', 'dev'])('npm run %s', (script) => {
  it.each(['SIGTERM to npm', 'Ctrl-C'] as const)(
    'stops Vite on %s',
    async (how) => {
      const port = await freePort();
      await stopsWithin(how, script, ['--port', String(port), '--strictPort'], [port]);
    },
    STARTED_WITHIN_MS + 30_000,
  );
});

describeOnEmulator('npm run emulator', () => {
  it.each(['SIGTERM to npm', 'Ctrl-C'] as const)(
    'stops the emulator on %s',
    async (how) => {
      const port = await freePort();
      await stopsWithin(how, 'emulator', ['--port', String(port)], [port]);
    },
    STARTED_WITHIN_MS + 30_000,
  );
});

describeOnEmulator('npm run dev:firestore', () => {
  describeOnEmulator('with the Authentication emulator', () => {
    it.each(['SIGTERM to npm', 'Ctrl-C'] as const)(
      'stops Vite and both emulators on %s',
      async (how) => {
        const [firestore, auth, vite] = await Promise.all([freePort(), freePort(), freePort()]);
        await stopsWithin(
          how,
          'dev:firestore',
          ['--port', String(vite), '--strictPort'],
          [firestore, auth, vite],
          { FIRESTORE_EMULATOR_PORT: String(firestore), AUTH_EMULATOR_PORT: String(auth) },
        );
      },
      STARTED_WITHIN_MS + 30_000,
    );
  });
});
