// @vitest-environment node
// The Firestore SDK's Node build speaks gRPC to the official emulator, with the real rules loaded.
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore, type MemoryStore } from '@/data/memory-store';
import { DAY_SECONDS } from '@/domain/send-limits';
import type { PortfolioDocuments } from '@/data/portfolio-repository';
import { createFirestoreStudioRepository } from '@/data/studio/firestore-studio-repository';
import { createMemoryStudioRepository } from '@/data/studio/memory-studio-repository';
import { VersionConflictError, type StudioRepository } from '@/data/studio/studio-repository';
import type { PortfolioFile } from '@/domain/portfolio-file';
import { POST_LIMITS } from '@/domain/post';
import {
  MAX_PUBLISHES_PER_HOUR,
  PUBLISH_REQUESTS_COLLECTION,
  PUBLISHED_RECORD_PATH,
  type PublishingStatus,
} from '@/domain/publishing';
import { emptyResumeFile } from '@/domain/resume-file';
import { toStoredResumeEntries } from '@/domain/resume';
import { emptyStudioResume } from '@/domain/studio-resume';
import { toContentFile } from '@/domain/content-changes';
import type {
  InboxMessage,
  PostFields,
  StudioContent,
  StudioPost,
  StudioProject,
} from '@/domain/studio-content';
import {
  describeOnEmulator,
  useEmulatorProject,
  type EmulatorProject,
} from '../support/emulator-project';
import { makePost, makeProject, makeUser, type PostDocument } from '../support/factories';
import { recordDelivery } from '../support/memory-deliveries';
import { REFUSED_WRITE, takeFirebaseWarningsLike } from '../support/firebase-warnings';
import { connectOwner } from '../support/firestore-client';
import { connectSignedInClient, OWNER_TOKEN, STRANGER_TOKEN } from '../support/studio-client';
import { waitForEmulator } from '../support/wait-for-emulator';

type Document = Record<string, unknown>;

interface ArrangedMessage {
  id: string;
  date: Date | null;
  delivery?: { state: string; error?: string };
}

/** One studio repository under test, and its storage changed and read from outside. */
interface StudioHarness {
  repository: StudioRepository;
  putProfile(document: Document): Promise<void>;
  putProject(id: string, document: Document): Promise<void>;
  removeProject(id: string): Promise<void>;
  storedProfile(): Promise<Document | undefined>;
  storedProject(id: string): Promise<Document | undefined>;
  putResumeEntry(id: string, document: Document): Promise<void>;
  removeResumeEntry(id: string): Promise<void>;
  storedResumeEntry(id: string): Promise<Document | undefined>;
  putPost(slug: string, document: Document): Promise<void>;
  storedPost(slug: string): Promise<Document | undefined>;
  /** Stores a visitor's message (and its delivery record, as the Cloud Function writes it). */
  addMessage(message: ArrangedMessage): Promise<void>;
  /** Writes `Publishing/published` as the deploy does (null deletes it). */
  putPublished(record: Document | null): Promise<void>;
  /** Writes `PublishRequests/<id>` as the callable and the deploy do. */
  putPublishRequest(id: string, request: Document): Promise<void>;
  close(): Promise<void>;
}

type StudioHarnessFactory = (content: PortfolioDocuments) => Promise<StudioHarness>;

const memoryHarness: StudioHarnessFactory = async (content) => {
  // Messages arranged as from many visitors (in Firestore, the Admin SDK writes them): the memory
  // store counts one visitor's sends, so its clock moves on a day at each, past every limit.
  let days = 0;
  const store = createMemoryStore(content, {
    now: () => new Date(Date.now() + (days += 1) * DAY_SECONDS * 1000),
  });
  return {
    repository: createMemoryStudioRepository(store),
    putProfile: async (document) => {
      store.stored.user = document;
      store.changed('content');
    },
    putProject: async (id, document) => store.putProject(id, document),
    removeProject: async (id) => store.removeProject(id),
    storedProfile: async () => store.stored.user as Document | undefined,
    storedProject: async (id) => store.stored.projects.get(id) as Document | undefined,
    putResumeEntry: async (id, document) => store.putResumeEntry(id, document),
    removeResumeEntry: async (id) => store.removeResumeEntry(id),
    storedResumeEntry: async (id) => store.stored.resume.get(id) as Document | undefined,
    putPost: async (slug, document) => store.putPost(slug, document),
    storedPost: async (slug) => store.stored.posts.get(slug) as Document | undefined,
    addMessage: async ({ id, date, delivery }) => {
      await store.repository.insertMail({
        id,
        name: `Sender ${id}`,
        email: `${id}@example.com`,
        message: `Text of ${id}`,
        date: date ?? new Date(),
      });
      if (!date) {
        // The memory store always dates a message; one without a date is Firestore's odd case,
        // made here by storing the raw document again.
        const stored = store.listMessages().find((message) => message.id === id);
        if (stored) Object.assign(stored, { date: undefined });
      }
      if (delivery) {
        recordDelivery(store, id, delivery.state as 'sending', delivery.error);
      }
    },
    putPublished: async (record) => {
      store.stored.published = record ?? undefined;
      store.changed('publishing');
    },
    putPublishRequest: async (id, request) => {
      store.stored.publishRequests.set(id, request);
      store.changed('publishing');
    },
    close: async () => {},
  };
};

/**
 * The studio's repository on the web SDK signed in as the owner, under the real rules; the
 * Admin SDK (which the rules do not bind) changes and reads the documents from outside, and
 * writes what only the Cloud Function writes (Deliveries).
 */
const firestoreHarness =
  (project: EmulatorProject): StudioHarnessFactory =>
  async (content) => {
    const admin = connectOwner(project);
    const owner = connectSignedInClient(project, OWNER_TOKEN);
    if (content.user != null) await admin.db.doc('User/user').set(content.user);
    // As `npm run seed` stores them before versions: each project's place as its order.
    for (const [order, entry] of ((content.projects ?? []) as Document[]).entries()) {
      await admin.db.doc(`Projects/${String(entry.id)}`).set({ ...fieldsOf(entry), order });
    }
    for (const { id, document } of toStoredResumeEntries(content.resume)) {
      await admin.db.doc(`Resume/${id}`).set(document);
    }
    for (const { slug, ...fields } of (content.posts ?? []) as PostDocument[]) {
      await admin.db.doc(`Posts/${slug}`).set(fields);
    }
    const read = async (path: string) => (await admin.db.doc(path).get()).data();
    return {
      repository: createFirestoreStudioRepository(owner.db),
      putProfile: async (document) => {
        await admin.db.doc('User/user').set(document);
      },
      putProject: async (id, document) => {
        await admin.db.doc(`Projects/${id}`).set(document);
      },
      removeProject: async (id) => {
        await admin.db.doc(`Projects/${id}`).delete();
      },
      storedProfile: () => read('User/user'),
      storedProject: (id) => read(`Projects/${id}`),
      putResumeEntry: async (id, document) => {
        await admin.db.doc(`Resume/${id}`).set(document);
      },
      removeResumeEntry: async (id) => {
        await admin.db.doc(`Resume/${id}`).delete();
      },
      storedResumeEntry: (id) => read(`Resume/${id}`),
      putPost: async (slug, document) => {
        await admin.db.doc(`Posts/${slug}`).set(document);
      },
      storedPost: (slug) => read(`Posts/${slug}`),
      addMessage: async ({ id, date, delivery }) => {
        await admin.db.doc(`Emails/${id}`).set({
          name: `Sender ${id}`,
          email: `${id}@example.com`,
          message: `Text of ${id}`,
          ...(date ? { date: Timestamp.fromDate(date) } : {}),
        });
        if (delivery) await admin.db.doc(`Deliveries/${id}`).set(delivery);
      },
      // The Admin SDK stores each Date as a Timestamp, as the deploy and the callable write them.
      putPublished: async (record) => {
        const published = admin.db.doc(PUBLISHED_RECORD_PATH.join('/'));
        await (record ? published.set(record) : published.delete());
      },
      putPublishRequest: async (id, request) => {
        await admin.db.doc(`${PUBLISH_REQUESTS_COLLECTION}/${id}`).set(request);
      },
      close: async () => {
        await Promise.all([owner.close(), admin.close()]);
      },
    };
  };

