// @vitest-environment node
import { readFileSync } from 'node:fs';
import { collection, onSnapshot, waitForPendingWrites } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { createFirestoreRepository, SendTimeoutError } from '@/data/firestore-repository';
import type { PortfolioRepository } from '@/data/portfolio-repository';
import { createMessageId, type NewContactMessage } from '@/domain/contact-message';
import type { Project } from '@/domain/project';
import { VisitorCheckError } from '@/domain/send-errors';
import { takeConsoleErrors } from '../support/console-errors';
import { clearData } from '../support/emulator-data';
import { describeOnEmulator, useEmulatorProject } from '../support/emulator-project';
import {
  REFUSED_WRITE,
  takeFirebaseWarnings,
  takeFirebaseWarningsLike,
} from '../support/firebase-warnings';
import { connectOwner, connectSignedInTestClient } from '../support/firestore-client';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { waitForEmulator } from '../support/wait-for-emulator';

/** A new draft's message: each test sends its own id. */
const newMessage = (): NewContactMessage => ({
  id: createMessageId(),
  name: 'Jo',
  email: 'jo@example.com',
  message: 'Hi',
  date: new Date(),
});

/** Subscribes and records every emission's project titles, and every error. */
function watchTitles(repository: PortfolioRepository) {
  const seen: string[][] = [];
  const errors: unknown[] = [];
  const unsubscribe = repository.subscribeToProjects(
    (projects) => seen.push(projects.map((project) => project.title)),
    (error) => errors.push(error),
  );
  return { seen, errors, unsubscribe };
}

/**
 * The SDK reports each stream it loses (a warning) and a backend it cannot reach (an error);
 * those are expected here, any other warning or error is not. Returns them, taken.
 */
function takeConnectionReports(): string[] {
  const reports = [
    ...takeFirebaseWarnings(),
    ...takeConsoleErrors().map((args) => args.map(String).join(' ')),
  ];
  for (const report of reports) {
    expect(report).toMatch(
      /@firebase\/firestore: .*(GrpcConnection RPC '\w+' stream \S+ error|Could not reach Cloud Firestore)/,
    );
  }
  return reports;
}

/**
 * Faults made from outside, as they happen in life: a TCP proxy between the visitor's SDK and
 * the official emulator holds, drops and refuses connections (and the server comes back empty);
 * the real rules are swapped for rules that deny a read. Each fault ends in a defined state: a send either lands exactly once or fails within the bound (the form then keeps
 * the text, and the SDK still delivers it once when the connection returns), and a listener
 * either recovers by itself or reports an error that the page's Retry answers.
 */
