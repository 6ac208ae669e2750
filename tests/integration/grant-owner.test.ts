// @vitest-environment node
import { spawn } from 'node:child_process';
import { beforeEach, expect, it } from 'vitest';
import { grantOwner } from '../../scripts/grant-owner';
import { newEmail, useAdminAuth, useAuthEmulator } from '../support/auth-emulator-suite';
import { describeOnEmulator } from '../support/emulator-project';
import { freePort } from '../../scripts/lib/firebase-emulators';

const PASSWORD = 'correct horse battery staple';

/** Runs `npm run grant-owner`'s script as a command, for its exit code and its two streams. */
function runCommand(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['scripts/grant-owner.ts', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out, err }));
  });
}

/** The payload of a JSON Web Token (the emulator's are unsigned; the payload is what counts). */
function decodePayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describeOnEmulator('npm run grant-owner on the Authentication emulator', () => {
  const emulator = useAuthEmulator();
  const admin = useAdminAuth(emulator);
  const target = () => ['--auth-emulator', emulator.address, '--project', emulator.projectId];
  const where = () =>
    `project ${emulator.projectId} on the Authentication emulator at ${emulator.address}`;
  const output: string[] = [];
  const log = (line: string) => output.push(line);

  let EMAIL: string;
  beforeEach(() => {
    output.length = 0;
    EMAIL = newEmail('maya');
  });

  /** Maya's account, as a first sign-in leaves it, with a claim some other feature has set. */
  async function createAccount(claims: Record<string, unknown> | null = { beta: true }) {
    const { uid } = await admin.auth.createUser({ email: EMAIL, password: PASSWORD });
    await admin.auth.setCustomUserClaims(uid, claims);
    return uid;
  }

  /** Signs in as the site would (the REST call under the web SDK) and reads the new ID token. */
  async function claimsOfNewToken(): Promise<Record<string, unknown>> {
    const url =
      `http://${emulator.address}/identitytoolkit.googleapis.com/v1/` +
      'accounts:signInWithPassword?key=any-key';
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD, returnSecureToken: true }),
    });
    expect(response.status).toBe(200);
    const { idToken } = (await response.json()) as { idToken: string };
    return decodePayload(idToken);
  }

  it('grants owner: true, keeps the other claims, and the next ID token carries it', async () => {
    const uid = await createAccount();
    expect(await claimsOfNewToken()).not.toHaveProperty('owner');

    expect(await grantOwner([EMAIL, ...target()], log, log)).toBe(0);

    expect((await admin.auth.getUser(uid)).customClaims).toEqual({ beta: true, owner: true });
    expect(await claimsOfNewToken()).toMatchObject({ email: EMAIL, beta: true, owner: true });
    expect(output).toEqual([
      `${EMAIL} (uid ${uid}) is now the owner of ${where()}: it carries the claim owner: true.`,
      expect.stringMatching(/signs in again, or when its token refreshes \(within an hour\)/),
    ]);
  });

  it('--revoke removes the claim, keeps the others, and the next ID token has no owner', async () => {
    const uid = await createAccount();
    expect(await grantOwner([EMAIL, ...target()], log, log)).toBe(0);

    expect(await grantOwner([EMAIL, '--revoke', ...target()], log, log)).toBe(0);

    expect((await admin.auth.getUser(uid)).customClaims).toEqual({ beta: true });
    const claims = await claimsOfNewToken();
    expect(claims).toMatchObject({ email: EMAIL, beta: true });
    expect(claims).not.toHaveProperty('owner');
    expect(output.slice(-2)).toEqual([
      `${EMAIL} (uid ${uid}) is no longer the owner of ${where()}: the claim owner is removed.`,
      expect.stringContaining('signs in again'),
    ]);
  });

  it('changes nothing when the account already is (or is not) the owner', async () => {
    const uid = await createAccount(null);
    expect(await grantOwner([EMAIL, '--revoke', ...target()], log, log)).toBe(0);
    expect(await grantOwner([EMAIL, ...target()], log, log)).toBe(0);
    expect(await grantOwner([EMAIL, ...target()], log, log)).toBe(0);

    expect((await admin.auth.getUser(uid)).customClaims).toEqual({ owner: true });
    expect(output).toEqual([
      `${EMAIL} is not the owner of ${where()}; nothing changed.`,
      expect.stringContaining('is now the owner'),
      expect.stringContaining('signs in again'),
      `${EMAIL} is already the owner of ${where()}; nothing changed.`,
    ]);
  });

  it('refuses an unknown option, so a mistyped --revoke grants nothing', async () => {
    const uid = await createAccount();
    expect(await grantOwner([EMAIL, ...target(), '--revok'], log, log)).toBe(1);
    expect(output).toEqual(['Unknown option --revok: nothing changed. See -- --help.']);
    expect((await admin.auth.getUser(uid)).customClaims).toEqual({ beta: true });
  });

  it('exits 1 with a clear message when no account uses the address', async () => {
    await createAccount();
    const { code, err } = await runCommand(['nobody@example.com', ...target()]);
    expect(code).toBe(1);
    expect(err.trim()).toBe(
      `No account uses nobody@example.com: sign in to the site once first (looked in ${where()}).`,
    );
  }, 60_000);

  it('says how to start the emulator when nothing answers at its address', async () => {
    const nowhere = `127.0.0.1:${await freePort()}`;
    expect(await grantOwner([EMAIL, '--auth-emulator', nowhere], log, log)).toBe(1);
    expect(output).toEqual([
      `No Authentication emulator at ${nowhere}. Start one with \`npm run dev:firestore\` ` +
        '(or `npx firebase emulators:start --only auth --project demo-portfolio`), ' +
        'or pass `--real --project ID`.',
    ]);
  });

  it('--help prints the usage and exits 0, and no address is a usage error', async () => {
    const help = await runCommand(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: npm run grant-owner -- EMAIL [--revoke] [options]');
    expect(help.out).toContain('--auth-emulator HOST:PORT');
    expect(help.out).toContain('--real');

    expect(await grantOwner(target(), log, log)).toBe(1);
    expect(output[0]).toContain('Usage: npm run grant-owner');
  }, 60_000);
});