describe('memory studio repository', () => {
  describeStudioContract(() => memoryHarness);

  describe('publishing, as the callable and the deploy do it', () => {
    const stops: (() => void)[] = [];
    afterEach(() => stops.splice(0).forEach((stop) => stop()));

    function publishingOf(store: MemoryStore) {
      const repository = createMemoryStudioRepository(store);
      const states: string[] = [];
      let latest: PublishingStatus | undefined;
      stops.push(
        repository.subscribeToPublishing((status) => {
          latest = status;
          const state = status.latest?.state;
          if (state && states.at(-1) !== state) states.push(state);
        }, vi.fn()),
      );
      return { repository, states, latest: () => latest };
    }

    it('records a request asked, then running, then published with the content as the record', async () => {
      const store = createMemoryStore({ user, projects: [alpha, beta] }, { latencyMs: 5 });
      const { repository, states, latest } = publishingOf(store);
      await vi.waitFor(() => expect(latest()).toEqual({ published: null, latest: null }));
      const { request } = await repository.requestPublish();
      await vi.waitFor(() => expect(latest()?.latest?.state).toBe('published'));
      expect(states).toEqual(['asked', 'running', 'published']);
      expect(latest()?.latest).toMatchObject({ id: request, reason: null });
      expect(latest()?.published).toMatchObject({
        commit: null,
        profile: 0,
        projects: { alpha: { version: 0, title: 'Alpha' }, beta: { version: 0, title: 'Beta' } },
        resume: {},
      });
    });

    it('refuses a second press while one is under way, naming when it was asked', async () => {
      const store = createMemoryStore({ user, projects: [alpha] }, { latencyMs: 20 });
      const { repository, latest } = publishingOf(store);
      await repository.requestPublish();
      const askedAt = [...store.stored.publishRequests.values()].map(
        (request) => (request as { askedAt: Date }).askedAt,
      )[0]!;
      await expect(repository.requestPublish()).rejects.toThrow(
        `A publish is already under way, asked at ${askedAt.toISOString()}.`,
      );
      expect(store.stored.publishRequests.size).toBe(1);
      await vi.waitFor(() => expect(latest()?.latest?.state).toBe('published'));
      await expect(repository.requestPublish()).resolves.toEqual({ request: expect.any(String) });
    });

    it('records the deploy failed, with the reason, and the record unchanged, with fail=publish', async () => {
      const store = createMemoryStore({ user, projects: [alpha] }, { fail: new Set(['publish']) });
      const { repository, states, latest } = publishingOf(store);
      await repository.requestPublish();
      await vi.waitFor(() => expect(latest()?.latest?.state).toBe('failed'));
      expect(states).toEqual(['asked', 'running', 'failed']);
      expect(latest()?.latest?.reason).toBe('The deploy failed (simulated failure).');
      expect(latest()?.published).toBeNull();
    });

    it('refuses past the hourly bound', async () => {
      const store = createMemoryStore({ user, projects: [alpha] });
      const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
      for (let index = 0; index < MAX_PUBLISHES_PER_HOUR; index += 1) {
        const askedAt = minutesAgo(50 - index);
        store.stored.publishRequests.set(`r${index}`, {
          state: 'published',
          askedAt,
          updatedAt: askedAt,
          reason: null,
        });
      }
      const { repository } = publishingOf(store);
      await expect(repository.requestPublish()).rejects.toThrow(
        /^At most 5 publishes an hour: try again after \S+\.$/,
      );
      expect(store.stored.publishRequests.size).toBe(MAX_PUBLISHES_PER_HOUR);
    });

    it("starts the demo's record as the content it was built from, versions and titles", async () => {
      const store = createMemoryStore({ user, projects: [alpha] });
      const at = new Date('2026-11-20T09:30:00Z');
      const hello = makePost({ slug: 'hello', title: 'Hello' });
      const draft = makePost({ slug: 'unfinished', draft: true });
      store.stored.builtFrom = {
        documents: createMemoryStore({ user, projects: [alpha, beta], posts: [hello, draft] })
          .stored,
        at,
      };
      store.removeProject('alpha');
      const { latest } = publishingOf(store);
      await vi.waitFor(() =>
        expect(latest()?.published).toEqual({
          publishedAt: at,
          commit: null,
          profile: 0,
          projects: { alpha: { version: 0, title: 'Alpha' }, beta: { version: 0, title: 'Beta' } },
          resume: {},
          posts: { hello: { version: 0, title: 'Hello' } },
        }),
      );
    });
  });
});

