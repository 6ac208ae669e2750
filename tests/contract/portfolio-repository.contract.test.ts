// @vitest-environment node
// The Firestore SDK's Node build speaks gRPC, which is what the in-process emulator serves.
import { collection, deleteDoc, doc, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirestoreRepository } from '@/data/firestore-repository';
import { createMemoryRepository } from '@/data/memory-repository';
import type { PortfolioDocuments, PortfolioRepository } from '@/data/portfolio-repository';
import type { Project } from '@/domain/project';
import { makeProject, makeUser } from '../support/factories';
import { connectTestClient } from '../support/firestore-client';
import { startFirestoreEmulator } from '../support/firestore-emulator';

interface StoredMessage {
  id: string;
  fields: Record<string, unknown>;
}

/** One repository under test, and a way to change and inspect its storage from outside. */
interface Harness {
  repository: PortfolioRepository;
  putProject(id: string, document: Record<string, unknown>): Promise<void>;
  removeProject(id: string): Promise<void>;
  storedMessages(): Promise<StoredMessage[]>;
  close(): Promise<void>;
}

type HarnessFactory = (content: PortfolioDocuments) => Promise<Harness>;

const memoryHarness: HarnessFactory = async (content) => {
  const repository = createMemoryRepository(content);
  return {
    repository,
    putProject: async (id, document) => repository.putProject(id, document),
    removeProject: async (id) => repository.removeProject(id),
    storedMessages: async () =>
      repository.listMessages().map(({ id, ...fields }) => ({ id, fields })),
    close: async () => {},
  };
};

const firestoreHarness: HarnessFactory = async (content) => {
  const emulator = await startFirestoreEmulator();
  // The owner's side (seeding, editing) and the visitor's side are separate clients.
  const owner = connectTestClient(emulator);
  const visitor = connectTestClient(emulator);
  if (content.user != null) await setDoc(doc(owner.db, 'User', 'user'), content.user);
  for (const project of (content.projects ?? []) as Record<string, unknown>[]) {
    const { id, ...fields } = project;
    await setDoc(doc(owner.db, 'Projects', String(id)), fields);
  }
  return {
    repository: createFirestoreRepository(visitor.db),
    putProject: (id, document) => setDoc(doc(owner.db, 'Projects', id), document),
    removeProject: (id) => deleteDoc(doc(owner.db, 'Projects', id)),
    storedMessages: async () => {
      const snapshot = await getDocs(collection(owner.db, 'Emails'));
      return snapshot.docs.map((entry) => {
        const fields = entry.data();
        const date = fields.date instanceof Timestamp ? fields.date.toDate() : fields.date;
        return { id: entry.id, fields: { ...fields, date } };
      });
    },
    close: async () => {
      await Promise.all([owner.close(), visitor.close()]);
      emulator.stop();
    },
  };
};

describe.each([
  ['memory repository', memoryHarness],
  ['Firestore repository on the emulator', firestoreHarness],
])('%s', (_name, createHarness) => {
  let harness: Harness | undefined;
  const setup = async (content: PortfolioDocuments) => {
    harness = await createHarness(content);
    return harness;
  };
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });

  it('reads the profile', async () => {
    const { repository } = await setup({ user: makeUser({ name: 'Ada' }), projects: [] });
    await expect(repository.getUser()).resolves.toMatchObject({
      name: 'Ada',
      github: 'https://github.com/ada-example',
      facebook: '',
    });
  });

  it('reads a malformed profile safely', async () => {
    const { repository } = await setup({
      user: {
        name: 42,
        bio: ['not', 'text'],
        github: 'javascript:alert(1)',
        linkedin: { url: 'https://x' },
        extra: { deeply: { nested: true } },
      },
      projects: [],
    });
    const user = await repository.getUser();
    expect(user).toMatchObject({ name: '', bio: '', github: '', linkedin: '' });
    expect(user).not.toHaveProperty('extra');
  });

  it('has no profile when the document does not exist', async () => {
    const { repository } = await setup({ projects: [] });
    await expect(repository.getUser()).resolves.toBeNull();
  });

  it('streams the projects live: an add, a change and a delete, until unsubscribed', async () => {
    const { repository, putProject, removeProject } = await setup({
      user: makeUser(),
      projects: [makeProject({ id: 'a', title: 'A', tags: ['x'] })],
    });
    const emissions: Project[][] = [];
    const onError = vi.fn();
    const unsubscribe = repository.subscribeToProjects(
      (projects) => emissions.push(projects),
      onError,
    );
    const titles = () =>
      emissions
        .at(-1)
        ?.map((project) => project.title)
        .sort();

    await vi.waitFor(() => expect(titles()).toEqual(['A']));
    expect(emissions.at(-1)?.[0]).toEqual({
      id: 'a',
      title: 'A',
      description: 'A project.',
      tags: ['x'],
      images: [],
      githubLink: '',
      projectLink: '',
      appStoreLink: '',
    });

    await putProject('b', { title: 'B', tags: 'not a list', githubLink: 'javascript:x' });
    await vi.waitFor(() => expect(titles()).toEqual(['A', 'B']));
    expect(emissions.at(-1)?.find((project) => project.id === 'b')).toMatchObject({
      tags: [],
      githubLink: '',
    });

    await putProject('a', { title: 'A2' });
    await vi.waitFor(() => expect(titles()).toEqual(['A2', 'B']));

    await removeProject('b');
    await vi.waitFor(() => expect(titles()).toEqual(['A2']));

    unsubscribe();
    const count = emissions.length;
    await putProject('c', { title: 'C' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(emissions).toHaveLength(count);
    expect(onError).not.toHaveBeenCalled();
  });

  it('stores a message with exactly its four fields and returns the new id', async () => {
    const { repository, storedMessages } = await setup({ projects: [] });
    const before = Date.now();
    const id = await repository.insertMail({
      name: 'Jo',
      email: 'jo@example.com',
      message: 'Hello\nthere',
      date: new Date(),
    });
    const stored = await storedMessages();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).toBe(id);
    expect(Object.keys(stored[0]?.fields ?? {}).sort()).toEqual([
      'date',
      'email',
      'message',
      'name',
    ]);
    expect(stored[0]?.fields).toMatchObject({
      name: 'Jo',
      email: 'jo@example.com',
      message: 'Hello\nthere',
    });
    const date = stored[0]?.fields.date;
    expect(date).toBeInstanceOf(Date);
    expect((date as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((date as Date).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
