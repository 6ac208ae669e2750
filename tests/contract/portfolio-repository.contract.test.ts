// @vitest-environment node
// The Firestore SDK's Node build speaks gRPC to the official emulator, with the real rules loaded.
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirestoreRepository } from '@/data/firestore-repository';
import { createLazyRepository } from '@/data/lazy-repository';
import { createMemoryStore } from '@/data/memory-store';
import {
  readPostsOnce,
  type PortfolioDocuments,
  type PortfolioRepository,
} from '@/data/portfolio-repository';
import { exposeRepository, wrapRepository } from '@/data/repository-bridge';
import { createMessageId } from '@/domain/contact-message';
import { parsePost, type Post } from '@/domain/post';
import { parseProject, type Project } from '@/domain/project';
import { emptyResume, type Resume, toStoredResumeEntries } from '@/domain/resume';
import { RateLimitedError } from '@/domain/send-errors';
import { DAY_SECONDS, MESSAGES_PER_DAY, SEND_INTERVAL_SECONDS } from '@/domain/send-limits';
import {
  describeOnEmulator,
  useEmulatorProject,
  type EmulatorProject,
} from '../support/emulator-project';
import { makePost, makeProject, makeUser, type PostDocument } from '../support/factories';
import { REFUSED_WRITE, takeFirebaseWarningsLike } from '../support/firebase-warnings';
import { connectOwner, connectSignedInTestClient } from '../support/firestore-client';
import { waitForEmulator } from '../support/wait-for-emulator';

interface StoredMessage {
  id: string;
  fields: Record<string, unknown>;
}

/** One repository under test, and a way to change and inspect its storage from outside. */
interface Harness {
  repository: PortfolioRepository;
  putProject(id: string, document: Record<string, unknown>): Promise<void>;
  removeProject(id: string): Promise<void>;
  putResumeEntry(id: string, document: Record<string, unknown>): Promise<void>;
  removeResumeEntry(id: string): Promise<void>;
  /** Stores post `slug` (its document's id) as the owner would, drafts too. */
  putPost(slug: string, document: Record<string, unknown>): Promise<void>;
  removePost(slug: string): Promise<void>;
  storedMessages(): Promise<StoredMessage[]>;
  /** Moves the visitor's sends `seconds` into the past, as if that time had passed. */
  passTime(seconds: number): Promise<void>;
  close(): Promise<void>;
}

type HarnessFactory = (content: PortfolioDocuments) => Promise<Harness>;

const memoryHarness: HarnessFactory = async (content) => {
  let passed = 0;
  const store = createMemoryStore(content, {
    now: () => new Date(Date.now() + passed * 1000),
  });
  return {
    repository: store.repository,
    putProject: async (id, document) => store.putProject(id, document),
    removeProject: async (id) => store.removeProject(id),
    putResumeEntry: async (id, document) => store.putResumeEntry(id, document),
    removeResumeEntry: async (id) => store.removeResumeEntry(id),
    putPost: async (slug, document) => store.putPost(slug, document),
    removePost: async (slug) => store.removePost(slug),
    storedMessages: async () => store.listMessages().map(({ id, ...fields }) => ({ id, fields })),
    passTime: async (seconds) => {
      passed += seconds;
    },
    close: async () => {},
  };
};

/**
 * The visitor's repository under the real rules, signed in as the page signs each visitor in;
 * the owner edits with the Admin SDK, and moves the visitors' records back to let time pass.
 */
