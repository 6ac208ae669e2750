// @vitest-environment node
/**
 * `publishSite` as Firebase deploys it: the Functions emulator loads the built functions/ with
 * the deploy hook's secrets pointing at a receiver on loopback, and each press comes from the web
 * SDK's callable, signed in on the Authentication emulator, as the studio presses it. The
 * requests are read back with the Admin SDK.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, it } from 'vitest';
import { useAdminAuth, useAuthEmulator } from '../../tests/support/auth-emulator-suite';
import { useDeployedProject } from '../../tests/support/deployed-project';
import { describeOnEmulator } from '../../tests/support/emulator-project';
import { connectOwner } from '../../tests/support/firestore-client';
import { startHookReceiver, type HookReceiver } from './support/hook-receiver';
import { connectCaller, type Caller } from './support/publish-callers';

const shared = inject('emulators');
const MINUTE = 60_000;

describeOnEmulator('publishSite as deployed', { timeout: 60_000 }, () => {
  const project = useDeployedProject();
  const admin = useAdminAuth(useAuthEmulator());
  let hook: HookReceiver;
  let owner: ReturnType<typeof connectOwner>;
  let db: Firestore;
  const opened: { close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    hook = await startHookReceiver(shared!.deployHook.url);
    owner = connectOwner(project);
    db = owner.db;
  });
  afterAll(async () => {
    await hook.close();
    await owner.close();
  });
  beforeEach(() => {
    hook.calls.length = 0;
    hook.answer = { status: 204 };
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((caller) => caller.close()));
  });

  async function signIn(who: Caller) {
    const caller = await connectCaller(shared!, admin.auth, who);
    opened.push(caller);
    return caller;
  }

  /**
   * How a press failed, as the studio reads it from the callable's error (whose message the web
   * SDK ends with the HTTP status).
   */
  async function failureOf(press: Promise<unknown>) {
    const error = await press.then(
      () => expect.fail('The press succeeded'),
      (reason: unknown) => reason as { code: string; message: string; details?: unknown },
    );
    return { code: error.code, message: error.message, details: error.details };
  }

  /** The requests, oldest first, their times as dates. */
  async function storedRequests() {
    const snapshot = await db.collection('PublishRequests').orderBy('askedAt').get();
    return snapshot.docs.map((document) => {
      const { askedAt, updatedAt, ...rest } = document.data();
      const stored = rest as { state: string; reason: string | null; by: string };
      return {
        id: document.id,
        ...stored,
        askedAt: askedAt.toDate() as Date,
        updatedAt: updatedAt.toDate() as Date,
      };
    });
  }

  /** A request as an earlier press left it, `minutesAgo` minutes ago. */
  async function storeRequest(state: string, minutesAgo: number) {
    const at = new Date(Date.now() - minutesAgo * MINUTE);
    const reference = db.collection('PublishRequests').doc();
    await reference.set({ state, askedAt: at, updatedAt: at, reason: null, by: 'earlier' });
    return reference.id;
  }

  it("asks the build service once, with the hook's token, and records the request asked", async () => {
    const ownerCaller = await signIn('owner');
    const before = Date.now();

    const { request } = await ownerCaller.publish();

    expect(await storedRequests()).toEqual([
      {
        id: request,
        state: 'asked',
        askedAt: expect.any(Date),
        updatedAt: expect.any(Date),
        reason: null,
        by: ownerCaller.uid,
      },
    ]);
    const [stored] = await storedRequests();
    // The function's clock is this machine's.
    expect(stored!.askedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(stored!.updatedAt).toEqual(stored!.askedAt);
    expect(hook.calls).toHaveLength(1);
    const [call] = hook.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/repos/owner/portfolio/dispatches' });
    expect(call!.headers).toMatchObject({
      authorization: `Bearer ${shared!.deployHook.token}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      'content-type': 'application/json',
    });
    expect(JSON.parse(call!.body)).toEqual({
      event_type: 'publish',
      client_payload: { request },
    });
  });

  it('refuses a signed-in stranger, an anonymous visitor and nobody, recording and asking nothing', async () => {
    const notOwner = {
      code: 'functions/permission-denied',
      message: 'Only the owner may publish. [403]',
    };
    expect(await failureOf((await signIn('stranger')).publish())).toMatchObject(notOwner);
    expect(await failureOf((await signIn('visitor')).publish())).toMatchObject(notOwner);
    expect(await failureOf((await signIn('nobody')).publish())).toMatchObject({
      code: 'functions/unauthenticated',
      message: 'Sign in to publish. [401]',
    });
    expect(await storedRequests()).toEqual([]);
    expect(hook.calls).toEqual([]);
  });

  it('refuses a second press while the first is asked, then while it runs, and asks nothing more', async () => {
    const ownerCaller = await signIn('owner');
    const { request } = await ownerCaller.publish();
    const [first] = await storedRequests();
    const askedAt = first!.askedAt.toISOString();

    const refusal = {
      code: 'functions/failed-precondition',
      message: `A publish is already under way, asked at ${askedAt}. [400]`,
      details: { request },
    };
    expect(await failureOf(ownerCaller.publish())).toEqual(refusal);
    // As the deploy marks it when it starts.
    await db.doc(`PublishRequests/${request}`).update({ state: 'running' });
    expect(await failureOf(ownerCaller.publish())).toEqual(refusal);

    expect(hook.calls).toHaveLength(1);
    expect((await storedRequests()).map(({ id, state }) => ({ id, state }))).toEqual([
      { id: request, state: 'running' },
    ]);
  });

  it('asks once when two presses come at the same moment', async () => {
    const ownerCaller = await signIn('owner');

    const results = await Promise.allSettled([ownerCaller.publish(), ownerCaller.publish()]);

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([
      {
        status: 'rejected',
        reason: expect.objectContaining({ code: 'functions/failed-precondition' }),
      },
    ]);
    expect(await storedRequests()).toHaveLength(1);
    expect(hook.calls).toHaveLength(1);
  });

  it('records failed a request the deploy never reported on for 30 minutes, and asks anew', async () => {
    const stale = await storeRequest('running', 31);
    const ownerCaller = await signIn('owner');

    const { request } = await ownerCaller.publish();

    expect(await storedRequests()).toMatchObject([
      { id: stale, state: 'failed', reason: 'No word from the build service for 30 minutes' },
      { id: request, state: 'asked', reason: null },
    ]);
    expect(hook.calls).toHaveLength(1);
  });

  it('records failed, with the reason, a hook that answers 500, and says so', async () => {
    hook.answer = { status: 500 };
    const ownerCaller = await signIn('owner');

    const error = await failureOf(ownerCaller.publish());

    const reason = 'The build service answered 500 Internal Server Error';
    const [stored] = await storedRequests();
    expect(error).toEqual({
      code: 'functions/unavailable',
      message: `${reason} [503]`,
      details: { request: stored!.id },
    });
    expect(stored).toMatchObject({ state: 'failed', reason });
    expect(JSON.stringify(error)).not.toContain(shared!.deployHook.token);
    expect(JSON.stringify(stored)).not.toContain(shared!.deployHook.token);
    expect(hook.calls).toHaveLength(1);
    // A failed request blocks nothing: the owner may press again.
    hook.answer = { status: 204 };
    await expect(ownerCaller.publish()).resolves.toEqual({ request: expect.any(String) });
  });

  it('records failed a hook that does not answer within 10 seconds', async () => {
    hook.answer = 'hold';
    const ownerCaller = await signIn('owner');

    expect(await failureOf(ownerCaller.publish())).toMatchObject({
      code: 'functions/unavailable',
      message: 'The build service did not answer within 10 seconds [503]',
    });
    expect(await storedRequests()).toMatchObject([
      { state: 'failed', reason: 'The build service did not answer within 10 seconds' },
    ]);
  });

  it('refuses the sixth press within an hour, saying when the next may come', async () => {
    const oldest = await storeRequest('published', 50);
    for (const minutesAgo of [61, 40, 30]) await storeRequest('failed', minutesAgo);
    await storeRequest('published', 20);
    const ownerCaller = await signIn('owner');
    // Four in the last hour (one is older): a fifth may come.
    const { request } = await ownerCaller.publish();
    await db.doc(`PublishRequests/${request}`).update({ state: 'published' });

    const oldestAskedAt = (await storedRequests()).find(({ id }) => id === oldest)!.askedAt;
    const after = new Date(oldestAskedAt.getTime() + 60 * MINUTE).toISOString();
    expect(await failureOf(ownerCaller.publish())).toEqual({
      code: 'functions/resource-exhausted',
      message: `At most 5 publishes an hour: try again after ${after}. [429]`,
      details: undefined,
    });
    expect(hook.calls).toHaveLength(1);
    expect(await storedRequests()).toHaveLength(6);
  });
});