describeOnEmulator('Firestore studio repository on the official emulator', () => {
  const project = useEmulatorProject('studio-contract');
  describeStudioContract(() => firestoreHarness(project));

  it('rejects a press with a clear Error when the publishSite function cannot be reached', async () => {
    const owner = connectSignedInClient(project, OWNER_TOKEN);
    try {
      // A port nothing listens on: no Functions emulator, no function.
      const repository = createFirestoreStudioRepository(owner.db, {
        functionsEmulatorHost: '127.0.0.1:9',
      });
      const error = await repository.requestPublish().then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({
        code: 'internal',
        message: expect.stringMatching(/^The publishSite function could not be reached, or failed/),
      });
    } finally {
      await owner.close();
    }
  });

  describe('a signed-in stranger (no owner claim)', () => {
    it('is refused the content (the drafts are the owner’s alone), every write and the inbox', async () => {
      const admin = connectOwner(project);
      const stranger = connectSignedInClient(project, STRANGER_TOKEN);
      try {
        await admin.db.doc('User/user').set(user);
        await admin.db.doc('Projects/alpha').set({ ...fieldsOf(alpha), order: 0 });
        await admin.db.doc('Emails/m1').set({ name: 'Jo', email: 'jo@example.com', message: 'Hi' });
        const repository = createFirestoreStudioRepository(stranger.db);

        // The studio shows a stranger no content (studio-screens.tsx): its listener reads every
        // post, drafts too, which the rules keep for the owner.
        const onContent = vi.fn();
        const onContentError = vi.fn();
        const stopContent = repository.subscribeToContent(onContent, onContentError);
        await waitForEmulator(() => expect(onContentError).toHaveBeenCalledTimes(1));
        expect(onContentError.mock.calls[0]?.[0]).toMatchObject({ code: 'permission-denied' });
        expect(onContent).not.toHaveBeenCalled();
        stopContent();

        const onInbox = vi.fn();
        const onInboxError = vi.fn();
        const stopInbox = repository.subscribeToInbox(onInbox, onInboxError);
        await waitForEmulator(() => expect(onInboxError).toHaveBeenCalledTimes(1));
        expect(onInboxError.mock.calls[0]?.[0]).toMatchObject({ code: 'permission-denied' });
        expect(onInbox).not.toHaveBeenCalled();
        stopInbox();

        await admin.db.doc(PUBLISHED_RECORD_PATH.join('/')).set({ publishedAt: new Date() });
        const onPublishing = vi.fn();
        const onPublishingError = vi.fn();
        const stopPublishing = repository.subscribeToPublishing(onPublishing, onPublishingError);
        await waitForEmulator(() => expect(onPublishingError).toHaveBeenCalledTimes(1));
        expect(onPublishingError.mock.calls[0]?.[0]).toMatchObject({ code: 'permission-denied' });
        expect(onPublishing).not.toHaveBeenCalled();
        stopPublishing();

        const refused = { code: 'permission-denied' };
        const fields = fieldsOf(makeProject()) as never;
        await expect(repository.saveProfile(user as never, 0)).rejects.toMatchObject(refused);
        await expect(
          repository.saveProject({ id: 'intruder', fields, order: 1 }, 0),
        ).rejects.toMatchObject(refused);
        await expect(repository.deleteProject('alpha')).rejects.toMatchObject(refused);
        await expect(
          repository.savePost({ slug: 'intruder', fields: postFields(makePost()) }, 0),
        ).rejects.toMatchObject(refused);
        await expect(repository.deletePost('alpha')).rejects.toMatchObject(refused);
        await expect(
          repository.reorderProjects([{ id: 'alpha', version: 0 }]),
        ).rejects.toMatchObject(refused);
        await expect(repository.setMessageHandled('m1', true)).rejects.toMatchObject(refused);
        await expect(repository.deleteMessage('m1')).rejects.toMatchObject(refused);
        expect(takeFirebaseWarningsLike(REFUSED_WRITE)).not.toEqual([]);

        expect((await admin.db.doc('User/user').get()).data()).toEqual(user);
        expect((await admin.db.doc('Projects/alpha').get()).exists).toBe(true);
        expect((await admin.db.doc('Projects/intruder').get()).exists).toBe(false);
        expect((await admin.db.doc('Emails/m1').get()).data()).not.toHaveProperty('handled');
      } finally {
        await Promise.all([stranger.close(), admin.close()]);
      }
    });
  });
});

const user = makeUser({ name: 'Ada' });
const alpha = makeProject({ id: 'alpha', title: 'Alpha' });
const beta = makeProject({ id: 'beta', title: 'Beta', tags: ['x'] });
const gamma = makeProject({ id: 'gamma', title: 'Gamma' });

const fieldsOf = ({ id: _id, ...fields }: Document) => fields;

const emptyWork = {
  name: '',
  position: '',
  location: '',
  url: '',
  description: '',
  startDate: '',
  endDate: '',
  summary: '',
  highlights: [] as string[],
};
const workFields = (name: string) => ({
  ...emptyWork,
  name,
  position: 'Developer',
  url: 'https://example.com',
  startDate: '2021-03',
  highlights: ['Shipped it'],
});
const skillFields = { name: 'Web', level: 'Advanced', keywords: ['React'] };
const educationFields = {
  institution: 'Chalmers',
  area: 'Interaction design',
  studyType: 'MSc',
  url: '',
  startDate: '2015',
  endDate: '2017',
  score: '',
  courses: ['Mobile computing'],
};

/** A post's fields as the studio edits them: the document without its slug. */
const postFields = ({ slug: _slug, ...fields }: PostDocument) => fields as unknown as PostFields;