const firestoreHarness =
  (project: EmulatorProject): HarnessFactory =>
  async (content) => {
    const owner = connectOwner(project);
    const visitor = connectSignedInTestClient(project);
    if (content.user != null) await owner.db.doc('User/user').set(content.user);
    // As `npm run seed` stores them: each project's place in the content as its order.
    for (const [order, entry] of (
      (content.projects ?? []) as Record<string, unknown>[]
    ).entries()) {
      const { id, ...fields } = entry;
      await owner.db.doc(`Projects/${String(id)}`).set({ ...fields, order });
    }
    for (const { id, document } of toStoredResumeEntries(content.resume)) {
      await owner.db.doc(`Resume/${id}`).set(document);
    }
    for (const { slug, ...fields } of (content.posts ?? []) as PostDocument[]) {
      await owner.db.doc(`Posts/${slug}`).set(fields);
    }
    return {
      repository: createFirestoreRepository(visitor.db, { signInVisitor: visitor.signInVisitor }),
      putProject: async (id, document) => {
        await owner.db.doc(`Projects/${id}`).set(document);
      },
      removeProject: async (id) => {
        await owner.db.doc(`Projects/${id}`).delete();
      },
      putResumeEntry: async (id, document) => {
        await owner.db.doc(`Resume/${id}`).set(document);
      },
      removeResumeEntry: async (id) => {
        await owner.db.doc(`Resume/${id}`).delete();
      },
      putPost: async (slug, document) => {
        await owner.db.doc(`Posts/${slug}`).set(document);
      },
      removePost: async (slug) => {
        await owner.db.doc(`Posts/${slug}`).delete();
      },
      storedMessages: async () => {
        const snapshot = await owner.db.collection('Emails').get();
        return snapshot.docs.map((entry) => {
          const fields = entry.data();
          const date = fields.date instanceof Timestamp ? fields.date.toDate() : fields.date;
          return { id: entry.id, fields: { ...fields, date } };
        });
      },
      passTime: async (seconds) => {
        const earlier = (time: unknown) =>
          time instanceof Timestamp ? Timestamp.fromMillis(time.toMillis() - seconds * 1000) : time;
        for (const sender of (await owner.db.collection('Senders').get()).docs) {
          const { lastSent, dayStart } = sender.data();
          await sender.ref.update({ lastSent: earlier(lastSent), dayStart: earlier(dayStart) });
        }
      },
      close: async () => {
        await Promise.all([owner.close(), visitor.close()]);
      },
    };
  };

/** Any harness with its repository loaded at its first call, as the page's is (connectData). */
const lazy =
  (factory: HarnessFactory): HarnessFactory =>
  async (content) => {
    const harness = await factory(content);
    return { ...harness, repository: createLazyRepository(async () => harness.repository) };
  };

/**
 * Any harness with its repository moved behind the worker bridge, as the page uses Firestore:
 * exposed on one end of a MessageChannel, wrapped on the other, everything structured-cloned.
 * The harness's repository is already connected: the target the page names is not used.
 */
const bridged =
  (factory: HarnessFactory): HarnessFactory =>
  async (content) => {
    const harness = await factory(content);
    const { port1, port2 } = new MessageChannel();
    exposeRepository(port2, async () => ({ repository: harness.repository }));
    const target = {
      options: { apiKey: 'key', authDomain: 'x', projectId: 'demo-contract', appId: '1:1:web:1' },
      emulatorHost: undefined,
      authEmulatorHost: undefined,
    };
    return {
      ...harness,
      repository: wrapRepository(port1, target),
      close: async () => {
        port1.close();
        await harness.close();
      },
    };
  };

describe('memory repository', () => {
  describeContract(() => memoryHarness);
});

describe('memory repository, loaded lazily as the demo page loads it', () => {
  describeContract(() => lazy(memoryHarness));
});

describeOnEmulator('Firestore repository on the official emulator', () => {
  const project = useEmulatorProject('contract');
  afterEach(expectOnlyRefusedWrites);
  describeContract(() => firestoreHarness(project));
});

describeOnEmulator(
  'Firestore repository through the worker bridge, loaded lazily as the page does',
  () => {
    const project = useEmulatorProject('contract-bridged');
    afterEach(expectOnlyRefusedWrites);
    describeContract(() => lazy(bridged(firestoreHarness(project))));
  },
);

/**
 * The rules refuse some of the contract's sends on purpose (another message under a stored id, a
 * send too soon); the SDK reports each refused write, and may report nothing else.
 */
function expectOnlyRefusedWrites(): void {
  takeFirebaseWarningsLike(REFUSED_WRITE);
}

