// @vitest-environment node
/**
 * `publishSite`'s handler as Cloud Functions runs it (firebase-functions-test), on the official
 * Firestore emulator and a hook receiver on loopback, for what the deployed function cannot be
 * asked through the Functions emulator: a hook's address that is not a URL or leads nowhere,
 * App Check switched on, and everything the function logs.
 */
import { http, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { takeConsoleErrors } from '../../tests/support/console-errors';
import { describeOnEmulator, useEmulatorProject } from '../../tests/support/emulator-project';
import { connectOwner } from '../../tests/support/firestore-client';
import { server } from '../../tests/support/msw-server';
import { downSmtpUrl } from './support/smtp-test-server';
import { startHookReceiver, type HookReceiver } from './support/hook-receiver';

/** A build hook's URL is its own key (Netlify's, Cloudflare's): this part must never show. */
const HOOK_KEY = 'hook-key-8f2b1c';
const TOKEN = 'ghp_test-token-5d9e0a';
const OWNER_REQUEST = { data: null, auth: { uid: 'owner-1', token: { owner: true } } };

describeOnEmulator("publishSite's handler, wrapped", { timeout: 30_000 }, () => {
  const project = useEmulatorProject('publish-wrapped');
  const saved = { ...process.env };
  const logged: string[] = [];
  const savedConsole = { ...console };
  let publish: (request: unknown) => Promise<unknown>;
  let cleanup: () => void;
  let hook: HookReceiver;
  let owner: ReturnType<typeof connectOwner>;

  beforeAll(async () => {
    process.env.GCLOUD_PROJECT = project.projectId;
    process.env.FIRESTORE_EMULATOR_HOST = project.address;
    // On the emulator there are no Google credentials to look for on a metadata server.
    process.env.METADATA_SERVER_DETECTION = 'none';
    process.env.DEPLOY_HOOK_TOKEN = TOKEN;
    // The functions' logger keeps the console's methods as it loads: everything it writes, at
    // every level, is collected from then on (console.error by tests/setup.ts).
    for (const level of ['log', 'info', 'warn', 'debug'] as const)
      console[level] = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    const [{ default: functionsTest }, { publishSite }] = await Promise.all([
      import('firebase-functions-test'),
      import('../src/publish-site'),
    ]);
    const environment = functionsTest({ projectId: project.projectId });
    publish = environment.wrap(publishSite) as typeof publish;
    cleanup = () => environment.cleanup();
    owner = connectOwner(project);
  });
  afterAll(async () => {
    cleanup();
    await owner.close();
    Object.assign(console, savedConsole);
    process.env = saved;
  });
  beforeEach(async () => {
    hook = await startHookReceiver(`http://127.0.0.1:0/build_hooks/${HOOK_KEY}`);
    process.env.DEPLOY_HOOK_URL = hook.url;
    delete process.env.PUBLISH_ENFORCE_APP_CHECK;
    // The receiver is a real server, as the build service is: the function's requests go there.
    server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\/build_hooks\//, () => passthrough()));
    logged.length = 0;
  });
  afterEach(() => hook.close());

  async function storedRequests() {
    const snapshot = await owner.db.collection('PublishRequests').get();
    return snapshot.docs.map((document) => document.data());
  }

  /** Everything the function logged in the test, errors included. */
  const logs = () => [...logged, ...takeConsoleErrors().map((args) => args.map(String).join(' '))];

  async function expectFailure(reason: string) {
    await expect(publish(OWNER_REQUEST)).rejects.toMatchObject({
      code: 'unavailable',
      message: reason,
    });
    expect(await storedRequests()).toMatchObject([{ state: 'failed', reason }]);
    const said = logs();
    expect(said).toEqual([expect.stringContaining(`failed: ${reason}`)]);
    for (const secret of [TOKEN, HOOK_KEY]) expect(said.join('\n')).not.toContain(secret);
  }

  it('records and logs a refusing hook without its token or address', async () => {
    hook.answer = { status: 401 };
    await expectFailure('The build service answered 401 Unauthorized');
    expect(hook.calls[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('does not follow a redirect with the token: the request fails, naming the answer', async () => {
    hook.answer = { status: 301, headers: { Location: `${hook.url}/moved` } };
    await expectFailure('The build service answered 301 Moved Permanently');
    expect(hook.calls.map((call) => call.path)).toEqual([`/build_hooks/${HOOK_KEY}`]);
  });

  it('keeps a request its deploy reported on before the hook answered, whatever the hook said', async () => {
    // The build service starts the deploy, which marks the request running, then answers 502.
    hook.beforeAnswer = async (call) => {
      const { request } = JSON.parse(call.body).client_payload;
      await owner.db.doc(`PublishRequests/${request}`).update({ state: 'running' });
    };
    hook.answer = { status: 502 };

    const { request } = (await publish(OWNER_REQUEST)) as { request: string };

    expect(await storedRequests()).toMatchObject([{ state: 'running', reason: null }]);
    expect(hook.calls).toHaveLength(1);
    expect(JSON.parse(hook.calls[0]!.body).client_payload).toEqual({ request });
    expect(logs()).toEqual([expect.stringContaining('answered late')]);
  });

  it('records and logs a hook that nobody answers without its token or address', async () => {
    const down = new URL(await downSmtpUrl());
    process.env.DEPLOY_HOOK_URL = `http://127.0.0.1:${down.port}/build_hooks/${HOOK_KEY}`;
    await expectFailure('Could not reach the build service (ECONNREFUSED)');
  });

  it('records and logs an address that is not a URL without quoting it', async () => {
    process.env.DEPLOY_HOOK_URL = `build_hooks/${HOOK_KEY}`;
    await expectFailure('The build service address (DEPLOY_HOOK_URL) is not a URL');
  });

  it('logs a publish asked, without the token or address', async () => {
    await expect(publish(OWNER_REQUEST)).resolves.toEqual({ request: expect.any(String) });
    expect(logs()).toEqual([expect.stringContaining('asked the build service')]);
    expect(logs().join('\n')).not.toContain(TOKEN);
  });

  it('refuses a call without App Check once PUBLISH_ENFORCE_APP_CHECK is on, and takes one with it', async () => {
    process.env.PUBLISH_ENFORCE_APP_CHECK = 'true';

    await expect(publish(OWNER_REQUEST)).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'This app could not be verified (App Check).',
    });
    expect(await storedRequests()).toEqual([]);
    expect(hook.calls).toEqual([]);

    const verified = { ...OWNER_REQUEST, app: { appId: 'web-app', token: { sub: 'web-app' } } };
    await expect(publish(verified)).resolves.toEqual({ request: expect.any(String) });
    expect(hook.calls).toHaveLength(1);
  });
});
