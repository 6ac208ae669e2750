// @vitest-environment node
/**
 * The career record in the real `firestore.rules`, executed by the official emulator: everyone
 * reads `Resume`; only the owner writes an entry, exactly its section's fields with its section,
 * order and version (the next one), each within RESUME_LIMITS, and deletes one. The cases are
 * built from RESUME_SECTION_FIELDS and RESUME_LIMITS, so changing either alone fails here.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  RESUME_LIMITS,
  RESUME_SECTION_FIELDS,
  RESUME_SECTIONS,
  type ResumeFieldKind,
  type ResumeSection,
} from '@/domain/resume-sections';
import { describeOnEmulator } from '../support/emulator-project';
import { REFUSED_WRITE, takeFirebaseWarningsLike } from '../support/firebase-warnings';
import { useRulesEnvironment } from '../support/rules-environment';

afterEach(() => takeFirebaseWarningsLike(REFUSED_WRITE));

const fieldsOf = (section: ResumeSection) =>
  Object.entries(RESUME_SECTION_FIELDS[section] as Record<string, ResumeFieldKind>);

/** A valid value of each kind, well within its bounds. */
const VALID: Record<ResumeFieldKind, unknown> = {
  line: 'A line',
  text: 'A summary.\nTwo lines.',
  link: 'https://example.com',
  date: '2021-03',
  list: ['One', 'Two'],
};

/** An entry of `section` as stored at version 3. */
const storedEntry = (section: ResumeSection): DocumentData => ({
  ...Object.fromEntries(fieldsOf(section).map(([field, kind]) => [field, VALID[kind]])),
  section,
  order: 0,
  version: 3,
});

const stored = Object.fromEntries(
  RESUME_SECTIONS.map((section) => [`Resume/${section}-1`, storedEntry(section)]),
);

/** `section`'s stored entry as the owner's next write sends it, with `change`. */
const nextEntry = (section: ResumeSection, change: DocumentData = {}): DocumentData => ({
  ...storedEntry(section),
  version: 4,
  ...change,
});

/** `length` UTF-16 code units, as size() counts them, in pairs where it can (😀 is two). */
const unitsOf = (length: number) =>
  `${'😀'.repeat(Math.floor(length / 2))}${'x'.repeat(length % 2)}`;

const itemsOf = (count: number, length = 3) =>
  Array.from({ length: count }, (_, index) => String(index).padStart(length, 'i'));

/** For each bounded field, a value at its bound and one past it. */
function boundsOf(kind: ResumeFieldKind): { at: [string, unknown][]; past: [string, unknown][] } {
  switch (kind) {
    case 'list':
      return {
        at: [
          [`${RESUME_LIMITS.listItems} items`, itemsOf(RESUME_LIMITS.listItems)],
          [`an item of ${RESUME_LIMITS.list} units`, [unitsOf(RESUME_LIMITS.list)]],
          ['no item', []],
        ],
        past: [
          [`${RESUME_LIMITS.listItems + 1} items`, itemsOf(RESUME_LIMITS.listItems + 1)],
          [`an item of ${RESUME_LIMITS.list + 1} units`, ['ok', unitsOf(RESUME_LIMITS.list + 1)]],
          ['an item that is no text', ['ok', 7]],
          ['a text', 'One, Two'],
        ],
      };
    case 'date':
      return {
        at: [
          ['a year', '2021'],
          ['a month', '2021-12'],
          ['a day', '2021-03-31'],
          ['none ("present")', ''],
        ],
        past: [
          ['month 13', '2021-13'],
          ['day 32', '2021-01-32'],
          ['a word', 'present'],
          ['a day first', '31-03-2021'],
          ['a year of five digits', '20211'],
          ['a number', 2021],
        ],
      };
    default:
      return {
        at: [
          [`${RESUME_LIMITS[kind]} units`, 'x'.repeat(RESUME_LIMITS[kind])],
          [`${RESUME_LIMITS[kind]} units in pairs`, unitsOf(RESUME_LIMITS[kind])],
          ['empty', ''],
        ],
        past: [
          [`${RESUME_LIMITS[kind] + 1} units`, 'x'.repeat(RESUME_LIMITS[kind] + 1)],
          [`${RESUME_LIMITS[kind] + 1} units in pairs`, unitsOf(RESUME_LIMITS[kind] + 1)],
          ['a number', 42],
          ['a list', ['text']],
        ],
      };
  }
}

const fieldCases = (pick: 'at' | 'past') =>
  RESUME_SECTIONS.flatMap((section) =>
    fieldsOf(section).flatMap(([field, kind]) =>
      boundsOf(kind)[pick].map(
        ([label, value]) => [`${section}.${field}: ${label}`, section, field, value] as const,
      ),
    ),
  );