/** The contract: the same assertions for both repositories. */
function describeContract(harnessFactory: () => HarnessFactory) {
  let harness: Harness | undefined;
  const setup = async (content: PortfolioDocuments) => {
    harness = await harnessFactory()(content);
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

  it("reads the profile's languages and translations", async () => {
    const translations = { fr: { label: 'Développeuse', bio: 'Bonjour.' } };
    const { repository } = await setup({
      user: { ...makeUser({ name: 'Ada' }), languages: ['en', 'fr'], translations },
      projects: [],
    });
    await expect(repository.getUser()).resolves.toMatchObject({
      name: 'Ada',
      languages: ['en', 'fr'],
      translations,
    });
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
    const titles = () => emissions.at(-1)?.map((project) => project.title);

    await waitForEmulator(() => expect(titles()).toEqual(['A']));
    expect(emissions.at(-1)?.[0]).toEqual({
      id: 'a',
      title: 'A',
      description: 'A project.',
      tags: ['x'],
      images: [],
      githubLink: '',
      projectLink: '',
      appStoreLink: '',
      translations: {},
    });

    await putProject('b', { title: 'B', tags: 'not a list', githubLink: 'javascript:x' });
    await waitForEmulator(() => expect(titles()).toEqual(['A', 'B']));
    expect(emissions.at(-1)?.find((project) => project.id === 'b')).toMatchObject({
      tags: [],
      githubLink: '',
    });

    await putProject('a', { title: 'A2' });
    await waitForEmulator(() => expect(titles()).toEqual(['A2', 'B']));

    await removeProject('b');
    await waitForEmulator(() => expect(titles()).toEqual(['A2']));

    // A witness that stays subscribed, started after the listener under test: every variant
    // tells its listeners of a change in the order they subscribed, so once the witness has
    // heard of the next change, a listener that was still subscribed would have heard of it too.
    let witnessed: string[] = [];
    const stopWitness = repository.subscribeToProjects(
      (projects) => (witnessed = projects.map((project) => project.title)),
      onError,
    );
    await waitForEmulator(() => expect(witnessed).toEqual(['A2']));

    unsubscribe();
    const count = emissions.length;
    await putProject('c', { title: 'C' });
    await waitForEmulator(() => expect(witnessed).toEqual(['A2', 'C']));
    expect(emissions).toHaveLength(count);
    expect(onError).not.toHaveBeenCalled();
    stopWitness();
  });

  it("lists the projects in the owner's order, those without an order after them by id", async () => {
    const { repository, putProject } = await setup({
      user: makeUser(),
      projects: [
        makeProject({ id: 'zeta', title: 'Z' }),
        makeProject({ id: 'alpha', title: 'A' }),
        makeProject({ id: 'mid', title: 'M' }),
      ],
    });
    let latest: string[] = [];
    const unsubscribe = repository.subscribeToProjects(
      (projects) => (latest = projects.map((project) => project.title)),
      () => {},
    );
    await waitForEmulator(() => expect(latest).toEqual(['Z', 'A', 'M']));

    await putProject('beta', { title: 'B' });
    await putProject('aardvark', { title: 'Aa' });
    await waitForEmulator(() => expect(latest).toEqual(['Z', 'A', 'M', 'Aa', 'B']));

    await putProject('first', { title: 'F', order: -1 });
    await waitForEmulator(() => expect(latest).toEqual(['F', 'Z', 'A', 'M', 'Aa', 'B']));
    unsubscribe();
  });

  describe('one project, live', () => {
    const weather = makeProject({ id: 'weather', title: 'Weather', tags: ['React'] });

    /** Listens to project `id` through `repository`, keeping what it hears. */
    function watch(repository: PortfolioRepository, id: string) {
      const heard: (Project | null)[] = [];
      const onError = vi.fn();
      const unsubscribe = repository.subscribeToProject(
        id,
        (project) => heard.push(project),
        onError,
      );
      const titles = () => heard.map((project) => project && project.title);
      return { heard, titles, onError, unsubscribe };
    }

    it('arrives parsed, and only that project', async () => {
      const { repository } = await setup({
        projects: [makeProject({ id: 'other', title: 'Other' }), weather],
      });
      const { heard, onError, unsubscribe } = watch(repository, 'weather');
      await waitForEmulator(() => expect(heard).toHaveLength(1));
      expect(heard[0]).toEqual({
        id: 'weather',
        title: 'Weather',
        description: 'A project.',
        tags: ['React'],
        images: [],
        githubLink: '',
        projectLink: '',
        appStoreLink: '',
        translations: {},
      });
      expect(onError).not.toHaveBeenCalled();
      unsubscribe();
    });

    it('arrives with its translations, its tags translated item for item', async () => {
      const translations = {
        fr: { title: 'Météo', tags: ['Réact'] },
        de: { description: 'Wetter.' },
      };
      const { repository } = await setup({ projects: [{ ...weather, translations }] });
      const { heard, onError, unsubscribe } = watch(repository, 'weather');
      await waitForEmulator(() => expect(heard).toHaveLength(1));
      expect(heard[0]?.translations).toEqual(translations);
      expect(onError).not.toHaveBeenCalled();
      unsubscribe();
    });

    it('is null for an unknown id', async () => {
      const { repository } = await setup({ projects: [weather] });
      const { heard, onError, unsubscribe } = watch(repository, 'nothing-here');
      await waitForEmulator(() => expect(heard).toEqual([null]));
      expect(onError).not.toHaveBeenCalled();
      unsubscribe();
    });

    it('is null, never an error, for an id that cannot name a document', async () => {
      const { repository } = await setup({ projects: [weather] });
      const unusable = ['', 'a/b', 'Projects/weather', '.', '..', '__weather__', 'x'.repeat(1501)];
      const watchers = unusable.map((id) => watch(repository, id));
      for (const { heard } of watchers) await waitForEmulator(() => expect(heard).toEqual([null]));
      for (const { onError, unsubscribe } of watchers) {
        expect(onError).not.toHaveBeenCalled();
        unsubscribe();
      }
    });

    it('hears an edit', async () => {
      const { repository, putProject } = await setup({ projects: [weather] });
      const { titles, onError, unsubscribe } = watch(repository, 'weather');
      await waitForEmulator(() => expect(titles()).toEqual(['Weather']));
      await putProject('weather', { title: 'Weather 2', tags: ['Android'] });
      await waitForEmulator(() => expect(titles()).toEqual(['Weather', 'Weather 2']));
      expect(onError).not.toHaveBeenCalled();
      unsubscribe();
    });

    it('is null once deleted, and the project again once created anew', async () => {
      const { repository, putProject, removeProject } = await setup({ projects: [weather] });
      const { heard, titles, onError, unsubscribe } = watch(repository, 'weather');
      await waitForEmulator(() => expect(titles()).toEqual(['Weather']));
      await removeProject('weather');
      await waitForEmulator(() => expect(titles()).toEqual(['Weather', null]));
      await putProject('weather', { title: 'Weather again' });
      await waitForEmulator(() => expect(titles()).toEqual(['Weather', null, 'Weather again']));
      expect(heard.at(-1)).toMatchObject({ id: 'weather', tags: [] });
      expect(onError).not.toHaveBeenCalled();
      unsubscribe();
    });

    it('is no longer heard once unsubscribed', async () => {
      const { repository, putProject } = await setup({ projects: [weather] });
      const left = watch(repository, 'weather');
      await waitForEmulator(() => expect(left.heard).toHaveLength(1));
      left.unsubscribe();
      // A listener still there hears the change: by then one that had not left would have too.
      const stayed = watch(repository, 'weather');
      await waitForEmulator(() => expect(stayed.titles()).toEqual(['Weather']));
      await putProject('weather', { title: 'Changed' });
      await waitForEmulator(() => expect(stayed.titles()).toEqual(['Weather', 'Changed']));
      expect(left.titles()).toEqual(['Weather']);
      stayed.unsubscribe();
    });

    it('arrives while the list is listened to, and again after a listener that left', async () => {
      // As a visitor comes from the home page, and back: Firestore has the project in its cache
      // already, and the server's answer then differs from the cache's only in its metadata.
      const { repository } = await setup({ projects: [weather] });
      let listed: Project[] | undefined;
      const stopList = repository.subscribeToProjects(
        (projects) => (listed = projects),
        () => {},
      );
      await waitForEmulator(() => expect(listed).toHaveLength(1));
      const first = watch(repository, 'weather');
      await waitForEmulator(() => expect(first.titles()).toEqual(['Weather']));
      first.unsubscribe();
      const second = watch(repository, 'weather');
      await waitForEmulator(() => expect(second.titles()).toEqual(['Weather']));
      second.unsubscribe();
      stopList();
      listed = undefined;
      const stopListAgain = repository.subscribeToProjects(
        (projects) => (listed = projects),
        () => {},
      );
      await waitForEmulator(() => expect(listed).toHaveLength(1));
      stopListAgain();
    });

    it('reads a hostile document safely', async () => {
      const { repository, putProject } = await setup({ projects: [] });
      await putProject('hostile', {
        title: 42,
        description: ['not', 'text'],
        tags: 'not a list',
        images: ['javascript:alert(1)', '//evil.example.com/x.png', { src: 'https://x' }],
        githubLink: 'javascript:alert(1)',
        projectLink: { url: 'https://example.com' },
        appStoreLink: 'data:text/html,<script>alert(1)</script>',
        extra: { deeply: { nested: true } },
      });
      const { heard, unsubscribe } = watch(repository, 'hostile');
      await waitForEmulator(() => expect(heard).toHaveLength(1));
      // Nothing of it is usable: it reads as an empty document does.
      expect(heard[0]).toEqual(parseProject('hostile', {}));
      unsubscribe();
    });
  });

  describe('the career record, live', () => {
    const work = (name: string, startDate = '2021-03') => ({
      name,
      position: 'Developer',
      location: '',
      url: 'https://example.com/jobs',
      description: '',
      startDate,
      endDate: '',
      summary: '',
      highlights: ['Shipped it'],
    });

    /** Listens to the record through `repository`, keeping what it hears. */
    function watchResume(repository: PortfolioRepository) {
      const heard: Resume[] = [];
      const onError = vi.fn();
      const unsubscribe = repository.subscribeToResume((resume) => heard.push(resume), onError);
      /** Each section's entries, named by their ids, in the last record heard. */
      const ids = () =>
        Object.fromEntries(
          Object.entries(heard.at(-1) ?? {}).map(([section, entries]) => [
            section,
            entries.map((entry) => entry.id),
          ]),
        );
      return { heard, ids, onError, unsubscribe };
    }

    it('is empty when there is no entry', async () => {
      const { repository } = await setup({ projects: [] });
      const { heard, onError, unsubscribe } = watchResume(repository);
      await waitForEmulator(() => expect(heard).toHaveLength(1));
      expect(heard[0]).toEqual(emptyResume());
      expect(onError).not.toHaveBeenCalled();
      unsubscribe();
    });

    it("arrives grouped by section, each in the owner's order, as seeded", async () => {
      const { repository } = await setup({
        projects: [],
        resume: {
          work: [work('Later'), work('Earlier', '2019')],
          languages: [{ language: 'Swedish', fluency: 'Native speaker' }],
        },
      });
      const { heard, ids, onError, unsubscribe } = watchResume(repository);
      await waitForEmulator(() => expect(heard).toHaveLength(1));
      expect(ids()).toEqual({
        ...Object.fromEntries(Object.keys(emptyResume()).map((section) => [section, []])),
        work: ['work-1', 'work-2'],
        languages: ['languages-1'],
      });
      expect(heard[0]?.work[0]).toEqual({
        id: 'work-1',
        section: 'work',
        order: 0,
        fields: work('Later'),
        translations: {},
      });
      expect(heard[0]?.work[1]).toMatchObject({ order: 1, fields: { startDate: '2019' } });
      expect(heard[0]?.languages[0]?.fields).toEqual({
        language: 'Swedish',
        fluency: 'Native speaker',
      });
      expect(onError).not.toHaveBeenCalled();
      unsubscribe();
    });

    it("arrives with each entry's translations", async () => {
      const translations = { fr: { position: 'Développeuse', highlights: ['Livré'] } };
      const { repository } = await setup({
        projects: [],
        resume: { work: [{ ...work('Acme'), translations }] },
      });
      const { heard, onError, unsubscribe } = watchResume(repository);
      await waitForEmulator(() => expect(heard).toHaveLength(1));
      expect(heard[0]?.work[0]?.translations).toEqual(translations);
      expect(onError).not.toHaveBeenCalled();
      unsubscribe();
    });

    it('hears an add, an edit, a move and a delete, until unsubscribed', async () => {
      const { repository, putResumeEntry, removeResumeEntry } = await setup({
        projects: [],
        resume: { work: [work('A'), work('B')] },
      });
      const { heard, ids, onError, unsubscribe } = watchResume(repository);
      await waitForEmulator(() => expect(ids().work).toEqual(['work-1', 'work-2']));

      await putResumeEntry('new', { section: 'work', order: 2, ...work('C') });
      await waitForEmulator(() => expect(ids().work).toEqual(['work-1', 'work-2', 'new']));
      await putResumeEntry('work-2', { section: 'work', order: 1, ...work('B2') });
      await waitForEmulator(() => expect(heard.at(-1)?.work[1]?.fields.name).toBe('B2'));
      await putResumeEntry('new', { section: 'work', order: -1, ...work('C') });
      await waitForEmulator(() => expect(ids().work).toEqual(['new', 'work-1', 'work-2']));
      await removeResumeEntry('work-1');
      await waitForEmulator(() => expect(ids().work).toEqual(['new', 'work-2']));

      // A witness started after it hears the next change: by then the first would have too.
      const witness = watchResume(repository);
      await waitForEmulator(() => expect(witness.ids().work).toEqual(['new', 'work-2']));
      unsubscribe();
      const count = heard.length;
      await putResumeEntry('skill', { section: 'skills', order: 0, name: 'Web' });
      await waitForEmulator(() => expect(witness.ids().skills).toEqual(['skill']));
      expect(heard).toHaveLength(count);
      expect(onError).not.toHaveBeenCalled();
      witness.unsubscribe();
    });

    it('reads a malformed entry safely', async () => {
      const { repository, putResumeEntry } = await setup({ projects: [] });
      await putResumeEntry('hostile', {
        section: 'work',
        order: 'first',
        name: 42,
        position: ['not', 'text'],
        url: 'javascript:alert(1)',
        startDate: '2021-13',
        endDate: { year: 2022 },
        summary: 'x'.repeat(5000),
        highlights: ['fine', 7, '  ', 'y'.repeat(400)],
        extra: { deeply: { nested: true } },
      });
      const { heard, onError, unsubscribe } = watchResume(repository);
      await waitForEmulator(() => expect(heard.at(-1)?.work).toHaveLength(1));
      const entry = heard.at(-1)?.work[0];
      expect(entry).toMatchObject({ id: 'hostile', section: 'work', order: Infinity });
      expect(entry?.fields).toMatchObject({
        name: '',
        position: '',
        url: '',
        startDate: '',
        endDate: '',
      });
      expect(entry?.fields.summary.length).toBeLessThanOrEqual(2000);
      expect(entry?.fields.highlights[0]).toBe('fine');
      expect(entry?.fields.highlights.every((item) => item.length <= 300)).toBe(true);
      expect(entry?.fields).not.toHaveProperty('extra');
      expect(onError).not.toHaveBeenCalled();
      unsubscribe();
    });

    it('leaves out an entry of a section the site does not know', async () => {
      const { repository, putResumeEntry } = await setup({
        projects: [],
        resume: { skills: [{ name: 'Web', level: '', keywords: [] }] },
      });
      await putResumeEntry('odd', { section: 'interests', order: 0, name: 'Chess' });
      await putResumeEntry('none', { order: 0, name: 'No section' });
      const { heard, ids, onError, unsubscribe } = watchResume(repository);
      await waitForEmulator(() => expect(heard).toHaveLength(1));
      expect(ids()).toEqual({
        ...Object.fromEntries(Object.keys(emptyResume()).map((section) => [section, []])),
        skills: ['skills-1'],
      });
      expect(heard[0]).not.toHaveProperty('interests');
      expect(onError).not.toHaveBeenCalled();
      unsubscribe();
    });
  });

  const newMessage = () => ({
    id: createMessageId(),
    name: 'Jo',
    email: 'jo@example.com',
    message: 'Hello\nthere',
    date: new Date(),
  });

  describe('the published posts, live', () => {
    /** Listens to the posts through `repository`, keeping what it hears. */
    function watchPosts(repository: PortfolioRepository) {
      const heard: Post[][] = [];
      const onError = vi.fn();
      const unsubscribe = repository.subscribeToPosts((posts) => heard.push(posts), onError);
      /** The slugs of the last list heard, in its order. */
      const slugs = () => heard.at(-1)?.map((post) => post.slug);
      return { heard, slugs, onError, unsubscribe };
    }
    /** `document` without its field `key`. */
    const without = (document: Record<string, unknown>, key: string) =>
      Object.fromEntries(Object.entries(document).filter(([field]) => field !== key));
    const withoutSlug = (post: PostDocument) => without(post, 'slug');

    it('is empty when there is no post', async () => {
      const { repository } = await setup({ projects: [] });
      const { heard, onError, unsubscribe } = watchPosts(repository);
      await waitForEmulator(() => expect(heard).toHaveLength(1));
      expect(heard[0]).toEqual([]);
      expect(onError).not.toHaveBeenCalled();
      unsubscribe();
    });

    it('arrives parsed, published only, newest first then by slug', async () => {
      const published = makePost({
        slug: 'hello',
        title: 'Hello',
        tags: ['Web', 'Notes'],
        publishedAt: '2026-11-29T08:30:00Z',
        translations: { fr: { title: 'Bonjour', tags: ['', 'Carnet'] } },
      });
      const { repository } = await setup({
        projects: [],
        posts: [
          makePost({ slug: 'older', publishedAt: '2026-10-01' }),
          published,
          makePost({ slug: 'draft', publishedAt: '2026-12-01', draft: true }),
          // Not published by anyone: a draft field missing, or not false, keeps a post unseen.
          without(makePost({ slug: 'no-draft-field' }), 'draft') as PostDocument,
          makePost({ slug: 'draft-as-text', draft: 'false' }),
          makePost({ slug: 'a-same-day', publishedAt: '2026-11-29' }),
          makePost({ slug: 'b-same-day', publishedAt: '2026-11-29' }),
        ],
      });
      const { heard, slugs, onError, unsubscribe } = watchPosts(repository);
      await waitForEmulator(() => expect(heard).toHaveLength(1));
      expect(slugs()).toEqual(['hello', 'a-same-day', 'b-same-day', 'older']);
      expect(heard[0]?.[0]).toEqual(parsePost('hello', withoutSlug(published)));
      expect(heard[0]?.[0]?.translations).toEqual({
        fr: { title: 'Bonjour', tags: ['', 'Carnet'] },
      });
      expect(onError).not.toHaveBeenCalled();
      unsubscribe();
    });

    it('hears a post published, edited, unpublished and removed, until unsubscribed', async () => {
      const { repository, putPost, removePost } = await setup({
        projects: [],
        posts: [
          makePost({ slug: 'first', publishedAt: '2026-09-01' }),
          makePost({ slug: 'second', publishedAt: '2026-10-01', draft: true }),
        ],
      });
      const { heard, slugs, onError, unsubscribe } = watchPosts(repository);
      await waitForEmulator(() => expect(slugs()).toEqual(['first']));

      const second = withoutSlug(makePost({ slug: 'second', publishedAt: '2026-10-01' }));
      await putPost('second', second);
      await waitForEmulator(() => expect(slugs()).toEqual(['second', 'first']));
      await putPost('second', { ...second, title: 'Second, edited' });
      await waitForEmulator(() => expect(heard.at(-1)?.[0]?.title).toBe('Second, edited'));
      await putPost('first', withoutSlug(makePost({ slug: 'first', draft: true })));
      await waitForEmulator(() => expect(slugs()).toEqual(['second']));
      await removePost('second');
      await waitForEmulator(() => expect(slugs()).toEqual([]));

      // A witness started after it hears the next change: by then the first would have too.
      const witness = watchPosts(repository);
      await waitForEmulator(() => expect(witness.slugs()).toEqual([]));
      unsubscribe();
      const count = heard.length;
      await putPost('third', withoutSlug(makePost({ slug: 'third' })));
      await waitForEmulator(() => expect(witness.slugs()).toEqual(['third']));
      expect(heard).toHaveLength(count);
      expect(onError).not.toHaveBeenCalled();
      witness.unsubscribe();
    });

    it('reads a hostile published post safely', async () => {
      const { repository, putPost } = await setup({ projects: [] });
      await putPost('hostile', {
        draft: false,
        title: 42,
        summary: ['x'],
        body: { html: '<script>' },
        tags: 'Web',
        cover: 'javascript:alert(1)',
        publishedAt: 'yesterday',
        updatedAt: 20261129,
        translations: { fr: 'Bonjour' },
      });
      const { heard, onError, unsubscribe } = watchPosts(repository);
      await waitForEmulator(() => expect(heard).toHaveLength(1));
      expect(heard[0]).toEqual([
        {
          slug: 'hostile',
          title: '',
          summary: '',
          body: '',
          tags: [],
          cover: '',
          publishedAt: '',
          updatedAt: '',
          draft: false,
          translations: {},
        },
      ]);
      expect(onError).not.toHaveBeenCalled();
      unsubscribe();
    });

    it('reads the posts once, as a page builds from them', async () => {
      const { repository } = await setup({
        projects: [],
        posts: [makePost({ slug: 'only', publishedAt: '2026-11-01' })],
      });
      const posts = await readPostsOnce(repository);
      expect(posts.map((post) => post.slug)).toEqual(['only']);
    });
  });

  it('stores a message with exactly its four fields under its id, and returns the id', async () => {
    const { repository, storedMessages } = await setup({ projects: [] });
    const before = Date.now();
    const sent = newMessage();
    const id = await repository.insertMail(sent);
    expect(id).toBe(sent.id);
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

  it('stores a message sent twice under the same id once, unchanged', async () => {
    const { repository, storedMessages } = await setup({ projects: [] });
    const sent = newMessage();
    await repository.insertMail(sent);
    const first = await storedMessages();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(
      repository.insertMail({ ...sent, date: new Date(Date.now() + 60_000) }),
    ).resolves.toBe(sent.id);
    await expect(repository.insertMail(sent)).resolves.toBe(sent.id);
    expect(await storedMessages()).toEqual(first);
  });

  it('refuses another message under a stored id, and keeps the stored one', async () => {
    const { repository, storedMessages } = await setup({ projects: [] });
    const sent = newMessage();
    await repository.insertMail(sent);
    const first = await storedMessages();
    await expect(repository.insertMail({ ...sent, message: 'Changed' })).rejects.toThrow();
    await expect(
      repository.insertMail({ ...sent, email: 'mallory@example.com' }),
    ).rejects.toThrow();
    expect(await storedMessages()).toEqual(first);
  });

  it('stores messages with different ids apart, even with the same text', async () => {
    const { repository, storedMessages, passTime } = await setup({ projects: [] });
    const one = newMessage();
    const other = { ...one, id: createMessageId() };
    await repository.insertMail(one);
    await passTime(SEND_INTERVAL_SECONDS);
    await repository.insertMail(other);
    expect((await storedMessages()).map((entry) => entry.id).sort()).toEqual(
      [one.id, other.id].sort(),
    );
  });

  describe('how often a visitor may send', () => {
    /** The wait a refused send reports, or the error when it is not a RateLimitedError. */
    const refusal = (sent: Promise<string>) =>
      sent.then(
        () => 'sent',
        (error: unknown) =>
          error instanceof RateLimitedError
            ? { limit: error.limit, retryAfterSeconds: error.retryAfterSeconds }
            : error,
      );

    it('refuses a new message sent too soon, saying how long to wait, and stores nothing', async () => {
      const { repository, storedMessages, passTime } = await setup({ projects: [] });
      const first = newMessage();
      await repository.insertMail(first);
      await passTime(10);
      const refused = await refusal(repository.insertMail(newMessage()));
      expect(refused).toEqual({ limit: 'interval', retryAfterSeconds: expect.any(Number) });
      const { retryAfterSeconds } = refused as { retryAfterSeconds: number };
      expect(retryAfterSeconds).toBeGreaterThanOrEqual(SEND_INTERVAL_SECONDS - 10 - 5);
      expect(retryAfterSeconds).toBeLessThanOrEqual(SEND_INTERVAL_SECONDS - 10);
      expect((await storedMessages()).map((entry) => entry.id)).toEqual([first.id]);
    });

    it('takes the next message once the interval has passed', async () => {
      const { repository, storedMessages, passTime } = await setup({ projects: [] });
      await repository.insertMail(newMessage());
      await passTime(SEND_INTERVAL_SECONDS);
      await expect(refusal(repository.insertMail(newMessage()))).resolves.toBe('sent');
      expect(await storedMessages()).toHaveLength(2);
    });

    it('recognises a repeat of a stored message at once, without counting it', async () => {
      const { repository, storedMessages, passTime } = await setup({ projects: [] });
      const sent = newMessage();
      await repository.insertMail(sent);
      await expect(repository.insertMail(sent)).resolves.toBe(sent.id);
      await passTime(SEND_INTERVAL_SECONDS);
      // The repeat did not restart the wait: a new message goes out now.
      await expect(refusal(repository.insertMail(newMessage()))).resolves.toBe('sent');
      expect(await storedMessages()).toHaveLength(2);
    });

    it(`refuses message ${MESSAGES_PER_DAY + 1} of a day, and takes it a day later`, async () => {
      const { repository, storedMessages, passTime } = await setup({ projects: [] });
      for (let sent = 0; sent < MESSAGES_PER_DAY; sent += 1) {
        await repository.insertMail(newMessage());
        await passTime(SEND_INTERVAL_SECONDS);
      }
      const extra = newMessage();
      const refused = await refusal(repository.insertMail(extra));
      const dayLeft = DAY_SECONDS - MESSAGES_PER_DAY * SEND_INTERVAL_SECONDS;
      expect(refused).toEqual({ limit: 'daily', retryAfterSeconds: expect.any(Number) });
      const { retryAfterSeconds } = refused as { retryAfterSeconds: number };
      expect(retryAfterSeconds).toBeGreaterThanOrEqual(dayLeft - 5);
      expect(retryAfterSeconds).toBeLessThanOrEqual(dayLeft);
      expect(await storedMessages()).toHaveLength(MESSAGES_PER_DAY);

      await passTime(dayLeft);
      await expect(repository.insertMail(extra)).resolves.toBe(extra.id);
      expect(await storedMessages()).toHaveLength(MESSAGES_PER_DAY + 1);
      // A new day has begun with that message: the next waits for the interval again.
      await expect(refusal(repository.insertMail(newMessage()))).resolves.toMatchObject({
        limit: 'interval',
      });
    }, 60_000);
  });
}
