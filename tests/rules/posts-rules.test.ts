// @vitest-environment node
/**
 * The posts in the real `firestore.rules`, executed by the official emulator: a visitor reads
 * only published posts (`draft == false`), and a query must ask for those alone; the owner reads
 * them all and writes a post, exactly the content file's fields with the next version, each
 * within POST_LIMITS, under a slug, and deletes one. The cases are built from POST_LIMITS, so
 * changing it alone fails here.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST_LIMITS, POSTS_COLLECTION } from '@/domain/post';
import demo from '../../mocks/portfolio.json';
import { describeOnEmulator } from '../support/emulator-project';
import { REFUSED_WRITE, takeFirebaseWarningsLike } from '../support/firebase-warnings';
import { useRulesEnvironment } from '../support/rules-environment';

afterEach(() => takeFirebaseWarningsLike(REFUSED_WRITE));

/** `document` without its field `key`. */
const without = (document: DocumentData, key: string): DocumentData =>
  Object.fromEntries(Object.entries(document).filter(([field]) => field !== key));

/** The demo's first post as stored (its slug is its document's id), at version 3. */
const demoPost = without(demo.posts[0]!, 'slug');
const storedPost: DocumentData = { ...demoPost, draft: false, version: 3 };
const storedDraft: DocumentData = { ...demoPost, draft: true, publishedAt: '', version: 1 };

const stored: Record<string, DocumentData> = {
  'Posts/published': storedPost,
  'Posts/unfinished': storedDraft,
  // Written by hand in the console: no draft field, or one that is no boolean.
  'Posts/no-draft-field': without(storedPost, 'draft'),
  'Posts/draft-as-text': { ...storedPost, draft: 'false' },
};

/** The published post as the owner's next write sends it, with `change`. */
const nextPost = (change: DocumentData = {}): DocumentData => ({
  ...storedPost,
  version: 4,
  ...change,
});

/** `length` UTF-16 code units, as size() counts them, in pairs where it can (😀 is two). */
const unitsOf = (length: number) =>
  `${'😀'.repeat(Math.floor(length / 2))}${'x'.repeat(length % 2)}`;

const TEXTS = [
  ['title', POST_LIMITS.title],
  ['summary', POST_LIMITS.summary],
  ['body', POST_LIMITS.body],
] as const;