describeOnEmulator('firestore.rules, executed: the career record', () => {
  const rulesEnvironment = useRulesEnvironment('rules-resume');
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
  const entry = (db: Firestore, section: ResumeSection, id = `${section}-1`) =>
    doc(db, 'Resume', id);

  describe('everyone reads it', () => {
    it.each([
      ['a visitor not signed in', () => visitor],
      ['a visitor signed in anonymously', () => anonymous],
      ['the owner', () => owner],
    ])('%s lists the entries and gets one', async (_who, db) => {
      const listed = await assertSucceeds(getDocs(collection(db(), 'Resume')));
      expect(listed.size).toBe(RESUME_SECTIONS.length);
      await assertSucceeds(getDoc(entry(db(), 'work')));
    });
  });

  describe('only the owner writes it', () => {
    it.each(RESUME_SECTIONS)(
      'the owner replaces, creates and deletes a %s entry',
      async (section) => {
        await assertSucceeds(setDoc(entry(owner, section), nextEntry(section, { order: 5 })));
        expect(await readStored(`Resume/${section}-1`)).toEqual(nextEntry(section, { order: 5 }));
        const created = { ...nextEntry(section), version: 1 };
        await assertSucceeds(setDoc(entry(owner, section, crypto.randomUUID()), created));
        await assertSucceeds(deleteDoc(entry(owner, section)));
        await assertSucceeds(deleteDoc(entry(owner, section, 'none')));
      },
    );

    it('the owner moves an entry with an update of its order and version', async () => {
      await assertSucceeds(updateDoc(entry(owner, 'skills'), { order: 2, version: 4 }));
      expect(await readStored('Resume/skills-1')).toMatchObject({ order: 2, version: 4 });
    });

    it.each([
      ['a visitor not signed in', () => visitor],
      ['a visitor signed in anonymously', () => anonymous],
      ['a signed-in stranger', () => stranger],
    ])('%s may not create, change or delete an entry', async (_who, db) => {
      await assertFails(setDoc(entry(db(), 'work'), nextEntry('work')));
      await assertFails(updateDoc(entry(db(), 'work'), { order: 1, version: 4 }));
      await assertFails(setDoc(entry(db(), 'work', 'new'), { ...nextEntry('work'), version: 1 }));
      await assertFails(deleteDoc(entry(db(), 'work')));
      expect(await readStored('Resume/work-1')).toEqual(storedEntry('work'));
      expect(await readStored('Resume/new')).toBeUndefined();
    });
  });

  describe('each write sets the next version', () => {
    it.each([
      ['the same version', 3],
      ['a version skipped', 5],
      ['a version as text', '4'],
    ])('refuses %s', async (_case, version) => {
      await assertFails(setDoc(entry(owner, 'work'), nextEntry('work', { version })));
    });

    it('creates an entry at version 1 only', async () => {
      const id = crypto.randomUUID();
      await assertFails(setDoc(entry(owner, 'work', id), { ...nextEntry('work'), version: 2 }));
      await assertSucceeds(setDoc(entry(owner, 'work', id), { ...nextEntry('work'), version: 1 }));
    });
  });

  describe("exactly the section's fields, with section, order and version", () => {
    it.each(RESUME_SECTIONS)('refuses a %s entry without one of its fields', async (section) => {
      for (const [field] of fieldsOf(section)) {
        const without = nextEntry(section);
        delete without[field];
        await assertFails(setDoc(entry(owner, section), without));
      }
    });

    it.each(RESUME_SECTIONS)('refuses a %s entry with a field of another', async (section) => {
      await assertFails(setDoc(entry(owner, section), nextEntry(section, { extra: 'x' })));
      await assertFails(setDoc(entry(owner, section), nextEntry(section, { id: 'x' })));
      const other = RESUME_SECTIONS.find((candidate) => candidate !== section) ?? section;
      await assertFails(setDoc(entry(owner, section), nextEntry(section, { section: other })));
    });

    it.each<[string, DocumentData]>([
      ['a section the site does not know', { section: 'interests' }],
      ['no section', { section: null }],
      ['a negative order', { order: -1 }],
      ['an order that is a fraction', { order: 0.5 }],
      ['an order as text', { order: '1' }],
    ])('refuses %s', async (_case, change) => {
      await assertFails(setDoc(entry(owner, 'work'), nextEntry('work', change)));
    });

    it.each(['x'.repeat(101), 'a b', 'café', 'a.b'])(
      'refuses the id %j, as a project id would be',
      async (id) => {
        await assertFails(setDoc(entry(owner, 'work', id), { ...nextEntry('work'), version: 1 }));
      },
    );
  });

  describe('each field within RESUME_LIMITS', () => {
    it.each(fieldCases('at'))('accepts %s', async (_case, section, field, value) => {
      await assertSucceeds(setDoc(entry(owner, section), nextEntry(section, { [field]: value })));
    });

    it.each(fieldCases('past'))('refuses %s', async (_case, section, field, value) => {
      await assertFails(setDoc(entry(owner, section), nextEntry(section, { [field]: value })));
    });
  });
});
