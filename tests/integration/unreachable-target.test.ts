// @vitest-environment node
/**
 * Every command that talks to Firestore or Authentication, run as the owner runs it (`npm run …`)
 * against a target that cannot be reached: within 5 s it exits 1 with one line that says what it
 * tried and what to do, and no stack trace unless asked for with --verbose.
 */
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnEmulator, useEmulatorProject } from '../support/emulator-project';
import { freePort } from '../../scripts/lib/firebase-emulators';
import { promisedTime } from '../support/promised-time';

/** What the owner is promised: a failure within 5 s. */
const PROMISED_MS = 5_000;

interface Run {
  code: number | null;
  stderr: string[];
  elapsedMs: number;
}

/** `npm run <script> -- <args>`, to its end; stderr without npm's own notes on its configuration. */
function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      resolve({
        code,
        elapsedMs: Date.now() - started,
        stderr: stderr.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn')),
      }),
    );
  });
}

/** The environment of a shell with no emulator variable, no key, and no way out of the machine. */
function cleanEnv(closedPort: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'FIRESTORE_EMULATOR_HOST',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'GOOGLE_APPLICATION_CREDENTIALS',
    'NODE_ENV',
    'no_proxy',
    'NO_PROXY',
  ])
    delete env[name];
  // Google's servers are "reached" through a proxy where nothing listens: the test never leaves
  // the machine, with or without a network.
  const proxy = `http://127.0.0.1:${closedPort}`;
  for (const name of ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY', 'grpc_proxy'])
    env[name] = proxy;
  return env;
}

/** A well-formed service-account key that no Google server knows. */
async function writeUnknownKey(directory: string, projectId: string): Promise<string> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const file = join(directory, 'key.json');
  await writeFile(
    file,
    JSON.stringify({
      type: 'service_account',
      project_id: projectId,
      private_key_id: 'unknown',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      client_email: `nobody@${projectId}.iam.gserviceaccount.com`,
      client_id: '1',
      token_uri: 'https://oauth2.googleapis.com/token',
    }),
  );
  return file;
}

function expectOneLineFailure(run: Run, line: RegExp | string): void {
  expect(run.stderr).toHaveLength(1);
  if (typeof line === 'string') expect(run.stderr[0]).toBe(line);
  else expect(run.stderr[0]).toMatch(line);
  expect(run.code).toBe(1);
  expect(run.elapsedMs).toBeLessThan(promisedTime(PROMISED_MS));
}

const REAL_PROJECT = 'demo-unreachable';
const REAL_FAILURE = new RegExp(
  `^Firestore of project ${REAL_PROJECT} \\(firestore\\.googleapis\\.com\\) did not answer.*` +
    'Check the network connection and the key .*key\\.json\\.$',
);

let directory: string;
let key: string;
let env: NodeJS.ProcessEnv;
let nowhere: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'portfolio-unreachable-'));
  key = await writeUnknownKey(directory, REAL_PROJECT);
  // Free now, and nothing of this test listens there: a refused connection.
  const [closed, port] = await Promise.all([freePort(), freePort()]);
  env = cleanEnv(closed);
  nowhere = `127.0.0.1:${port}`;
});

afterAll(() => rm(directory, { recursive: true, force: true }));

describe('a command whose emulator is not running', () => {
  const noFirestore = () =>
    `No Firestore emulator at ${nowhere}. Start one with ` +
    `\`npm run emulator -- --port ${nowhere.split(':')[1]}\`, or pass \`--real --project ID\`.`;

  it.each([
    ['seed', ['mocks/portfolio.json']],
    ['export', []],
    ['inbox', []],
    // Marking the request running is its first step: before any build.
    ['deploy', ['--dry-run', '--request', 'press-1']],
  ])(
    'npm run %s says to start the Firestore emulator',
    async (script, args) => {
      const run = await runScript(script, [...args, '--emulator', nowhere], env);
      expectOneLineFailure(run, noFirestore());
    },
    30_000,
  );

  it('npm run grant-owner says to start the Authentication emulator', async () => {
    const run = await runScript(
      'grant-owner',
      ['maya@example.com', '--auth-emulator', nowhere],
      env,
    );
    expectOneLineFailure(
      run,
      `No Authentication emulator at ${nowhere}. Start one with \`npm run dev:firestore\` ` +
        '(or `npx firebase emulators:start --only auth --project demo-portfolio`), ' +
        'or pass `--real --project ID`.',
    );
  }, 30_000);

  it('--verbose adds the stack trace', async () => {
    const run = await runScript('inbox', ['--emulator', nowhere, '--verbose'], env);
    expect(run.code).toBe(1);
    expect(run.stderr[0]).toContain(noFirestore());
    expect(run.stderr.some((line) => /^\s+at /.test(line))).toBe(true);
  }, 30_000);
});

describe('a command whose real project cannot be reached', () => {
  it('npm run deploy stops at its first step and says to check the network and the key', async () => {
    const run = await runScript(
      'deploy',
      ['mocks/portfolio.json', '--real', '--project', REAL_PROJECT, '--credentials', key],
      env,
    );
    expectOneLineFailure(run, REAL_FAILURE);
  }, 30_000);

  it('npm run grant-owner --real says the same of Authentication', async () => {
    const run = await runScript(
      'grant-owner',
      ['maya@example.com', '--real', '--project', REAL_PROJECT, '--credentials', key],
      env,
    );
    expectOneLineFailure(
      run,
      new RegExp(
        `^Authentication of project ${REAL_PROJECT} \\(identitytoolkit\\.googleapis\\.com\\) ` +
          'did not answer.*Check the network connection and the key .*key\\.json\\.$',
      ),
    );
  }, 30_000);
});

describeOnEmulator('--real in a shell where the emulator variable is still set', () => {
  const project = useEmulatorProject('unreachable-real');

  it('goes to the real project, not to the emulator that would answer', async () => {
    const run = await runScript(
      'export',
      ['--real', '--project', project.projectId, '--credentials', key],
      { ...env, FIRESTORE_EMULATOR_HOST: project.address },
    );
    expectOneLineFailure(
      run,
      new RegExp(`^Firestore of project ${project.projectId} \\(firestore\\.googleapis\\.com\\)`),
    );
  }, 30_000);
});