describeOnEmulator('firestore.rules, executed: the posts', () => {
  const rulesEnvironment = useRulesEnvironment('rules-posts');
  let owner: Firestore;
  let visitor: Firestore;
  let stranger: Firestore;
  let anonymous: Firestore;

  beforeAll(() => {
    const environment = rulesEnvironment.environment();
    const firestoreOf = (context: { firestore(): unknown }) => context.firestore() as Firestore;
    owner = firestoreOf(environment.authenticatedContext('owner', { owner: true }));
    visitor = firestoreOf(environment.unauthenticatedContext());
    stranger = firestoreOf(environment.authenticatedContext('stranger', {}));
    anonymous = firestoreOf(
      environment.authenticatedContext('anonymous', {
        firebase: { sign_in_provider: 'anonymous' },
      }),
    );
  });
  rulesEnvironment.arrangeStored(stored);
  const { readStored } = rulesEnvironment;
  const post = (db: Firestore, slug = 'published') => doc(db, POSTS_COLLECTION, slug);
  const published = (db: Firestore) =>
    query(collection(db, POSTS_COLLECTION), where('draft', '==', false));

  const visitors = [
    ['a visitor not signed in', () => visitor],
    ['a visitor signed in anonymously', () => anonymous],
    ['a signed-in stranger', () => stranger],
  ] as const;

  describe('a visitor reads the published posts only', () => {
    it.each(visitors)('%s lists the published posts and gets one', async (_who, db) => {
      const listed = await assertSucceeds(getDocs(published(db())));
      expect(listed.docs.map((entry) => entry.id)).toEqual(['published']);
      await assertSucceeds(getDoc(post(db())));
    });

    it.each(visitors)(
      '%s cannot read a draft, nor a post not marked published',
      async (_who, db) => {
        for (const slug of ['unfinished', 'no-draft-field', 'draft-as-text']) {
          await assertFails(getDoc(post(db(), slug)));
        }
      },
    );

    it.each(visitors)(
      '%s cannot list the posts without asking for the published alone',
      async (_who, db) => {
        await assertFails(getDocs(collection(db(), POSTS_COLLECTION)));
        await assertFails(
          getDocs(query(collection(db(), POSTS_COLLECTION), where('draft', '==', true))),
        );
        await assertFails(
          getDocs(query(collection(db(), POSTS_COLLECTION), where('title', '!=', ''))),
        );
      },
    );

    it('the owner lists them all, drafts too', async () => {
      const listed = await assertSucceeds(getDocs(collection(owner, POSTS_COLLECTION)));
      expect(listed.size).toBe(Object.keys(stored).length);
      await assertSucceeds(getDoc(post(owner, 'unfinished')));
    });
  });

  describe('only the owner writes them', () => {
    it('the owner replaces, creates and deletes a post', async () => {
      await assertSucceeds(setDoc(post(owner), nextPost({ title: 'Edited' })));
      expect(await readStored('Posts/published')).toEqual(nextPost({ title: 'Edited' }));
      await assertSucceeds(setDoc(post(owner, 'a-new-post-2'), { ...storedDraft, version: 1 }));
      await assertSucceeds(deleteDoc(post(owner)));
      await assertSucceeds(deleteDoc(post(owner, 'none')));
      expect(await readStored('Posts/published')).toBeUndefined();
    });

    it.each(visitors)('%s may not create, change or delete a post', async (_who, db) => {
      await assertFails(setDoc(post(db()), nextPost()));
      await assertFails(setDoc(post(db(), 'new'), { ...storedPost, version: 1 }));
      await assertFails(setDoc(post(db(), 'unfinished'), { ...storedDraft, version: 2 }));
      await assertFails(deleteDoc(post(db())));
      expect(await readStored('Posts/published')).toEqual(storedPost);
      expect(await readStored('Posts/new')).toBeUndefined();
    });

    it('each write sets the next version', async () => {
      await assertFails(setDoc(post(owner), nextPost({ version: 3 })));
      await assertFails(setDoc(post(owner), nextPost({ version: 5 })));
      await assertFails(setDoc(post(owner, 'new'), { ...storedPost, version: 2 }));
      await assertFails(setDoc(post(owner), without(nextPost(), 'version')));
      await assertSucceeds(setDoc(post(owner, 'new'), { ...storedPost, version: 1 }));
    });
  });

  describe('a post as the content file has it', () => {
    it.each([
      ['a slug of 100 characters', 'p'.repeat(100)],
      ['digits and single hyphens', '2026-a-b'],
    ])('takes %s', async (_label, slug) => {
      await assertSucceeds(setDoc(post(owner, slug), { ...storedPost, version: 1 }));
    });

    it.each([
      ['a slug of 101 characters', 'p'.repeat(101)],
      ['capitals', 'Hello'],
      ['a double hyphen', 'a--b'],
      ['a leading hyphen', '-a'],
      ['an underscore', 'a_b'],
      ['a dot', 'a.b'],
      ['an accent', 'café'],
    ])('refuses %s', async (_label, slug) => {
      await assertFails(setDoc(post(owner, slug), { ...storedPost, version: 1 }));
    });

    it.each(TEXTS)('takes a %s at its bound, and refuses one past it', async (field, bound) => {
      await assertSucceeds(setDoc(post(owner), nextPost({ [field]: unitsOf(bound) })));
      await assertFails(
        setDoc(post(owner), nextPost({ [field]: 'x'.repeat(bound + 1), version: 5 })),
      );
      await assertFails(setDoc(post(owner), nextPost({ [field]: 42, version: 5 })));
      await assertSucceeds(
        setDoc(
          post(owner),
          nextPost({ translations: { fr: { [field]: 'x'.repeat(bound) } }, version: 5 }),
        ),
      );
      await assertFails(
        setDoc(
          post(owner),
          nextPost({ translations: { fr: { [field]: unitsOf(bound + 1) } }, version: 6 }),
        ),
      );
    });

    it('needs a title', async () => {
      for (const title of ['', ' \n\t']) {
        await assertFails(setDoc(post(owner), nextPost({ title })));
      }
    });

    it('bounds the tags as a project’s', async () => {
      const tags = (count: number, length = 3) =>
        Array.from({ length: count }, () => 'x'.repeat(length));
      await assertSucceeds(setDoc(post(owner), nextPost({ tags: tags(POST_LIMITS.tags) })));
      await assertFails(
        setDoc(post(owner), nextPost({ tags: tags(POST_LIMITS.tags + 1), version: 5 })),
      );
      await assertFails(
        setDoc(post(owner), nextPost({ tags: [unitsOf(POST_LIMITS.tag + 1)], version: 5 })),
      );
      await assertFails(setDoc(post(owner), nextPost({ tags: 'Web', version: 5 })));
      await assertFails(
        setDoc(post(owner), nextPost({ translations: { fr: { tags: [7] } }, version: 5 })),
      );
    });

    it.each([
      ['a day', '2026-11-29'],
      ['a date-time in UTC', '2026-11-29T08:30:00Z'],
      ['a date-time with an offset and a fraction', '2026-11-29T09:30:00.123+01:00'],
      ['none', ''],
    ])('takes %s as a date', async (_label, date) => {
      await assertSucceeds(setDoc(post(owner), nextPost({ publishedAt: date, updatedAt: date })));
    });

    it.each([
      ['a date-time without a zone', '2026-11-29T08:30'],
      ['a day first', '29-11-2026'],
      ['a word', 'yesterday'],
      ['a number', 20261129],
    ])('refuses %s as a date', async (_label, date) => {
      await assertFails(setDoc(post(owner), nextPost({ publishedAt: date })));
      await assertFails(setDoc(post(owner), nextPost({ updatedAt: date })));
    });

    it('needs every field, of its type, and nothing else', async () => {
      for (const field of Object.keys(storedPost).filter((name) => name !== 'translations')) {
        await assertFails(setDoc(post(owner), without(nextPost(), field)));
      }
      await assertFails(setDoc(post(owner), nextPost({ draft: 'false' })));
      await assertFails(setDoc(post(owner), nextPost({ cover: 7 })));
      await assertFails(setDoc(post(owner), nextPost({ slug: 'published' })));
      await assertFails(setDoc(post(owner), nextPost({ html: '<p>' })));
      await assertFails(setDoc(post(owner), nextPost({ translations: { xx: { title: 'X' } } })));
      await assertFails(
        setDoc(post(owner), nextPost({ translations: { fr: { cover: '/demo/a.png' } } })),
      );
      // Translations are optional, as in the file.
      await assertSucceeds(setDoc(post(owner), without(nextPost(), 'translations')));
    });
  });
});
