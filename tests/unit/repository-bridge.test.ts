// @vitest-environment node
// The bridge's own behaviour, both ends over a MessageChannel as the page and the worker use it;
// the repository contract runs through it in tests/contract/portfolio-repository.contract.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore, type MemoryStore } from '@/data/memory-store';
import type { PortfolioRepository } from '@/data/portfolio-repository';
import {
  exposeRepository,
  wrapRepository,
  type AskAppCheckToken,
  type Connect,
  type FirestoreTarget,
} from '@/data/repository-bridge';
import { createMessageId } from '@/domain/contact-message';
import { parseProject } from '@/domain/project';
import { RateLimitedError, VisitorCheckError } from '@/domain/send-errors';
import { makeContent, makeProject } from '../support/factories';

const target: FirestoreTarget = {
  options: { apiKey: 'key', authDomain: 'x', projectId: 'demo-bridge', appId: '1:1:web:1' },
  emulatorHost: undefined,
  authEmulatorHost: undefined,
};

const message = () => ({
  id: createMessageId(),
  name: 'Jo',
  email: 'jo@example.com',
  message: 'Hi',
  date: new Date(),
});

const ports: MessagePort[] = [];

/** The worker's end served by `connect` on one port, the page's end on the other. */
function bridge(connect: Connect, askAppCheckToken?: AskAppCheckToken) {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1);
  exposeRepository(port2, connect);
  return wrapRepository(port1, target, askAppCheckToken);
}

const serve =
  (repository: PortfolioRepository): Connect =>
  async () => ({ repository });

/**
 * `memory` behind the bridge, and a spy told when the worker stops one of its listeners: with
 * 'projects' for the list's, with the id for a project's.
 */
function bridgeNoticingStops(memory: MemoryStore) {
  const stopped = vi.fn();
  const noticed = (stop: () => void, what: string) => () => {
    stop();
    stopped(what);
  };
  const page = bridge(
    serve({
      ...memory.repository,
      subscribeToProjects: (onNext, onError) =>
        noticed(memory.repository.subscribeToProjects(onNext, onError), 'projects'),
      subscribeToProject: (id, onNext, onError) =>
        noticed(memory.repository.subscribeToProject(id, onNext, onError), id),
    }),
  );
  return { page, stopped };
}

afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

