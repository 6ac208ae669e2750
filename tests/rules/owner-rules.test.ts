// @vitest-environment node
/**
 * The owner's rights in the real `firestore.rules`, executed by the official emulator: the
 * account whose ID token carries the custom claim `owner: true` writes the profile and the
 * projects in their valid shape with the next version, deletes projects, reads, marks handled
 * and deletes messages, and reads the delivery records. Every other account, and a visitor not
 * signed in, gains nothing. The bounds come from LIMITS, so changing LIMITS alone fails here.
 * (What a visitor may do is firestore-rules.test.ts.)
 */
import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/clip';
import demo from '../../mocks/portfolio.json';
import { describeOnEmulator } from '../support/emulator-project';
import { useRulesEnvironment } from '../support/rules-environment';
import { sendAsPage } from './send-as-page';
import { REFUSED_WRITE, takeFirebaseWarningsLike } from '../support/firebase-warnings';

// The SDK warns of every write the rules refuse; refusals are what these tests expect, and
// nothing else may be reported.
afterEach(() => takeFirebaseWarningsLike(REFUSED_WRITE));

const without = (document: DocumentData, field: string) => {
  const copy = { ...document };
  delete copy[field];
  return copy;
};

const demoProject = without(demo.projects[0]!, 'id');

/** A valid profile and project as stored, each at version 3. */
const storedProfile = { ...demo.user, version: 3 };
const storedProject = { ...demoProject, order: 0, version: 3 };

const storedMessage = {
  name: 'Jo',
  email: 'jo@example.com',
  message: 'Hello',
  date: Timestamp.fromDate(new Date('2024-05-01T12:00:00Z')),
};

const stored: Record<string, DocumentData> = {
  'User/user': storedProfile,
  'User/other': { name: 'Eve' },
  'Projects/p1': storedProject,
  // Written before versions, or by hand in the console: both count as version 0.
  'Projects/unversioned': { ...demoProject, order: 1 },
  'Projects/text-version': { ...demoProject, order: 2, version: '7' },
  // Added by hand in the console, before titles were needed.
  'Projects/untitled': { ...demoProject, title: '', order: 3, version: 1 },
  'Projects/no-title-field': { ...without(demoProject, 'title'), order: 4, version: 1 },
  'Projects/p1/comments/c1': { text: 'Nice' },
  'Emails/e1': storedMessage,
  'Emails/handled': { ...storedMessage, handled: true },
  'Deliveries/e1': { state: 'sent', smtpMessageId: '<m1@example.com>' },
  'Mailbox/2026-11-26T14': { state: 'sent', arrived: 25 },
  'Secrets/s1': { key: 'hidden' },
};

/** The profile and a project as the owner's next write of them sends them. */
const nextProfile = (change: DocumentData = {}) => ({ ...storedProfile, version: 4, ...change });
const nextProject = (change: DocumentData = {}) => ({ ...storedProject, version: 4, ...change });
const newProject = (change: DocumentData = {}) => ({ ...storedProject, version: 1, ...change });

/** `count` distinct tags of `length` characters each. */
const tagsOf = (count: number, length = 5) =>
  Array.from({ length: count }, (_, index) => String(index).padStart(length, 't'));

/** assertFails, naming the case that was not refused. */
const refusedWith = (label: string, attempt: Promise<unknown>) =>
  assertFails(attempt).catch((error: unknown) => {
    throw new Error(`${label}: ${String(error)}`);
  });

/** Values of each type but the one a field needs (a list and a map have a size() too). */
const WRONG_TYPES: [string, unknown][] = [
  ['a number', 42],
  ['a bool', true],
  ['null', null],
  ['a list', ['text']],
  ['a map', { text: 'text' }],
  ['a timestamp', Timestamp.now()],
];
const notText = WRONG_TYPES;
const notList: [string, unknown][] = [
  ['a string', 'React'],
  ...WRONG_TYPES.filter(([type]) => type !== 'a list'),
];
const notInteger: [string, unknown][] = [
  ['a string', '4'],
  ['a fraction', 3.5],
  ...WRONG_TYPES.filter(([type]) => type !== 'a number'),
];

const PROFILE_TEXT_FIELDS = Object.keys(demo.user).filter(
  (field) => field !== 'languages' && field !== 'translations',
);
const PROJECT_TEXT_FIELDS = ['title', 'description', 'githubLink', 'projectLink', 'appStoreLink'];