describeOnEmulator('Firestore repository under network faults', () => {
  const project = useEmulatorProject('network-faults');
  const PROJECT_ID = project.projectId;
  let proxy: TcpProxy;
  let owner: ReturnType<typeof connectOwner>;
  const clients: { close: () => Promise<void> }[] = [];

  /**
   * A visitor whose every byte goes through the proxy, signed in (as the page signs each visitor
   * in before a send): its Firestore and the way its repository learns who it is.
   */
  const connectVisitor = (uid?: string) => {
    const client = connectSignedInTestClient(
      { host: '127.0.0.1', port: proxy.port, projectId: PROJECT_ID },
      uid,
    );
    clients.push(client);
    return client;
  };
  /** The repository of a new visitor, or of `visitor` (the same page) again. */
  const repositoryOf = (
    visitor: ReturnType<typeof connectVisitor>,
    options: { sendTimeoutMs?: number; verifyVisitor?: () => Promise<void> } = {},
  ) => createFirestoreRepository(visitor.db, { signInVisitor: visitor.signInVisitor, ...options });
  const storedEmails = async () =>
    (await owner.db.collection('Emails').get()).docs.map((entry) => entry.data());
  const storedIds = async () =>
    (await owner.db.collection('Emails').get()).docs.map((entry) => entry.id);
  const putProject = (id: string, title: string) => owner.db.doc(`Projects/${id}`).set({ title });

  beforeAll(async () => {
    owner = connectOwner(project);
  });
  afterAll(async () => {
    await owner.close();
  });
  beforeEach(async () => {
    await project.loadRules();
    proxy = await startTcpProxy(project.host, project.port);
  });
  afterEach(async () => {
    // Clients first: a proxy stopped under open clients drops their streams, which they report.
    await Promise.all(clients.splice(0).map((client) => client.close()));
    proxy.stop();
  });

  it('fails a send made while the server is unreachable within the bound, and delivers it once when it is back', async () => {
    const visitor = connectVisitor();
    const repository = repositoryOf(visitor, { sendTimeoutMs: 300 });
    await repository.getUser();
    proxy.refuse();
    proxy.dropConnections();

    const started = Date.now();
    await expect(repository.insertMail(newMessage())).rejects.toBeInstanceOf(SendTimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await storedEmails()).toEqual([]);

    await proxy.accept();
    await waitForEmulator(async () => expect(await storedEmails()).toHaveLength(1));
    // Every write the visitor's SDK queued is acknowledged: no other can land after this.
    await waitForPendingWrites(visitor.db);
    expect(await storedEmails()).toHaveLength(1);
    // The SDK's own report of going offline, expected here.
    takeConnectionReports();
  }, 30_000);

  it('fails a send the server takes 30 seconds to answer within the bound, and it lands once', async () => {
    const repository = repositoryOf(connectVisitor(), { sendTimeoutMs: 300 });
    await repository.getUser();
    proxy.hold();

    const started = Date.now();
    await expect(repository.insertMail(newMessage())).rejects.toBeInstanceOf(SendTimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(proxy.bytesHeld()).toBeGreaterThan(0);
    expect(await storedEmails()).toEqual([]);

    proxy.release();
    await waitForEmulator(async () => expect(await storedEmails()).toHaveLength(1));
  });

  it('lands a send exactly once when the connection drops during it and comes back', async () => {
    const repository = repositoryOf(connectVisitor(), { sendTimeoutMs: 10_000 });
    await repository.getUser();
    proxy.hold();
    const message = newMessage();
    const sent = repository.insertMail(message);
    await waitForEmulator(() => expect(proxy.bytesHeld()).toBeGreaterThan(0));

    // The held write dies with the connection; the SDK writes it again once reconnected.
    proxy.dropConnections();
    proxy.release();
    const id = await sent;

    const emails = await storedEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ name: 'Jo', email: 'jo@example.com', message: 'Hi' });
    expect(id).toBe(message.id);
    takeConnectionReports();
  }, 20_000);

  it('stores one document when a send times out and is sent again once the connection is back', async () => {
    const page = connectVisitor();
    const repository = repositoryOf(page, { sendTimeoutMs: 300 });
    await repository.getUser();
    proxy.refuse();
    proxy.dropConnections();
    const message = newMessage();
    await expect(repository.insertMail(message)).rejects.toBeInstanceOf(SendTimeoutError);

    // The visitor presses Submit again once back online; the SDK still holds the first write.
    await proxy.accept();
    // The same page (the same SDK instance), with room for the SDK to reconnect.
    const resend = repositoryOf(page, { sendTimeoutMs: 15_000 });
    await expect(resend.insertMail(message)).resolves.toBe(message.id);
    // Every write the page's SDK queued, the first send's too, is acknowledged: none lands later.
    await waitForPendingWrites(page.db);
    expect(await storedIds()).toEqual([message.id]);
    takeConnectionReports();
  }, 30_000);

  it('stores one document, unchanged, when the draft is sent again after a reload', async () => {
    // The same visitor before and after: their anonymous account outlives a reload.
    const before = repositoryOf(connectVisitor('reloading'), { sendTimeoutMs: 300 });
    await before.getUser();
    proxy.hold();
    const message = newMessage();
    await expect(before.insertMail(message)).rejects.toBeInstanceOf(SendTimeoutError);
    // The write was on its way and lands after the page gave up on it.
    proxy.release();
    await waitForEmulator(async () => expect(await storedIds()).toEqual([message.id]));
    const [landed] = await storedEmails();

    // A reload: a new client and repository, the same draft and so the same id.
    const after = repositoryOf(connectVisitor('reloading'));
    await expect(after.insertMail({ ...message, date: new Date() })).resolves.toBe(message.id);
    expect(await storedIds()).toEqual([message.id]);
    expect(await storedEmails()).toEqual([landed]);
    // The rules refuse the second write under the stored id; that refusal is how it is known.
    expect(takeFirebaseWarningsLike(REFUSED_WRITE)).not.toEqual([]);
  }, 30_000);

  it('stores one document for two fast presses of Submit', async () => {
    const repository = repositoryOf(connectVisitor());
    const message = newMessage();
    await expect(
      Promise.all([repository.insertMail(message), repository.insertMail(message)]),
    ).resolves.toEqual([message.id, message.id]);
    expect(await storedIds()).toEqual([message.id]);
    // Whichever write comes second is refused under the stored id.
    takeFirebaseWarningsLike(REFUSED_WRITE);
  });

  it('reports a listener the rules refuse as an error, and a new subscription recovers once they allow it', async () => {
    const realRules = readFileSync('firestore.rules', 'utf8');
    const projectsReadable = /(match \/Projects\/\{projectId\} \{\s*allow read: if) true;/;
    expect(realRules).toMatch(projectsReadable);
    await project.loadRules(realRules.replace(projectsReadable, '$1 false;'));

    const repository = repositoryOf(connectVisitor());
    const error = await new Promise<unknown>((resolve) => {
      repository.subscribeToProjects(() => {}, resolve);
    });
    expect(error).toMatchObject({ code: 'permission-denied' });

    // What the page's Retry does, once the owner has fixed the rules: subscribe again.
    await project.loadRules(realRules);
    await putProject('p1', 'Back');
    const projects = await new Promise<Project[]>((resolve, reject) => {
      repository.subscribeToProjects(resolve, reject);
    });
    expect(projects.map((project) => project.title)).toEqual(['Back']);
  });

  it('keeps the projects stream going when the server goes away and comes back empty', async () => {
    await putProject('p1', 'Before');
    const repository = repositoryOf(connectVisitor());
    const { seen, errors, unsubscribe } = watchTitles(repository);
    await waitForEmulator(() => expect(seen.at(-1)).toEqual(['Before']));

    // As a restarted server: every connection lost, none taken for a while, then back with no
    // data; the owner publishes again.
    proxy.refuse();
    proxy.dropConnections();
    await clearData(project.address, PROJECT_ID);
    await proxy.accept();
    await putProject('p1', 'Before');
    await putProject('p2', 'After');
    // The SDK's reconnection back-off grows while the port refuses: up to some 20 s on a busy CI.
    await waitForEmulator(() => expect(seen.at(-1)).toEqual(['Before', 'After']), {
      timeout: 30_000,
    });
    expect(errors).toEqual([]);
    unsubscribe();
    takeConnectionReports();
  }, 60_000);

  it('never answers with an empty list while the server is unreachable, and goes on once it is back', async () => {
    await putProject('p1', 'Kept');
    proxy.refuse();
    const visitor = connectVisitor();
    const repository = repositoryOf(visitor);
    const { seen, errors, unsubscribe } = watchTitles(repository);
    // Unable to connect, the SDK reports it and answers from its cache, which holds nothing:
    // that is not the owner's list, and the page must keep showing what it has. The SDK answers
    // the listeners of a query in the order they subscribed, so once a witness subscribed after
    // the repository's listener has the cache's answer, that listener has had it too. (Its report
    // is logged just before the answers are scheduled: waiting for the report would race them.)
    await new Promise<void>((resolve, reject) => {
      const stop = onSnapshot(
        collection(visitor.db, 'Projects'),
        (snapshot) => {
          if (!snapshot.metadata.fromCache) return;
          stop();
          resolve();
        },
        reject,
      );
    });
    expect(seen).toEqual([]);

    await proxy.accept();
    await waitForEmulator(() => expect(seen).toEqual([['Kept']]));
    expect(errors).toEqual([]);
    unsubscribe();
    expect(takeConnectionReports().join('\n')).toContain('Could not reach Cloud Firestore');
  }, 30_000);

  it('writes nothing when App Check refuses the visitor, and says why', async () => {
    const throttled = Object.assign(new Error('AppCheck: Requests throttled.'), {
      code: 'appCheck/throttled',
    });
    const refused = repositoryOf(connectVisitor(), {
      verifyVisitor: () => Promise.reject(throttled),
    });
    const error = await refused.insertMail(newMessage()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VisitorCheckError);
    expect((error as VisitorCheckError).reason).toBe(throttled);
    expect(await storedEmails()).toEqual([]);

    const verified = repositoryOf(connectVisitor(), { verifyVisitor: async () => {} });
    await verified.insertMail(newMessage());
    expect(await storedEmails()).toHaveLength(1);
  });
});