describe('the repository bridge', () => {
  // What the listeners hear is the contract suite's to check, through the bridge; this is that
  // the worker's own listener stops, once, however often the page unsubscribes.
  it("stops the worker's listeners once the page unsubscribes, and hears nothing after", async () => {
    const memory = createMemoryStore(makeContent({ projects: [makeProject({ id: 'a' })] }));
    const { page, stopped } = bridgeNoticingStops(memory);
    const lists = vi.fn();
    const projects = vi.fn();
    const stopList = page.subscribeToProjects(lists, vi.fn());
    const stopProject = page.subscribeToProject('a', projects, vi.fn());
    await vi.waitFor(() => expect(projects).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(lists).toHaveBeenCalledTimes(1));

    for (const stop of [stopList, stopList, stopProject, stopProject]) stop();
    await vi.waitFor(() => expect(stopped).toHaveBeenCalledTimes(2));
    expect(stopped.mock.calls.flat().sort()).toEqual(['a', 'projects']);
    memory.putProject('a', { title: 'A2' });
    expect(lists).toHaveBeenCalledTimes(1);
    expect(projects).toHaveBeenCalledTimes(1);
  });

  it("passes a listener's lists and error on in order, the error with its code", async () => {
    const denied = Object.assign(new Error('Missing or insufficient permissions.'), {
      code: 'permission-denied',
    });
    const list = [parseProject('a', makeProject())];
    const page = bridge(
      serve({
        ...createMemoryStore({}).repository,
        subscribeToProjects(onNext, onError) {
          onNext(list);
          onError(denied);
          // Against the contract, and not passed on.
          onNext([]);
          return () => {};
        },
      }),
    );
    const heard: unknown[] = [];
    await new Promise((resolve) =>
      page.subscribeToProjects(
        (projects) => heard.push(projects),
        (error) => resolve(heard.push(error)),
      ),
    );
    expect(heard).toEqual([list, expect.any(Error)]);
    expect(heard[1]).toMatchObject({ message: denied.message, code: 'permission-denied' });
  });

  it('fails every waiting call and live listener when the worker is gone', async () => {
    // Nothing serves the other end, as when the worker's code never loaded.
    const { port1 } = new MessageChannel();
    ports.push(port1);
    const page = wrapRepository(port1, target);
    const onError = vi.fn();
    const onProjectError = vi.fn();
    page.subscribeToProjects(() => {}, onError);
    page.subscribeToProject('a', () => {}, onProjectError);
    const user = page.getUser();
    page.fail(new Error('The Firestore worker stopped'));
    await expect(user).rejects.toThrow('The Firestore worker stopped');
    expect(onError).toHaveBeenCalledExactlyOnceWith(new Error('The Firestore worker stopped'));
    expect(onProjectError).toHaveBeenCalledExactlyOnceWith(
      new Error('The Firestore worker stopped'),
    );
    // Later calls fail at once too: nothing would ever answer them.
    await expect(page.insertMail(message())).rejects.toThrow('The Firestore worker stopped');
    const later = new Promise((resolve) => page.subscribeToProjects(() => {}, resolve));
    expect(await later).toEqual(new Error('The Firestore worker stopped'));
    const laterProject = new Promise((resolve) => page.subscribeToProject('a', () => {}, resolve));
    expect(await laterProject).toEqual(new Error('The Firestore worker stopped'));
  });

  it('passes a failed connection on to each call and listener', async () => {
    const page = bridge(() => Promise.reject(new Error('Firestore did not start')));
    const failed = new Promise((resolve) => page.subscribeToProjects(() => {}, resolve));
    const failedProject = new Promise((resolve) => page.subscribeToProject('a', () => {}, resolve));
    await expect(page.getUser()).rejects.toThrow('Firestore did not start');
    expect(await failed).toMatchObject({ message: 'Firestore did not start' });
    expect(await failedProject).toMatchObject({ message: 'Firestore did not start' });
  });

  it("tells App Check's refusal apart, with its code, and keeps other errors' codes", async () => {
    const refusals = [
      new VisitorCheckError({ code: 'appCheck/throttled' }),
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    ];
    const page = bridge(
      serve({
        ...createMemoryStore({}).repository,
        insertMail: () => Promise.reject(refusals.shift() ?? new Error('unexpected')),
      }),
    );
    const refused = await page.insertMail(message()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(VisitorCheckError);
    expect((refused as VisitorCheckError).reason).toMatchObject({ code: 'appCheck/throttled' });
    const denied = await page.insertMail(message()).catch((error: unknown) => error);
    expect(denied).toMatchObject({ code: 'permission-denied' });
    expect(denied).not.toBeInstanceOf(VisitorCheckError);
  });

  it("carries a visitor's wait whole: its class, its bound and its seconds", async () => {
    const page = bridge(
      serve({
        ...createMemoryStore({}).repository,
        insertMail: () => Promise.reject(new RateLimitedError('daily', 3600)),
      }),
    );
    const refused = await page.insertMail(message()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused).toMatchObject({ limit: 'daily', retryAfterSeconds: 3600 });
  });

  /** The worker end's way of asking the page for a token, as its connection receives it. */
  function connectAsking(askAppCheckToken?: AskAppCheckToken) {
    return new Promise<AskAppCheckToken | undefined>((resolve) => {
      bridge(async (_target, ask) => {
        resolve(ask);
        return { repository: createMemoryStore({}).repository };
      }, askAppCheckToken);
    });
  }

  it("asks the page for App Check's tokens, and starts no App Check without them", async () => {
    const token = { token: 'app-check-token', expireTimeMillis: 1 };
    const askPage = await connectAsking(async () => token);
    expect(await askPage?.()).toEqual(token);
    expect(await connectAsking()).toBeUndefined();
  });

  it('refuses test writes in a build that has none', async () => {
    const page = bridge(serve(createMemoryStore({}).repository));
    await expect(page.testWrite('Projects/intruder', {})).rejects.toThrow(
      'This build has no test writes.',
    );
  });
});