/** Accounts that are not the owner, by their token (null: not signed in at all). */
const NOT_THE_OWNER: [string, TokenOptions | null][] = [
  ['a visitor not signed in', null],
  ['a visitor signed in anonymously', { firebase: { sign_in_provider: 'anonymous' } }],
  ['a signed-in stranger', {}],
  ['an account with owner: false', { owner: false }],
  ["an account with owner: 'true'", { owner: 'true' }],
  ['an account with owner: 1', { owner: 1 }],
  ['an account with owner: [true]', { owner: [true] }],
  ['an account with another claim', { admin: true }],
];

describeOnEmulator("firestore.rules, executed: the owner's rights", () => {
  const rulesEnvironment = useRulesEnvironment('rules-owner');
  let owner: Firestore;
  const accounts = new Map<string, Firestore>();
  /** Each signed-in account's uid. */
  const uids = new Map<string, string>();

  beforeAll(() => {
    const environment = rulesEnvironment.environment();
    owner = environment
      .authenticatedContext('owner', { owner: true })
      .firestore() as unknown as Firestore;
    for (const [name, token] of NOT_THE_OWNER) {
      const uid = `account-${accounts.size}`;
      if (token) uids.set(name, uid);
      const context = token
        ? environment.authenticatedContext(uid, token)
        : environment.unauthenticatedContext();
      accounts.set(name, context.firestore() as unknown as Firestore);
    }
  });

  const as = (name: string) => accounts.get(name) as Firestore;

  /** Writes the stored documents, bypassing the rules (the data is cleared before each test). */
  const arrangeStored = () => rulesEnvironment.arrangeStored(stored);

  /** A document as stored, read with the rules bypassed. */
  const { readStored } = rulesEnvironment;

  const profile = () => doc(owner, 'User/user');
  const p1 = () => doc(owner, 'Projects/p1');

  describe('the owner writes the profile and projects with the next version', () => {
    arrangeStored();

    it('replaces the profile, version 3 to 4', async () => {
      await assertSucceeds(setDoc(profile(), nextProfile({ name: 'Maya L.' })));
      expect(await readStored('User/user')).toEqual(nextProfile({ name: 'Maya L.' }));
    });

    it('changes one field of the profile and the version', async () => {
      await assertSucceeds(updateDoc(profile(), { bio: 'New', version: 4 }));
      expect(await readStored('User/user')).toEqual(nextProfile({ bio: 'New' }));
    });

    it('replaces a project and updates one, each time the next version', async () => {
      await assertSucceeds(setDoc(p1(), nextProject({ title: 'TrailMate 2' })));
      await assertSucceeds(updateDoc(p1(), { order: 5, version: 5 }));
      expect(await readStored('Projects/p1')).toEqual(
        nextProject({ title: 'TrailMate 2', order: 5, version: 5 }),
      );
    });

    it.each(['unversioned', 'text-version'])(
      'counts the project %s as version 0: the next is 1',
      async (id) => {
        const target = doc(owner, 'Projects', id);
        await assertFails(updateDoc(target, { version: 0 }));
        await assertFails(updateDoc(target, { version: 2 }));
        await assertFails(updateDoc(target, { version: 8 }));
        await assertSucceeds(updateDoc(target, { version: 1 }));
      },
    );

    it('creates a project at version 1, under its own id or a generated one', async () => {
      await assertSucceeds(setDoc(doc(owner, 'Projects/new-one_2'), newProject()));
      await assertSucceeds(addDoc(collection(owner, 'Projects'), newProject({ order: 7 })));
    });

    it('deletes a project, and one that does not exist', async () => {
      await assertSucceeds(deleteDoc(p1()));
      await assertSucceeds(deleteDoc(doc(owner, 'Projects/none')));
      expect(await readStored('Projects/p1')).toBeUndefined();
    });

    it('writes the demo content file as documents', async () => {
      const batch = writeBatch(owner);
      batch.set(profile(), nextProfile());
      demo.projects.forEach(({ id, ...fields }, order) =>
        batch.set(doc(owner, 'Projects', id), { ...fields, order, version: 1 }),
      );
      await assertSucceeds(batch.commit());
    });

    it("accepts every text empty but a project's title, and every list empty", async () => {
      const emptyText = (fields: string[]) =>
        Object.fromEntries(fields.map((field) => [field, '']));
      const projectFields = PROJECT_TEXT_FIELDS.filter((field) => field !== 'title');
      await assertSucceeds(setDoc(profile(), nextProfile(emptyText(PROFILE_TEXT_FIELDS))));
      await assertSucceeds(
        setDoc(p1(), nextProject({ ...emptyText(projectFields), tags: [], images: [] })),
      );
    });

    it('refuses the second of two edits made from the same read (another tab)', async () => {
      await assertSucceeds(setDoc(p1(), nextProject({ title: 'From the first tab' })));
      await assertFails(setDoc(p1(), nextProject({ title: 'From the second tab' })));
      expect(await readStored('Projects/p1')).toMatchObject({ title: 'From the first tab' });
    });
  });

  describe('the owner creates the profile at version 1', () => {
    it('creates it when there is none', async () => {
      await assertFails(setDoc(profile(), nextProfile({ version: 2 })));
      await assertFails(setDoc(profile(), nextProfile({ version: 0 })));
      await assertSucceeds(setDoc(profile(), nextProfile({ version: 1 })));
    });
  });

  describe('a write with any other version is refused', () => {
    arrangeStored();

    const versions: [string, unknown][] = [
      ['the stored version (3)', 3],
      ['the stored version plus 2 (5)', 5],
      ['an older version (2)', 2],
      ['version 1', 1],
      ['version 0', 0],
      ['a negative version', -4],
      ...notInteger.map(
        ([type, value]) => [`a version that is ${type}`, value] as [string, unknown],
      ),
    ];
    it.each(versions)('refuses the profile with %s', async (_case, version) => {
      await assertFails(setDoc(profile(), nextProfile({ version })));
      expect(await readStored('User/user')).toEqual(storedProfile);
    });
    it.each(versions)('refuses a project with %s', async (_case, version) => {
      await assertFails(setDoc(p1(), nextProject({ version })));
      await assertFails(updateDoc(p1(), { title: 'Changed', version }));
      expect(await readStored('Projects/p1')).toEqual(storedProject);
    });

    it('refuses an update that leaves the version as it is', async () => {
      await assertFails(updateDoc(profile(), { name: 'Changed' }));
      await assertFails(updateDoc(p1(), { title: 'Changed' }));
    });

    it('refuses a write without a version, or one that removes it', async () => {
      await assertFails(setDoc(profile(), without(nextProfile(), 'version')));
      await assertFails(setDoc(p1(), without(nextProject(), 'version')));
      await assertFails(updateDoc(p1(), { version: deleteField() }));
    });

    it.each<[string, unknown]>([
      ['version 0', 0],
      ['version 2', 2],
      ['version 4', 4],
    ])('refuses a new project with %s', async (_case, version) => {
      await assertFails(setDoc(doc(owner, 'Projects/new'), newProject({ version })));
    });
  });

  describe('the profile: exactly its fields, of their types, within LIMITS', () => {
    arrangeStored();

    it.each<[string, DocumentData]>([
      [`a name of ${LIMITS.name} characters`, { name: 'n'.repeat(LIMITS.name) }],
      [`a bio of ${LIMITS.text} characters`, { bio: 'b'.repeat(LIMITS.text) }],
      [`a name of ${LIMITS.name / 2} emoji`, { name: '😀'.repeat(LIMITS.name / 2) }],
      ['a link of 10,000 characters', { github: `https://example.com/${'x'.repeat(10_000)}` }],
      // The rules check types and bounds; the page renders only safe links.
      ['a link that is not one', { linkedin: 'javascript:alert(1)' }],
    ])('accepts %s', async (_case, change) => {
      await assertSucceeds(setDoc(profile(), nextProfile(change)));
    });

    it.each<[string, DocumentData]>([
      [`a name of ${LIMITS.name + 1} characters`, { name: 'n'.repeat(LIMITS.name + 1) }],
      [`a bio of ${LIMITS.text + 1} characters`, { bio: 'b'.repeat(LIMITS.text + 1) }],
      // size() counts UTF-16 code units: one emoji is two.
      [
        `a name of ${LIMITS.name / 2 + 1} emoji (${LIMITS.name + 2} code units)`,
        { name: '😀'.repeat(LIMITS.name / 2 + 1) },
      ],
      ['an extra field', { admin: true }],
      ['an order', { order: 0 }],
      ['an id', { id: 'user' }],
    ])('refuses %s', async (_case, change) => {
      await assertFails(setDoc(profile(), nextProfile(change)));
    });

    it.each(PROFILE_TEXT_FIELDS)('refuses a profile without %s', async (field) => {
      await assertFails(setDoc(profile(), without(nextProfile(), field)));
      await assertFails(updateDoc(profile(), { [field]: deleteField(), version: 4 }));
    });

    it.each(PROFILE_TEXT_FIELDS)('refuses a profile whose %s is not text', async (field) => {
      for (const [type, value] of notText) {
        await refusedWith(type, setDoc(profile(), nextProfile({ [field]: value })));
      }
    });

    it('refuses to delete the profile', async () => {
      await assertFails(deleteDoc(profile()));
    });
  });

  describe('a project: exactly its fields, of their types, within LIMITS', () => {
    arrangeStored();

    const maxTags = LIMITS.tagsPerProject;
    const maxImages = LIMITS.imagesPerProject;

    it.each<[string, DocumentData]>([
      [`a title of ${LIMITS.title} characters`, { title: 't'.repeat(LIMITS.title) }],
      [`a title of ${LIMITS.title / 2} emoji`, { title: '😀'.repeat(LIMITS.title / 2) }],
      [`a description of ${LIMITS.text} characters`, { description: 'd'.repeat(LIMITS.text) }],
      [`${maxTags} tags`, { tags: tagsOf(maxTags) }],
      [`${maxTags} tags of ${LIMITS.tag} characters`, { tags: tagsOf(maxTags, LIMITS.tag) }],
      [`${maxImages} images`, { images: Array.from({ length: maxImages }, (_, i) => `/${i}.png`) }],
      ['an image of 10,000 characters', { images: [`https://example.com/${'x'.repeat(10_000)}`] }],
      ['order 0', { order: 0 }],
      ['a large order', { order: 1_000_000 }],
      ['a link that is not one', { githubLink: 'javascript:alert(1)' }],
    ])('accepts %s', async (_case, change) => {
      await assertSucceeds(setDoc(p1(), nextProject(change)));
    });

    it.each<[string, DocumentData]>([
      [`a title of ${LIMITS.title + 1} characters`, { title: 't'.repeat(LIMITS.title + 1) }],
      [
        `a title of ${LIMITS.title / 2 + 1} emoji (${LIMITS.title + 2} code units)`,
        { title: '😀'.repeat(LIMITS.title / 2 + 1) },
      ],
      [
        `a description of ${LIMITS.text + 1} characters`,
        { description: 'd'.repeat(LIMITS.text + 1) },
      ],
      [`${maxTags + 1} tags`, { tags: tagsOf(maxTags + 1) }],
      [
        `${maxImages + 1} images`,
        { images: Array.from({ length: maxImages + 1 }, (_, i) => `/${i}.png`) },
      ],
      ['a negative order', { order: -1 }],
      ...notInteger.map(
        ([type, value]) => [`an order that is ${type}`, { order: value }] as [string, DocumentData],
      ),
      ['an extra field', { admin: true }],
      ['an id in the body', { id: 'p1' }],
    ])('refuses %s', async (_case, change) => {
      await assertFails(setDoc(p1(), nextProject(change)));
    });

    it.each([
      ['empty', ''],
      ['a space', ' '],
      ['spaces, tabs and line breaks', ' \t\r\n\f '],
    ])('refuses a title that is %s, for a new project and a stored one', async (_case, title) => {
      await assertFails(setDoc(doc(owner, 'Projects/new'), newProject({ title })));
      await assertFails(setDoc(p1(), nextProject({ title })));
    });

    it('accepts a title with one character that is not a space', async () => {
      await assertSucceeds(setDoc(doc(owner, 'Projects/new'), newProject({ title: '\n x \n' })));
    });

    it('lets a project stored without a title keep it blank, and only that', async () => {
      const move = { order: 7, version: 2 };
      await assertSucceeds(
        setDoc(doc(owner, 'Projects/untitled'), nextProject({ title: '', ...move })),
      );
      await assertSucceeds(
        setDoc(doc(owner, 'Projects/no-title-field'), nextProject({ title: '', ...move })),
      );
      await assertFails(
        setDoc(doc(owner, 'Projects/untitled'), nextProject({ title: ' ', order: 8, version: 3 })),
      );
    });

    it.each(Array.from({ length: maxTags }, (_, index) => index))(
      'refuses a tag too long, or not text, at place %i of a full list',
      async (index) => {
        const tags: unknown[] = tagsOf(maxTags, LIMITS.tag);
        tags[index] = 'x'.repeat(LIMITS.tag + 1);
        await assertFails(setDoc(p1(), nextProject({ tags })));
        tags[index] = 7;
        await assertFails(setDoc(p1(), nextProject({ tags })));
      },
    );

    it.each(Array.from({ length: maxImages }, (_, index) => index))(
      'refuses an image that is not text at place %i of a full list',
      async (index) => {
        const images: unknown[] = Array.from({ length: maxImages }, (_, i) => `/${i}.png`);
        images[index] = { src: '/a.png' };
        await assertFails(setDoc(p1(), nextProject({ images })));
      },
    );

    it.each(['title', 'description', 'tags', 'images', ...PROJECT_TEXT_FIELDS.slice(2), 'order'])(
      'refuses a project without %s',
      async (field) => {
        await assertFails(setDoc(p1(), without(nextProject(), field)));
        await assertFails(setDoc(doc(owner, 'Projects/new'), without(newProject(), field)));
        await assertFails(updateDoc(p1(), { [field]: deleteField(), version: 4 }));
      },
    );

    it.each([
      ...PROJECT_TEXT_FIELDS.map((field) => [field, 'text', notText] as const),
      ...['tags', 'images'].map((field) => [field, 'a list', notList] as const),
    ])('refuses a project whose %s is not %s', async (field, _type, wrongValues) => {
      for (const [type, value] of wrongValues) {
        await refusedWith(type, setDoc(p1(), nextProject({ [field]: value })));
      }
    });

    it.each([
      ['with a dot', 'my.project'],
      ['with a space', 'my project'],
      ['with an accent', 'café'],
      ['of 101 characters', 'p'.repeat(101)],
    ])('refuses a project id %s, which the content file could not hold', async (_case, id) => {
      await assertFails(setDoc(doc(owner, 'Projects', id), newProject()));
    });

    it('accepts a project id of 100 characters', async () => {
      await assertSucceeds(setDoc(doc(owner, 'Projects', 'p'.repeat(100)), newProject()));
    });
  });

  describe('the owner reads, marks handled and deletes messages, and reads deliveries', () => {
    arrangeStored();

    const e1 = () => doc(owner, 'Emails/e1');

    it.each<[string, () => Promise<unknown>]>([
      ['get a message', () => getDoc(e1())],
      [
        'list the messages, newest first',
        () => getDocs(query(collection(owner, 'Emails'), orderBy('date', 'desc'))),
      ],
      ['get a delivery', () => getDoc(doc(owner, 'Deliveries/e1'))],
      ['list the deliveries', () => getDocs(collection(owner, 'Deliveries'))],
    ])('allows the owner to %s', async (_case, read) => {
      await assertSucceeds(read());
    });

    it.each([true, false])('marks a message handled: %s', async (handled) => {
      await assertSucceeds(updateDoc(e1(), { handled }));
      expect(await readStored('Emails/e1')).toEqual({ ...storedMessage, handled });
    });

    it('marks a handled message unhandled, with a set of the whole message', async () => {
      const target = doc(owner, 'Emails/handled');
      await assertSucceeds(setDoc(target, { ...storedMessage, handled: false }));
      expect(await readStored('Emails/handled')).toEqual({ ...storedMessage, handled: false });
    });

    it('deletes a message', async () => {
      await assertSucceeds(deleteDoc(e1()));
      expect(await readStored('Emails/e1')).toBeUndefined();
    });

    it.each<[string, DocumentData]>([
      ['handled as a string', { handled: 'yes' }],
      ['handled as a number', { handled: 1 }],
      ['handled as null', { handled: null }],
      ['handled and the message', { handled: true, message: 'Changed' }],
      ['handled and the name', { handled: true, name: 'Mallory' }],
      ['handled and a new date', { handled: true, date: serverTimestamp() }],
      ['handled and another field', { handled: true, note: 'spam' }],
      ['the message alone', { message: 'Changed' }],
      ['another field alone', { note: 'spam' }],
      ['the date removed', { date: deleteField() }],
    ])('refuses the owner an update of %s', async (_case, change) => {
      await assertFails(updateDoc(e1(), change));
      expect(await readStored('Emails/e1')).toEqual(storedMessage);
    });

    it('refuses the owner to remove handled', async () => {
      await assertFails(updateDoc(doc(owner, 'Emails/handled'), { handled: deleteField() }));
    });

    it.each<[string, () => Promise<unknown>]>([
      ['write a delivery', () => setDoc(doc(owner, 'Deliveries/new'), { state: 'sent' })],
      ['change a delivery', () => updateDoc(doc(owner, 'Deliveries/e1'), { state: 'failed' })],
      ['delete a delivery', () => deleteDoc(doc(owner, 'Deliveries/e1'))],
      ['get an hour of the mailbox', () => getDoc(doc(owner, 'Mailbox/2026-11-26T14'))],
      [
        'write an hour of the mailbox',
        () => setDoc(doc(owner, 'Mailbox/2026-11-26T15'), { state: 'sent' }),
      ],
      ['write another User document', () => setDoc(doc(owner, 'User/other'), nextProfile())],
      ['get another User document', () => getDoc(doc(owner, 'User/other'))],
      ['get from an unknown collection', () => getDoc(doc(owner, 'Secrets/s1'))],
      ['write to an unknown collection', () => setDoc(doc(owner, 'Secrets/s2'), { key: 'x' })],
      ['get from a subcollection', () => getDoc(doc(owner, 'Projects/p1/comments/c1'))],
      [
        'write to a subcollection',
        () => setDoc(doc(owner, 'Projects/p1/comments/c2'), { text: 'x' }),
      ],
    ])('still refuses the owner to %s', async (_case, attempt) => {
      await assertFails(attempt());
    });
  });

  describe('every other account gains nothing', () => {
    arrangeStored();

    const ownerActions: [string, (db: Firestore) => Promise<unknown>][] = [
      ['replace the profile', (db) => setDoc(doc(db, 'User/user'), nextProfile())],
      ['update the profile', (db) => updateDoc(doc(db, 'User/user'), { name: 'X', version: 4 })],
      ['create the profile anew', (db) => setDoc(doc(db, 'User/new'), nextProfile())],
      ['replace a project', (db) => setDoc(doc(db, 'Projects/p1'), nextProject())],
      ['update a project', (db) => updateDoc(doc(db, 'Projects/p1'), { order: 1, version: 4 })],
      ['create a project', (db) => setDoc(doc(db, 'Projects/new'), newProject())],
      ['add a project', (db) => addDoc(collection(db, 'Projects'), newProject())],
      ['delete a project', (db) => deleteDoc(doc(db, 'Projects/p1'))],
      ['get a message', (db) => getDoc(doc(db, 'Emails/e1'))],
      ['list the messages', (db) => getDocs(collection(db, 'Emails'))],
      ['mark a message handled', (db) => updateDoc(doc(db, 'Emails/e1'), { handled: true })],
      [
        'mark a message unhandled',
        (db) => updateDoc(doc(db, 'Emails/handled'), { handled: false }),
      ],
      ['delete a message', (db) => deleteDoc(doc(db, 'Emails/e1'))],
      ['get a delivery', (db) => getDoc(doc(db, 'Deliveries/e1'))],
      ['list the deliveries', (db) => getDocs(collection(db, 'Deliveries'))],
    ];

    it.each(
      NOT_THE_OWNER.flatMap(([account]) =>
        ownerActions.map(([action, attempt]) => [account, action, attempt] as const),
      ),
    )('refuses %s to %s', async (account, _action, attempt) => {
      await assertFails(attempt(as(account)));
    });

    it.each(NOT_THE_OWNER.map(([account]) => account))(
      'leaves everything as stored after %s tried it all',
      async (account) => {
        for (const [, attempt] of ownerActions) await assertFails(attempt(as(account)));
        for (const [path, data] of Object.entries(stored)) {
          expect(await readStored(path), path).toEqual(data);
        }
      },
    );

    it.each(NOT_THE_OWNER.filter(([, token]) => token).map(([account]) => account))(
      'lets %s send a message exactly once, as before',
      async (account) => {
        const id = doc(collection(as(account), 'Emails')).id;
        const target = doc(as(account), 'Emails', id);
        const sent = { name: 'Jo', email: 'jo@example.com', message: 'Hello' };
        const uid = uids.get(account) ?? '';
        await assertSucceeds(
          sendAsPage(as(account), uid, id, { ...sent, date: serverTimestamp() }),
        );
        await assertFails(setDoc(target, { ...sent, date: serverTimestamp() }));
        await assertSucceeds(updateDoc(target, sent));
        await assertFails(updateDoc(target, { ...sent, handled: true }));
      },
    );

    it('refuses a message from a visitor not signed in, who has no sender record', async () => {
      const visitor = as('a visitor not signed in');
      const target = doc(collection(visitor, 'Emails'));
      await assertFails(
        setDoc(target, {
          name: 'Jo',
          email: 'jo@example.com',
          message: 'Hi',
          date: serverTimestamp(),
        }),
      );
    });
  });
});
