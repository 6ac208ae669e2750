// @vitest-environment node
/**
 * `npm run dev:firestore` as a developer runs it, on free ports: the Firestore emulator seeded,
 * the Authentication emulator with the owner's account, Vite pointed at both, and all three
 * stopped when the command is. Needs the Firestore emulator and firebase-tools.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeOnEmulator } from '../support/emulator-project';
import { server } from '../support/msw-server';
import { freePort } from '../../scripts/lib/firebase-emulators';

const PROJECT = 'demo-portfolio';
const STARTED_WITHIN_MS = 90_000;

interface Ports {
  firestore: number;
  auth: number;
  vite: number;
}

/** Polls `check` until it holds, or fails with the command's output when it exits or is late. */
async function until(
  check: () => Promise<boolean>,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + STARTED_WITHIN_MS;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`npm run dev:firestore exited on start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm run dev:firestore did not get ready:\n${output()}`);
}

/** Whether anything answers HTTP at `host:port`. */
async function answers(host: string, port: number): Promise<boolean> {
  try {
    await (await fetch(`http://${host}:${port}/`)).text();
    return true;
  } catch {
    return false;
  }
}

/** MSW lets the command's servers answer (the handler is dropped after each test). */
function letThrough({ firestore, auth, vite }: Ports): void {
  const ours = new RegExp(`^http://(localhost|127\\.0\\.0\\.1):(${firestore}|${auth}|${vite})/`);
  server.use(http.all(ours, () => passthrough()));
}

describeOnEmulator('npm run dev:firestore', () => {
  describeOnEmulator('with the Authentication emulator', () => {
    let ports: Ports;
    let child: ChildProcess | undefined;
    let output = '';
    let exited: Promise<number | null>;

    beforeAll(async () => {
      const [firestore, auth, vite] = await Promise.all([freePort(), freePort(), freePort()]);
      ports = { firestore, auth, vite };
      letThrough(ports);
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        FIRESTORE_EMULATOR_PORT: String(firestore),
        AUTH_EMULATOR_PORT: String(auth),
      };
      delete env.NODE_ENV;
      // A process group of its own, so a failed test can stop everything the command started.
      child = spawn('npm', ['run', 'dev:firestore', '--', '--port', String(vite), '--strictPort'], {
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => (output += chunk.toString());
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      exited = new Promise((resolve) => child?.once('exit', (code) => resolve(code)));
      await until(
        async () => {
          const studio = await fetch(`http://localhost:${vite}/studio`);
          await studio.text();
          return studio.ok;
        },
        child,
        () => output,
      );
    }, STARTED_WITHIN_MS + 10_000);

    // After a failure: stopped as Ctrl-C would, then its whole group killed if that did not do.
    afterAll(async () => {
      if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
    }, 20_000);

    beforeEach(() => letThrough(ports));

    it('serves the studio with sign-in on the Authentication emulator', async () => {
      const studio = await fetch(`http://localhost:${ports.vite}/studio`);
      expect(studio.headers.get('content-type')).toContain('text/html');
      await studio.text();
      // Vite defines import.meta.env in the modules it serves: the entry reads the config there.
      const entry = await fetch(`http://localhost:${ports.vite}/src/start/main.tsx`);
      const env = await entry.text();
      expect(env).toMatch(new RegExp(`"VITE_AUTH_EMULATOR_HOST": ?"127.0.0.1:${ports.auth}"`));
      expect(env).toMatch(
        new RegExp(`"VITE_FIRESTORE_EMULATOR_HOST": ?"127.0.0.1:${ports.firestore}"`),
      );

      const auth = await fetch(`http://127.0.0.1:${ports.auth}/`);
      expect(await auth.json()).toMatchObject({ authEmulator: { ready: true } });
      expect(output).toContain(`http://localhost:${ports.vite}/studio`);
      expect(output).toContain(
        `npm run grant-owner -- EMAIL --auth-emulator 127.0.0.1:${ports.auth}`,
      );
    });

    it("has the owner's Google account, with the claim, and the demo content", async () => {
      const query = await fetch(
        `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:query`,
        {
          method: 'POST',
          // The emulator's admin token, as firebase-admin sends it.
          headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
          body: '{}',
        },
      );
      const { userInfo } = (await query.json()) as {
        userInfo: { email: string; customAttributes: string; providerUserInfo: object[] }[];
      };
      expect(userInfo).toHaveLength(1);
      expect(userInfo[0]?.email).toBe('owner@example.com');
      expect(JSON.parse(userInfo[0]?.customAttributes ?? '{}')).toEqual({ owner: true });
      expect(userInfo[0]?.providerUserInfo).toEqual([
        expect.objectContaining({ providerId: 'google.com', email: 'owner@example.com' }),
      ]);

      // Read as a visitor reads it, past the real rules.
      const profile = await fetch(
        `http://127.0.0.1:${ports.firestore}/v1/projects/${PROJECT}/databases/(default)/documents/User/user`,
      );
      expect(profile.status).toBe(200);
      expect(await profile.json()).toMatchObject({ fields: { name: expect.any(Object) } });
    });

    it('stops the dev server and both emulators when it is stopped', async () => {
      child?.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(await answers('localhost', ports.vite)).toBe(false);
      expect(await answers('127.0.0.1', ports.firestore)).toBe(false);
      expect(await answers('127.0.0.1', ports.auth)).toBe(false);
    }, 30_000);
  });
});
