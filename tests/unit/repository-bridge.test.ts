// @vitest-environment node
// The bridge's own failure paths; the repository contract runs through it in
// tests/contract/portfolio-repository.contract.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRepository } from '@/data/memory-repository';
import {
  createBridgedRepository,
  serveRepository,
  type AppCheckTokenAnswer,
  type ConnectMessage,
} from '@/data/repository-bridge';
import { createMessageId } from '@/domain/contact-message';
import { VisitorCheckError } from '@/domain/send-errors';
import { makeProject, makeUser } from '../support/factories';

const connect: ConnectMessage = {
  kind: 'connect',
  options: { apiKey: 'key', authDomain: 'x', projectId: 'demo-bridge', appId: '1:1:web:1' },
  emulatorHost: undefined,
  appCheck: false,
};

const message = () => ({
  id: createMessageId(),
  name: 'Jo',
  email: 'jo@example.com',
  message: 'Hi',
  date: new Date(),
});

const channels: MessageChannel[] = [];

function openChannel() {
  const channel = new MessageChannel();
  channel.port1.start();
  channel.port2.start();
  channels.push(channel);
  return channel;
}

afterEach(() => {
  for (const channel of channels.splice(0)) channel.port1.close();
});

describe('the repository bridge', () => {
  it('fails every waiting call and live listener when the worker is gone', async () => {
    const { port1 } = openChannel();
    // Nothing answers on the other end, as when the worker's code never loaded.
    const page = createBridgedRepository(port1);
    const onError = vi.fn();
    page.subscribeToProjects(() => {}, onError);
    const user = page.getUser();
    page.fail(new Error('The Firestore worker stopped'));
    await expect(user).rejects.toThrow('The Firestore worker stopped');
    expect(onError).toHaveBeenCalledWith(new Error('The Firestore worker stopped'));
    // Later calls fail at once too: nothing would ever answer them.
    await expect(page.insertMail(message())).rejects.toThrow('The Firestore worker stopped');
    const later = new Promise((resolve) => page.subscribeToProjects(() => {}, resolve));
    expect(await later).toEqual(new Error('The Firestore worker stopped'));
  });

  it('passes a failed connection on to each call and listener', async () => {
    const { port1, port2 } = openChannel();
    serveRepository(port2, () => Promise.reject(new Error('Firestore did not start')));
    const page = createBridgedRepository(port1);
    port1.postMessage(connect);
    const failed = new Promise((resolve) => page.subscribeToProjects(() => {}, resolve));
    await expect(page.getUser()).rejects.toThrow('Firestore did not start');
    expect(await failed).toMatchObject({ message: 'Firestore did not start' });
  });

  it("tells App Check's refusal apart, with its code, and keeps other errors' codes", async () => {
    const { port1, port2 } = openChannel();
    const repository = createMemoryRepository({ user: makeUser(), projects: [makeProject()] });
    const refusals = [
      new VisitorCheckError({ code: 'appCheck/throttled' }),
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    ];
    serveRepository(port2, async () => ({
      repository: {
        ...repository,
        insertMail: () => Promise.reject(refusals.shift() ?? new Error('unexpected')),
      },
    }));
    const page = createBridgedRepository(port1);
    port1.postMessage(connect);
    const refused = await page.insertMail(message()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(VisitorCheckError);
    expect((refused as VisitorCheckError).reason).toMatchObject({ code: 'appCheck/throttled' });
    const denied = await page.insertMail(message()).catch((error: unknown) => error);
    expect(denied).toMatchObject({ code: 'permission-denied' });
    expect(denied).not.toBeInstanceOf(VisitorCheckError);
  });

  /** A bridge whose worker end hands out its way of asking the page for a token. */
  function connectAsking(
    appCheckToken?: () => Promise<AppCheckTokenAnswer>,
  ): Promise<() => Promise<AppCheckTokenAnswer>> {
    const { port1, port2 } = openChannel();
    return new Promise((resolve) => {
      serveRepository(port2, async (_message, ask) => {
        resolve(ask);
        return { repository: createMemoryRepository({}) };
      });
      createBridgedRepository(port1, appCheckToken);
      port1.postMessage(connect);
    });
  }

  it('asks the page for App Check tokens, and hears when the page runs no App Check', async () => {
    const token = { token: 'app-check-token', expireTimeMillis: 1 };
    const askPage = await connectAsking(async () => token);
    expect(await askPage()).toEqual(token);
    const askNoPage = await connectAsking();
    await expect(askNoPage()).rejects.toThrow('App Check is not running on this page.');
  });
});