/** The contract: the same assertions for both implementations. */
function describeStudioContract(harnessFactory: () => StudioHarnessFactory) {
  let harness: StudioHarness | undefined;
  const stops: (() => void)[] = [];
  const setup = async (content: PortfolioDocuments = { user, projects: [alpha, beta, gamma] }) => {
    harness = await harnessFactory()(content);
    return harness;
  };
  afterEach(async () => {
    stops.splice(0).forEach((stop) => stop());
    await harness?.close();
    harness = undefined;
  });

  /** Listens to the content, keeping the latest; resolves once it has arrived. */
  async function watchContent(repository: StudioRepository) {
    let latest: StudioContent | undefined;
    const onError = vi.fn();
    stops.push(repository.subscribeToContent((content) => (latest = content), onError));
    await waitForEmulator(() => expect(latest).toBeDefined());
    return {
      latest: () => latest!,
      ids: () => latest?.projects.map(({ id }) => id),
      project: (id: string) => latest?.projects.find((project) => project.id === id),
      onError,
    };
  }

  const conflictOf = async (write: Promise<void>) => {
    const error = await write.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(VersionConflictError);
    return (error as VersionConflictError).current;
  };

  describe('content', () => {
    it("arrives with the profile and the projects in the owner's order, versions read", async () => {
      const { repository, putProject } = await setup();
      await putProject('beta', { ...fieldsOf(beta), order: 1, version: 4 });
      const content = await watchContent(repository);
      await waitForEmulator(() => expect(content.project('beta')?.version).toBe(4));
      expect(content.latest()).toEqual({
        profile: { fields: fieldsOf(user), version: 0 },
        projects: [
          { id: 'alpha', fields: fieldsOf(alpha), order: 0, version: 0 },
          { id: 'beta', fields: fieldsOf(beta), order: 1, version: 4 },
          { id: 'gamma', fields: fieldsOf(gamma), order: 2, version: 0 },
        ],
        resume: emptyStudioResume(),
        posts: [],
      });
      expect(content.onError).not.toHaveBeenCalled();
    });

    it("arrives with the career record, each section in the owner's order, as seeded", async () => {
      const { repository, putResumeEntry } = await setup({
        user,
        projects: [],
        resume: { work: [workFields('Later'), workFields('Earlier')], skills: [skillFields] },
      });
      await putResumeEntry('work-2', {
        ...workFields('Earlier'),
        section: 'work',
        order: 1,
        version: 3,
      });
      // Read for editing: nothing clipped, an order the rules refuse numbered after the rest.
      await putResumeEntry('odd', {
        section: 'work',
        order: 'last',
        name: 42,
        startDate: '2021-13',
        highlights: ['kept', 7],
      });
      await putResumeEntry('unknown', { section: 'interests', order: 0, name: 'Chess' });
      const content = await watchContent(repository);
      await waitForEmulator(() => expect(content.latest().resume.work).toHaveLength(3));
      expect(content.latest().resume).toEqual({
        ...emptyStudioResume(),
        work: [
          { id: 'work-1', section: 'work', fields: workFields('Later'), order: 0, version: 0 },
          { id: 'work-2', section: 'work', fields: workFields('Earlier'), order: 1, version: 3 },
          {
            id: 'odd',
            section: 'work',
            fields: { ...emptyWork, startDate: '2021-13', highlights: ['kept'] },
            order: 2,
            version: 0,
          },
        ],
        skills: [{ id: 'skills-1', section: 'skills', fields: skillFields, order: 0, version: 0 }],
      });
    });

    it('hears changes made elsewhere to the career record', async () => {
      const { repository, putResumeEntry, removeResumeEntry } = await setup({
        user,
        projects: [],
        resume: { work: [workFields('A'), workFields('B')] },
      });
      const content = await watchContent(repository);
      const workIds = () => content.latest().resume.work.map(({ id }) => id);
      await waitForEmulator(() => expect(workIds()).toEqual(['work-1', 'work-2']));
      await putResumeEntry('new', { ...workFields('C'), section: 'work', order: 0, version: 1 });
      await removeResumeEntry('work-1');
      await waitForEmulator(() => expect(workIds()).toEqual(['new', 'work-2']));
    });

    it('hears changes made elsewhere, to the profile and to the projects', async () => {
      const { repository, putProject, putProfile, removeProject } = await setup();
      const content = await watchContent(repository);
      await putProject('first', { ...fieldsOf(makeProject({ title: 'First' })), order: 0 });
      await putProject('alpha', { ...fieldsOf(alpha), order: 5, version: 2 });
      await removeProject('gamma');
      await waitForEmulator(() => expect(content.ids()).toEqual(['first', 'beta', 'alpha']));
      expect(content.project('alpha')).toMatchObject({ order: 5, version: 2 });
      await putProfile({ ...user, name: 'Ada Lovelace', version: 3 });
      await waitForEmulator(() =>
        expect(content.latest().profile.fields.name).toBe('Ada Lovelace'),
      );
      expect(content.latest().profile.version).toBe(3);
    });

    it('reads a missing profile as empty, at version 0', async () => {
      const { repository } = await setup({ projects: [] });
      const content = await watchContent(repository);
      expect(content.latest().profile.version).toBe(0);
      expect(content.latest().profile.fields.name).toBe('');
      expect(content.latest().projects).toEqual([]);
    });
  });

  describe('the profile', () => {
    it('is written with exactly its fields and the next version', async () => {
      const { repository, storedProfile } = await setup();
      const content = await watchContent(repository);
      const fields = { ...fieldsOf(user), name: 'Grace', extra: 'dropped' } as never;
      await repository.saveProfile(fields, 0);
      expect(await storedProfile()).toEqual({ ...user, name: 'Grace', version: 1 });
      await waitForEmulator(() => expect(content.latest().profile).toMatchObject({ version: 1 }));
      await repository.saveProfile({ ...user, name: 'Grace H' } as never, 1);
      expect(await storedProfile()).toMatchObject({ name: 'Grace H', version: 2 });
    });

    it('is created when there is none', async () => {
      const { repository, storedProfile } = await setup({ projects: [] });
      await repository.saveProfile(user as never, 0);
      expect(await storedProfile()).toEqual({ ...user, version: 1 });
    });

    it('is not written over a newer version: the conflict carries what is stored', async () => {
      const { repository, putProfile, storedProfile } = await setup();
      await putProfile({ ...user, name: 'Elsewhere', version: 2 });
      const current = await conflictOf(
        repository.saveProfile({ ...user, name: 'Here' } as never, 1),
      );
      expect(current).toEqual({ fields: { ...user, name: 'Elsewhere' }, version: 2 });
      expect(await storedProfile()).toEqual({ ...user, name: 'Elsewhere', version: 2 });
    });

    it('is refused in a shape the content file does not allow', async () => {
      const { repository, storedProfile } = await setup();
      await expect(
        repository.saveProfile({ ...user, name: 'n'.repeat(101) } as never, 0),
      ).rejects.toMatchObject({ code: 'permission-denied' });
      expect(await storedProfile()).toEqual(user);
    });

    it('is written with its languages and translations, read back as saved', async () => {
      const { repository, storedProfile } = await setup();
      const content = await watchContent(repository);
      const languages = ['en', 'fr'];
      const translations = { fr: { label: 'Développeuse', bio: 'Bonjour.' } };
      await repository.saveProfile({ ...user, languages, translations } as never, 0);
      expect(await storedProfile()).toEqual({ ...user, languages, translations, version: 1 });
      await waitForEmulator(() =>
        expect(content.latest().profile).toMatchObject({
          fields: { languages, translations },
          version: 1,
        }),
      );
      await expect(
        repository.saveProfile(
          { ...user, translations: { fr: { label: 'l'.repeat(121) } } } as never,
          1,
        ),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    });
  });

  describe('a project', () => {
    const edited = { ...fieldsOf(beta), title: 'Beta 2', tags: ['x', 'y'] } as never;

    it('is written with exactly its fields, its order and the next version', async () => {
      const { repository, storedProject } = await setup();
      const content = await watchContent(repository);
      await repository.saveProject({ id: 'beta', fields: edited, order: 1 }, 0);
      expect(await storedProject('beta')).toEqual({
        ...fieldsOf(beta),
        title: 'Beta 2',
        tags: ['x', 'y'],
        order: 1,
        version: 1,
      });
      await waitForEmulator(() => expect(content.project('beta')).toMatchObject({ version: 1 }));
      expect(content.project('beta')?.fields.title).toBe('Beta 2');
    });

    it('is created at version 1, at its order', async () => {
      const { repository, storedProject } = await setup();
      const content = await watchContent(repository);
      const fields = fieldsOf(makeProject({ title: 'New' })) as never;
      await repository.saveProject({ id: 'new-one', fields, order: 3 }, 0);
      expect(await storedProject('new-one')).toMatchObject({ title: 'New', order: 3, version: 1 });
      await waitForEmulator(() =>
        expect(content.ids()).toEqual(['alpha', 'beta', 'gamma', 'new-one']),
      );
    });

    it('is not created over one that exists: the conflict carries it', async () => {
      const { repository } = await setup();
      const fields = fieldsOf(makeProject({ title: 'Mine' })) as never;
      await repository.saveProject({ id: 'taken', fields, order: 3 }, 0);
      const current = await conflictOf(
        repository.saveProject({ id: 'taken', fields: edited, order: 4 }, 0),
      );
      expect(current).toMatchObject({ id: 'taken', order: 3, version: 1 });
      expect((current as StudioProject).fields.title).toBe('Mine');
    });

    it('is not written over a newer version, and nothing changes', async () => {
      const { repository, putProject, storedProject } = await setup();
      await putProject('beta', { ...fieldsOf(beta), title: 'Elsewhere', order: 1, version: 3 });
      const current = await conflictOf(
        repository.saveProject({ id: 'beta', fields: edited, order: 1 }, 2),
      );
      expect(current).toEqual({
        id: 'beta',
        fields: { ...fieldsOf(beta), title: 'Elsewhere' },
        order: 1,
        version: 3,
      });
      expect(await storedProject('beta')).toMatchObject({ title: 'Elsewhere', version: 3 });
    });

    it('is not written back once deleted elsewhere: the conflict carries null', async () => {
      const { repository, removeProject, storedProject } = await setup();
      await repository.saveProject({ id: 'beta', fields: edited, order: 1 }, 0);
      await removeProject('beta');
      const current = await conflictOf(
        repository.saveProject({ id: 'beta', fields: edited, order: 1 }, 1),
      );
      expect(current).toBeNull();
      expect(await storedProject('beta')).toBeUndefined();
    });

    it('is refused with a bad id, order or field', async () => {
      const { repository, storedProject } = await setup();
      const fields = fieldsOf(makeProject()) as never;
      const tooLong = { ...fieldsOf(beta), title: 't'.repeat(201) } as never;
      const reasons = await Promise.all(
        [
          repository.saveProject({ id: 'has space', fields, order: 0 }, 0),
          repository.saveProject({ id: 'bad-order', fields, order: -1 }, 0),
          repository.saveProject({ id: 'beta', fields: tooLong, order: 1 }, 0),
        ].map((write) =>
          write.then(
            () => 'written',
            (reason: unknown) => reason,
          ),
        ),
      );
      for (const reason of reasons) expect(reason).toMatchObject({ code: 'permission-denied' });
      expect(await storedProject('bad-order')).toBeUndefined();
      expect(await storedProject('beta')).toMatchObject({ title: 'Beta' });
    });

    it('is deleted, and deleting it again succeeds', async () => {
      const { repository, storedProject } = await setup();
      const content = await watchContent(repository);
      await repository.deleteProject('beta');
      expect(await storedProject('beta')).toBeUndefined();
      await waitForEmulator(() => expect(content.ids()).toEqual(['alpha', 'gamma']));
      await expect(repository.deleteProject('beta')).resolves.toBeUndefined();
      await expect(repository.deleteProject('never-was')).resolves.toBeUndefined();
    });
  });

  describe('reordering', () => {
    it('puts the listed projects at their index, each a version on; others keep theirs', async () => {
      const { repository, putProject, storedProject } = await setup();
      await putProject('late', { ...fieldsOf(makeProject({ title: 'Late' })), order: 7 });
      const content = await watchContent(repository);
      await repository.reorderProjects([
        { id: 'gamma', version: 0 },
        { id: 'alpha', version: 0 },
        { id: 'beta', version: 0 },
      ]);
      await waitForEmulator(() =>
        expect(content.ids()).toEqual(['gamma', 'alpha', 'beta', 'late']),
      );
      expect(await storedProject('gamma')).toEqual({ ...fieldsOf(gamma), order: 0, version: 1 });
      expect(await storedProject('beta')).toMatchObject({ order: 2, version: 1 });
      expect(await storedProject('late')).toMatchObject({ order: 7 });
    });

    it('moves a project stored without a title, which a save must still give one', async () => {
      const { repository, putProject, storedProject } = await setup();
      const untitled = { ...fieldsOf(makeProject()), title: '' };
      await putProject('untitled', { ...untitled, order: 3 });
      await repository.reorderProjects([
        { id: 'untitled', version: 0 },
        { id: 'alpha', version: 0 },
      ]);
      expect(await storedProject('untitled')).toMatchObject({ title: '', order: 0, version: 1 });
      const fields = { ...untitled, title: ' \n' } as never;
      await expect(
        repository.saveProject({ id: 'untitled', fields, order: 0 }, 1),
      ).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(
        repository.saveProject(
          { id: 'new', fields: { ...untitled, title: '' } as never, order: 4 },
          0,
        ),
      ).rejects.toMatchObject({ code: 'permission-denied' });
      expect(await storedProject('new')).toBeUndefined();
    });

    it('changes nothing when one of them has moved on or gone', async () => {
      const { repository, putProject, removeProject, storedProject } = await setup();
      await putProject('beta', { ...fieldsOf(beta), order: 1, version: 5 });
      const moved = await conflictOf(
        repository.reorderProjects([
          { id: 'gamma', version: 0 },
          { id: 'beta', version: 4 },
          { id: 'alpha', version: 0 },
        ]),
      );
      expect(moved).toMatchObject({ id: 'beta', version: 5 });
      await removeProject('alpha');
      const gone = await conflictOf(
        repository.reorderProjects([
          { id: 'gamma', version: 0 },
          { id: 'alpha', version: 0 },
        ]),
      );
      expect(gone).toBeNull();
      expect(await storedProject('gamma')).toMatchObject({ order: 2 });
      expect(await storedProject('gamma')).not.toHaveProperty('version');
    });
  });

  describe('a career entry', () => {
    const seeded = () =>
      setup({
        user,
        projects: [],
        resume: {
          work: [workFields('A'), workFields('B'), workFields('C')],
          skills: [skillFields],
        },
      });
    const workIdsOf = (content: { latest(): StudioContent }) =>
      content.latest().resume.work.map(({ id }) => id);
    const saveWork = (
      repository: StudioRepository,
      id: string,
      fields: ReturnType<typeof workFields>,
      order: number,
      readVersion: number,
    ) => repository.saveResumeEntry({ id, section: 'work', fields, order }, readVersion);

    it('is created at version 1 with exactly its fields, section and order', async () => {
      const { repository, storedResumeEntry } = await seeded();
      const content = await watchContent(repository);
      const id = crypto.randomUUID();
      const fields = { ...workFields('New'), extra: 'dropped' } as ReturnType<typeof workFields>;
      await saveWork(repository, id, fields, 3, 0);
      expect(await storedResumeEntry(id)).toEqual({
        ...workFields('New'),
        section: 'work',
        order: 3,
        version: 1,
      });
      await waitForEmulator(() =>
        expect(workIdsOf(content)).toEqual(['work-1', 'work-2', 'work-3', id]),
      );
    });

    it('is written with its translations, read back as saved', async () => {
      const { repository, storedResumeEntry } = await seeded();
      const content = await watchContent(repository);
      const translations = { fr: { position: 'Développeuse', highlights: ['Livré'] } };
      await saveWork(repository, 'work-2', { ...workFields('B'), translations } as never, 1, 0);
      expect(await storedResumeEntry('work-2')).toMatchObject({ translations, version: 1 });
      await waitForEmulator(() =>
        expect(content.latest().resume.work[1]).toMatchObject({
          fields: { translations },
          version: 1,
        }),
      );
    });

    it('is updated with the next version, and heard', async () => {
      const { repository, storedResumeEntry } = await seeded();
      const content = await watchContent(repository);
      await saveWork(repository, 'work-2', { ...workFields('B'), endDate: '2024-01' }, 1, 0);
      expect(await storedResumeEntry('work-2')).toMatchObject({ endDate: '2024-01', version: 1 });
      await waitForEmulator(() =>
        expect(content.latest().resume.work[1]).toMatchObject({ id: 'work-2', version: 1 }),
      );
      await saveWork(repository, 'work-2', workFields('B2'), 1, 1);
      expect(await storedResumeEntry('work-2')).toMatchObject({ name: 'B2', version: 2 });
    });

    it('is not written over a newer version: the conflict carries what is stored', async () => {
      const { repository, putResumeEntry, storedResumeEntry } = await seeded();
      await putResumeEntry('work-1', {
        ...workFields('Elsewhere'),
        section: 'work',
        order: 0,
        version: 4,
      });
      const current = await conflictOf(saveWork(repository, 'work-1', workFields('Here'), 0, 3));
      expect(current).toEqual({
        id: 'work-1',
        section: 'work',
        fields: workFields('Elsewhere'),
        order: 0,
        version: 4,
      });
      expect(await storedResumeEntry('work-1')).toMatchObject({ name: 'Elsewhere', version: 4 });
      const taken = await conflictOf(saveWork(repository, 'work-1', workFields('New'), 5, 0));
      expect(taken).toMatchObject({ id: 'work-1', version: 4 });
    });

    it('is not written back once deleted elsewhere: the conflict carries null', async () => {
      const { repository, removeResumeEntry, storedResumeEntry } = await seeded();
      await saveWork(repository, 'work-3', workFields('C2'), 2, 0);
      await removeResumeEntry('work-3');
      expect(await conflictOf(saveWork(repository, 'work-3', workFields('C3'), 2, 1))).toBeNull();
      expect(await storedResumeEntry('work-3')).toBeUndefined();
    });

    it('is refused with a bad id, order, section or field', async () => {
      const { repository, storedResumeEntry } = await seeded();
      const writes = [
        saveWork(repository, 'has space', workFields('X'), 0, 0),
        saveWork(repository, 'bad-order', workFields('X'), -1, 0),
        saveWork(repository, 'bad-date', { ...workFields('X'), startDate: '2021-13' }, 0, 0),
        saveWork(repository, 'long', { ...workFields('X'), name: 'n'.repeat(201) }, 0, 0),
        repository.saveResumeEntry(
          {
            id: 'wrong-section',
            section: 'interests' as 'work',
            fields: workFields('X'),
            order: 0,
          },
          0,
        ),
        repository.saveResumeEntry(
          {
            id: 'skills-1',
            section: 'skills',
            fields: { name: 'X', level: '', keywords: 'not a list' as never },
            order: 0,
          },
          0,
        ),
      ];
      const reasons = await Promise.all(
        writes.map((write) =>
          write.then(
            () => 'written',
            (reason: unknown) => reason,
          ),
        ),
      );
      for (const reason of reasons) expect(reason).toMatchObject({ code: 'permission-denied' });
      for (const id of ['bad-order', 'bad-date', 'long', 'wrong-section']) {
        expect(await storedResumeEntry(id)).toBeUndefined();
      }
      expect(await storedResumeEntry('skills-1')).toMatchObject({ name: 'Web' });
    });

    it('is deleted, and deleting it again succeeds', async () => {
      const { repository, storedResumeEntry } = await seeded();
      const content = await watchContent(repository);
      await repository.deleteResumeEntry('work-2');
      expect(await storedResumeEntry('work-2')).toBeUndefined();
      await waitForEmulator(() => expect(workIdsOf(content)).toEqual(['work-1', 'work-3']));
      await expect(repository.deleteResumeEntry('work-2')).resolves.toBeUndefined();
      await expect(repository.deleteResumeEntry('never-was')).resolves.toBeUndefined();
    });

    it('is reordered with its section, each a version on; all or none', async () => {
      const { repository, putResumeEntry, storedResumeEntry } = await seeded();
      const content = await watchContent(repository);
      await repository.reorderResumeEntries([
        { id: 'work-3', version: 0 },
        { id: 'work-1', version: 0 },
        { id: 'work-2', version: 0 },
      ]);
      await waitForEmulator(() =>
        expect(workIdsOf(content)).toEqual(['work-3', 'work-1', 'work-2']),
      );
      expect(await storedResumeEntry('work-3')).toEqual({
        ...workFields('C'),
        section: 'work',
        order: 0,
        version: 1,
      });
      expect(await storedResumeEntry('skills-1')).toMatchObject({ order: 0 });

      await putResumeEntry('work-1', { ...workFields('A'), section: 'work', order: 1, version: 7 });
      const moved = await conflictOf(
        repository.reorderResumeEntries([
          { id: 'work-2', version: 1 },
          { id: 'work-1', version: 1 },
          { id: 'work-3', version: 1 },
        ]),
      );
      expect(moved).toMatchObject({ id: 'work-1', version: 7 });
      const gone = await conflictOf(
        repository.reorderResumeEntries([
          { id: 'work-2', version: 1 },
          { id: 'nothing', version: 0 },
        ]),
      );
      expect(gone).toBeNull();
      expect(await storedResumeEntry('work-2')).toMatchObject({ order: 2, version: 1 });
      expect(await storedResumeEntry('work-3')).toMatchObject({ order: 0, version: 1 });
    });
  });

  describe('a post', () => {
    const hello = makePost({ slug: 'hello', title: 'Hello', publishedAt: '2026-11-01' });
    const draft = makePost({
      slug: 'unfinished',
      title: 'Unfinished',
      publishedAt: '',
      draft: true,
    });
    const withPosts = () => setup({ user, projects: [], posts: [hello, draft] });
    const slugs = (content: StudioContent) => content.posts.map(({ slug }) => slug);

    it('arrives with the content, drafts too, newest first, versions read', async () => {
      const { repository } = await withPosts();
      const content = await watchContent(repository);
      expect(slugs(content.latest())).toEqual(['hello', 'unfinished']);
      expect(content.latest().posts[0]).toEqual({
        slug: 'hello',
        fields: postFields(hello),
        version: 0,
      } satisfies StudioPost);
      expect(content.latest().posts[1]?.fields.draft).toBe(true);
    });

    it('is created at version 1 with exactly its fields, and heard', async () => {
      const { repository, storedPost } = await withPosts();
      const content = await watchContent(repository);
      const created = postFields(makePost({ publishedAt: '2026-11-20' }));
      await repository.savePost(
        { slug: 'newest', fields: { ...created, extra: 'dropped' } as PostFields },
        0,
      );
      expect(await storedPost('newest')).toEqual({ ...created, version: 1 });
      await waitForEmulator(() =>
        expect(slugs(content.latest())).toEqual(['newest', 'hello', 'unfinished']),
      );
    });

    it('is published with the next version, its translations read back as saved', async () => {
      const { repository, storedPost } = await withPosts();
      const content = await watchContent(repository);
      const published = {
        ...postFields(draft),
        draft: false,
        publishedAt: '2026-11-29T08:30:00Z',
        translations: { fr: { title: 'Inachevé', tags: [] } },
      };
      await repository.savePost({ slug: 'unfinished', fields: published }, 0);
      expect(await storedPost('unfinished')).toEqual({ ...published, version: 1 });
      await waitForEmulator(() =>
        expect(content.latest().posts[0]).toEqual({
          slug: 'unfinished',
          fields: published,
          version: 1,
        }),
      );
    });

    it('is not written over a newer version, nor created over one that exists', async () => {
      const { repository, putPost, storedPost } = await withPosts();
      await putPost('hello', { ...postFields(hello), title: 'Elsewhere', version: 3 });
      const current = await conflictOf(
        repository.savePost({ slug: 'hello', fields: postFields(hello) }, 2),
      );
      expect(current).toEqual({
        slug: 'hello',
        fields: { ...postFields(hello), title: 'Elsewhere' },
        version: 3,
      });
      expect(
        await conflictOf(repository.savePost({ slug: 'hello', fields: postFields(hello) }, 0)),
      ).toMatchObject({ slug: 'hello', version: 3 });
      expect(await storedPost('hello')).toMatchObject({ title: 'Elsewhere', version: 3 });
    });

    it('is not written back once deleted elsewhere: the conflict carries null', async () => {
      const { repository, storedPost } = await withPosts();
      await repository.savePost({ slug: 'gone', fields: postFields(hello) }, 0);
      await repository.deletePost('gone');
      expect(
        await conflictOf(repository.savePost({ slug: 'gone', fields: postFields(hello) }, 1)),
      ).toBeNull();
      expect(await storedPost('gone')).toBeUndefined();
    });

    it('is refused with a bad slug or field', async () => {
      const { repository, storedPost } = await withPosts();
      const fields = postFields(hello);
      const reasons = await Promise.all(
        [
          repository.savePost({ slug: 'Not A Slug', fields }, 0),
          repository.savePost({ slug: 'a--b', fields }, 0),
          repository.savePost({ slug: 'no-title', fields: { ...fields, title: ' ' } }, 0),
          repository.savePost({ slug: 'bad-date', fields: { ...fields, publishedAt: 'today' } }, 0),
          repository.savePost(
            { slug: 'long', fields: { ...fields, summary: 's'.repeat(POST_LIMITS.summary + 1) } },
            0,
          ),
        ].map((write) =>
          write.then(
            () => 'written',
            (reason: unknown) => reason,
          ),
        ),
      );
      for (const reason of reasons) expect(reason).toMatchObject({ code: 'permission-denied' });
      for (const slug of ['no-title', 'bad-date', 'long']) {
        expect(await storedPost(slug), slug).toBeUndefined();
      }
    });

    it('is deleted, and deleting it again succeeds', async () => {
      const { repository, storedPost } = await withPosts();
      const content = await watchContent(repository);
      await repository.deletePost('hello');
      expect(await storedPost('hello')).toBeUndefined();
      await waitForEmulator(() => expect(slugs(content.latest())).toEqual(['unfinished']));
      await expect(repository.deletePost('hello')).resolves.toBeUndefined();
    });

    it('is replaced with the content file’s posts, the others deleted; the export carries them', async () => {
      const { repository, storedPost } = await withPosts();
      const content = await watchContent(repository);
      const newer = makePost({ slug: 'newer', title: 'Newer', publishedAt: '2026-11-28' });
      const file: PortfolioFile = {
        ...toContentFile(content.latest()),
        posts: [newer, { ...hello, title: 'Hello again' }] as PortfolioFile['posts'],
      };
      await repository.replaceContent(file, content.latest());
      await waitForEmulator(() => expect(slugs(content.latest())).toEqual(['newer', 'hello']));
      expect(await storedPost('hello')).toEqual({
        ...postFields(hello),
        title: 'Hello again',
        version: 1,
      });
      expect(await storedPost('newer')).toMatchObject({ title: 'Newer', version: 1 });
      expect(await storedPost('unfinished')).toBeUndefined();
      expect(toContentFile(content.latest()).posts).toEqual(file.posts);
    });

    it('is not replaced when a post previewed has moved on, or one was added', async () => {
      const { repository, putPost, storedPost } = await withPosts();
      const content = await watchContent(repository);
      const file = { ...toContentFile(content.latest()), posts: [] };
      const previewed = content.latest();
      await putPost('hello', { ...postFields(hello), version: 2 });
      expect(await conflictOf(repository.replaceContent(file, previewed))).toBeNull();

      await waitForEmulator(() => expect(content.latest().posts[0]?.version).toBe(2));
      const again = content.latest();
      await putPost('newcomer', { ...postFields(makePost()), version: 1 });
      expect(await conflictOf(repository.replaceContent(file, again))).toBeNull();
      for (const slug of ['hello', 'unfinished', 'newcomer']) {
        expect(await storedPost(slug), slug).toBeDefined();
      }
    });
  });

  describe('replacing the content', () => {
    const file: PortfolioFile = {
      user: { ...user, name: 'Imported' } as PortfolioFile['user'],
      projects: [
        { ...gamma, title: 'Gamma imported' },
        makeProject({ id: 'delta', title: 'Delta' }),
        alpha,
      ] as PortfolioFile['projects'],
      resume: emptyResumeFile(),
      posts: [],
    };

    it("writes the file's profile and projects in its order, and deletes the rest", async () => {
      const { repository, storedProfile, storedProject } = await setup();
      const content = await watchContent(repository);
      await repository.replaceContent(file, content.latest());
      await waitForEmulator(() => expect(content.ids()).toEqual(['gamma', 'delta', 'alpha']));
      expect(content.latest().profile).toMatchObject({ version: 1 });
      expect(await storedProfile()).toEqual({ ...user, name: 'Imported', version: 1 });
      expect(await storedProject('gamma')).toEqual({
        ...fieldsOf(gamma),
        title: 'Gamma imported',
        order: 0,
        version: 1,
      });
      expect(await storedProject('delta')).toMatchObject({ order: 1, version: 1 });
      expect(await storedProject('alpha')).toMatchObject({ order: 2, version: 1 });
      expect(await storedProject('beta')).toBeUndefined();
    });

    it("writes the file's career record as seed does, and deletes the entries it does not hold", async () => {
      const { repository, storedResumeEntry } = await setup({
        user,
        projects: [],
        resume: { work: [workFields('Old 1'), workFields('Old 2')], skills: [skillFields] },
      });
      const content = await watchContent(repository);
      await repository.saveResumeEntry(
        {
          id: 'added-in-studio',
          section: 'languages',
          fields: { language: 'Swedish', fluency: '' },
          order: 0,
        },
        0,
      );
      await waitForEmulator(() => expect(content.latest().resume.languages).toHaveLength(1));
      const withResume: PortfolioFile = {
        ...file,
        projects: [],
        resume: { ...emptyResumeFile(), work: [workFields('New 1')], education: [educationFields] },
      };
      await repository.replaceContent(withResume, content.latest());
      await waitForEmulator(() =>
        expect(content.latest().resume.education.map(({ id }) => id)).toEqual(['education-1']),
      );
      expect(await storedResumeEntry('work-1')).toEqual({
        ...workFields('New 1'),
        section: 'work',
        order: 0,
        version: 1,
      });
      expect(await storedResumeEntry('education-1')).toMatchObject({ order: 0, version: 1 });
      for (const id of ['work-2', 'skills-1', 'added-in-studio']) {
        expect(await storedResumeEntry(id), id).toBeUndefined();
      }
      expect(toContentFile(content.latest()).resume).toEqual(withResume.resume);
    });

    it('writes nothing when a career entry previewed has moved on, or one was added', async () => {
      const { repository, putResumeEntry, storedResumeEntry } = await setup({
        user,
        projects: [],
        resume: { work: [workFields('A')] },
      });
      const content = await watchContent(repository);
      const previewed = content.latest();
      await putResumeEntry('work-1', {
        ...workFields('Moved'),
        section: 'work',
        order: 0,
        version: 2,
      });
      expect(await conflictOf(repository.replaceContent(file, previewed))).toBeNull();

      await waitForEmulator(() => expect(content.latest().resume.work[0]?.version).toBe(2));
      const again = content.latest();
      await putResumeEntry('newcomer', { ...skillFields, section: 'skills', order: 0, version: 1 });
      expect(await conflictOf(repository.replaceContent(file, again))).toBeNull();
      expect(await storedResumeEntry('work-1')).toMatchObject({ name: 'Moved', version: 2 });
      expect(await storedResumeEntry('newcomer')).toBeDefined();
      expect(await storedResumeEntry('work-1')).toBeDefined();
    });

    it('writes nothing when anything previewed has moved on, or a project was added', async () => {
      const { repository, putProject, putProfile, storedProfile, storedProject } = await setup();
      const content = await watchContent(repository);
      const previewed = content.latest();
      await putProfile({ ...user, version: 2 });
      expect(await conflictOf(repository.replaceContent(file, previewed))).toBeNull();

      await waitForEmulator(() => expect(content.latest().profile.version).toBe(2));
      const again = content.latest();
      await putProject('beta', { ...fieldsOf(beta), order: 1, version: 1 });
      expect(await conflictOf(repository.replaceContent(file, again))).toBeNull();

      await waitForEmulator(() => expect(content.project('beta')?.version).toBe(1));
      const third = content.latest();
      await putProject('newcomer', { ...fieldsOf(makeProject()), order: 9, version: 1 });
      expect(await conflictOf(repository.replaceContent(file, third))).toBeNull();

      expect(await storedProfile()).toEqual({ ...user, version: 2 });
      expect(await storedProject('delta')).toBeUndefined();
      expect(await storedProject('gamma')).toMatchObject({ title: 'Gamma' });
      expect(await storedProject('newcomer')).toBeDefined();
    });
  });

  describe('the inbox', () => {
    /** Listens to the inbox, keeping the latest list; resolves once it has arrived. */
    async function watchInbox(repository: StudioRepository) {
      let latest: InboxMessage[] | undefined;
      const onError = vi.fn();
      stops.push(repository.subscribeToInbox((messages) => (latest = messages), onError));
      await waitForEmulator(() => expect(latest).toBeDefined());
      return { latest: () => latest!, ids: () => latest?.map(({ id }) => id), onError };
    }

    it('lists messages newest first, undated last, each with its delivery state', async () => {
      const { repository, addMessage } = await setup({ projects: [] });
      await addMessage({ id: 'old', date: new Date('2026-01-01T00:00:00Z') });
      await addMessage({ id: 'undated', date: null, delivery: { state: 'sending' } });
      await addMessage({
        id: 'newest',
        date: new Date('2026-03-01T00:00:00Z'),
        delivery: { state: 'failed', error: 'SMTP 550' },
      });
      await addMessage({
        id: 'middle',
        date: new Date('2026-02-01T00:00:00Z'),
        delivery: { state: 'sent' },
      });
      const inbox = await watchInbox(repository);
      await waitForEmulator(() =>
        expect(inbox.ids()).toEqual(['newest', 'middle', 'old', 'undated']),
      );
      expect(inbox.latest()).toEqual([
        {
          id: 'newest',
          name: 'Sender newest',
          email: 'newest@example.com',
          message: 'Text of newest',
          date: new Date('2026-03-01T00:00:00Z'),
          handled: false,
          delivery: { state: 'failed', error: 'SMTP 550' },
        },
        expect.objectContaining({ id: 'middle', delivery: { state: 'sent' } }),
        expect.objectContaining({ id: 'old', delivery: { state: 'waiting' } }),
        expect.objectContaining({ id: 'undated', date: null, delivery: { state: 'sending' } }),
      ]);
      expect(inbox.onError).not.toHaveBeenCalled();
    });

    it('hears a new message and its delivery', async () => {
      const { repository, addMessage } = await setup({ projects: [] });
      const inbox = await watchInbox(repository);
      expect(inbox.latest()).toEqual([]);
      await addMessage({ id: 'm1', date: new Date('2026-01-01T00:00:00Z') });
      await waitForEmulator(() => expect(inbox.ids()).toEqual(['m1']));
      await addMessage({
        id: 'm1',
        date: new Date('2026-01-01T00:00:00Z'),
        delivery: { state: 'sent' },
      });
      await waitForEmulator(() => expect(inbox.latest()[0]?.delivery).toEqual({ state: 'sent' }));
    });

    it('marks a message handled and back, and deletes one (again: no error)', async () => {
      const { repository, addMessage } = await setup({ projects: [] });
      await addMessage({ id: 'm1', date: new Date('2026-01-01T00:00:00Z') });
      await addMessage({ id: 'm2', date: new Date('2026-01-02T00:00:00Z') });
      const inbox = await watchInbox(repository);
      await waitForEmulator(() => expect(inbox.ids()).toEqual(['m2', 'm1']));
      await repository.setMessageHandled('m1', true);
      await waitForEmulator(() => expect(inbox.latest()[1]?.handled).toBe(true));
      await repository.setMessageHandled('m1', false);
      await waitForEmulator(() => expect(inbox.latest()[1]?.handled).toBe(false));
      await repository.deleteMessage('m2');
      await waitForEmulator(() => expect(inbox.ids()).toEqual(['m1']));
      await expect(repository.deleteMessage('m2')).resolves.toBeUndefined();
    });
  });

  describe('publishing', () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

    /** Listens to publishing, keeping the latest status; resolves once it has arrived. */
    async function watchPublishing(repository: StudioRepository) {
      let latest: PublishingStatus | undefined;
      const onError = vi.fn();
      stops.push(repository.subscribeToPublishing((status) => (latest = status), onError));
      await waitForEmulator(() => expect(latest).toBeDefined());
      return { latest: () => latest!, onError };
    }

    it('reads nothing published and no request as none', async () => {
      const { repository } = await setup();
      const publishing = await watchPublishing(repository);
      expect(publishing.latest()).toEqual({ published: null, latest: null });
      expect(publishing.onError).not.toHaveBeenCalled();
    });

    it('reads the record and the newest request, and hears each change to either', async () => {
      const { repository, putPublished, putPublishRequest } = await setup();
      const publishedAt = hoursAgo(3);
      await putPublished({
        publishedAt,
        commit: 'abc123',
        profile: 1,
        projects: { alpha: { version: 2, title: 'Alpha' } },
        resume: { 'work-1': { version: 1, title: 'Acme' } },
        posts: { hello: { version: 3, title: 'Hello' } },
      });
      const request = (state: string, askedAt: Date, reason: string | null = null) => ({
        state,
        askedAt,
        updatedAt: askedAt,
        reason,
        by: 'owner',
      });
      const anHourAgo = hoursAgo(1);
      await putPublishRequest('older', request('published', publishedAt));
      await putPublishRequest('newer', request('failed', anHourAgo, 'The build failed'));
      const publishing = await watchPublishing(repository);
      await waitForEmulator(() => expect(publishing.latest().latest?.id).toBe('newer'));
      expect(publishing.latest()).toEqual({
        published: {
          publishedAt,
          commit: 'abc123',
          profile: 1,
          projects: { alpha: { version: 2, title: 'Alpha' } },
          resume: { 'work-1': { version: 1, title: 'Acme' } },
          posts: { hello: { version: 3, title: 'Hello' } },
        },
        latest: {
          id: 'newer',
          state: 'failed',
          askedAt: anHourAgo,
          updatedAt: anHourAgo,
          reason: 'The build failed',
        },
      });

      const now = new Date();
      await putPublishRequest('newest', request('asked', now));
      await waitForEmulator(() =>
        expect(publishing.latest().latest).toMatchObject({ id: 'newest', state: 'asked' }),
      );
      await putPublished(null);
      await waitForEmulator(() => expect(publishing.latest().published).toBeNull());
      expect(publishing.onError).not.toHaveBeenCalled();
    });

    it('reads a record without a valid time as none, never failing', async () => {
      const { repository, putPublished } = await setup();
      await putPublished({ publishedAt: 'yesterday', profile: 'two', projects: [] });
      const publishing = await watchPublishing(repository);
      expect(publishing.latest().published).toBeNull();
      expect(publishing.onError).not.toHaveBeenCalled();
    });
  });
}
