// @vitest-environment node
import { status } from '@grpc/grpc-js';
import { collection, doc, getDocs, setDoc, type Firestore } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirestoreRepository, SendTimeoutError } from '@/data/firestore-repository';
import type { PortfolioRepository } from '@/data/portfolio-repository';
import type { Project } from '@/domain/project';
import { VisitorCheckError } from '@/domain/send-errors';
import { takeConsoleErrors } from '../support/console-errors';
import { connectTestClient } from '../support/firestore-client';
import { startFirestoreEmulator, type FirestoreEmulator } from '../support/firestore-emulator';

const message = { name: 'Jo', email: 'jo@example.com', message: 'Hi', date: new Date() };

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
 * Each fault ends in a defined state: a send either lands exactly once or fails within the
 * bound (the form then keeps the text), and a listener either recovers by itself or reports an
 * error that the page's Retry answers.
 */
describe('Firestore repository under network faults', () => {
  let emulator: FirestoreEmulator;
  const clients: { db: Firestore; close: () => Promise<void> }[] = [];
  const connect = () => {
    const client = connectTestClient(emulator);
    clients.push(client);
    return client.db;
  };
  const storedEmails = async () =>
    (await getDocs(collection(connect(), 'Emails'))).docs.map((entry) => entry.data());

  beforeEach(async () => {
    emulator = await startFirestoreEmulator();
  });
  afterEach(async () => {
    emulator.stop();
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });

  it('fails a send made while the server is unreachable, within the bound', async () => {
    const repository = createFirestoreRepository(connect(), { sendTimeoutMs: 300 });
    await repository.getUser();
    emulator.stop();
    const started = Date.now();
    await expect(repository.insertMail(message)).rejects.toBeInstanceOf(SendTimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('fails a send the server takes 30 seconds to answer, within the bound', async () => {
    const repository = createFirestoreRepository(connect(), { sendTimeoutMs: 300 });
    emulator.faults.holdWrites = true;
    const started = Date.now();
    await expect(repository.insertMail(message)).rejects.toBeInstanceOf(SendTimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(emulator.writesReceived()).toBe(1);
  });

  it('lands a send exactly once when the connection drops during it and comes back', async () => {
    const repository = createFirestoreRepository(connect(), { sendTimeoutMs: 10_000 });
    emulator.faults.holdWrites = true;
    const sent = repository.insertMail(message);
    await vi.waitFor(() => expect(emulator.writesReceived()).toBe(1));

    // The held write dies with the connection; the SDK writes it again once reconnected.
    emulator.faults.holdWrites = false;
    await emulator.restart();
    const id = await sent;

    const emails = await storedEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ name: 'Jo', email: 'jo@example.com', message: 'Hi' });
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('reports a refused listener as an error, and a new subscription recovers', async () => {
    const repository = createFirestoreRepository(connect());
    emulator.faults.refuseListens = status.PERMISSION_DENIED;
    const error = await new Promise<unknown>((resolve) => {
      repository.subscribeToProjects(() => {}, resolve);
    });
    expect(error).toMatchObject({ code: 'permission-denied' });

    // What the page's Retry does: subscribe again.
    emulator.faults.refuseListens = null;
    await setDoc(doc(connect(), 'Projects', 'p1'), { title: 'Back' });
    const projects = await new Promise<Project[]>((resolve, reject) => {
      repository.subscribeToProjects(resolve, reject);
    });
    expect(projects.map((project) => project.title)).toEqual(['Back']);
  });

  it('keeps the projects stream going across a server restart', async () => {
    const owner = connect();
    await setDoc(doc(owner, 'Projects', 'p1'), { title: 'Before' });
    const repository = createFirestoreRepository(connect());
    const { seen, errors, unsubscribe } = watchTitles(repository);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['Before']));

    await emulator.restart();
    await setDoc(doc(owner, 'Projects', 'p2'), { title: 'After' });
    await vi.waitFor(() => expect(seen.at(-1)?.sort()).toEqual(['After', 'Before']), {
      timeout: 10_000,
    });
    expect(errors).toEqual([]);
    unsubscribe();
  });

  it('never answers with an empty list while the server is unreachable, and goes on once it is back', async () => {
    await setDoc(doc(connect(), 'Projects', 'p1'), { title: 'Kept' });
    emulator.stop();
    const repository = createFirestoreRepository(connect());
    const { seen, errors, unsubscribe } = watchTitles(repository);
    // Unable to connect, the SDK soon answers from its cache, which holds nothing: that is not
    // the owner's list, and the page must keep showing what it has.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(seen).toEqual([]);

    await emulator.restart();
    await vi.waitFor(() => expect(seen).toEqual([['Kept']]), { timeout: 15_000 });
    expect(errors).toEqual([]);
    unsubscribe();
    // The SDK's own report of going offline, expected here.
    expect(takeConsoleErrors().flat().join(' ')).toContain('Could not reach Cloud Firestore');
  }, 30_000);

  it('writes nothing when App Check refuses the visitor, and says why', async () => {
    const throttled = Object.assign(new Error('AppCheck: Requests throttled.'), {
      code: 'appCheck/throttled',
    });
    const refused = createFirestoreRepository(connect(), {
      verifyVisitor: () => Promise.reject(throttled),
    });
    const error = await refused.insertMail(message).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VisitorCheckError);
    expect((error as VisitorCheckError).reason).toBe(throttled);
    expect(emulator.writesReceived()).toBe(0);

    const verified = createFirestoreRepository(connect(), { verifyVisitor: async () => {} });
    await verified.insertMail(message);
    expect(await storedEmails()).toHaveLength(1);
  });
});
