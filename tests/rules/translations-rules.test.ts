// @vitest-environment node
/**
 * Translations in the real `firestore.rules`, executed by the official emulator: the owner
 * writes the profile's `languages` and `translations`, a project's and a career entry's
 * `translations`, keyed by interface languages, each only the document's translatable fields,
 * each bounded as the default language's field; anything else is refused. The cases are built
 * from LIMITS, RESUME_LIMITS and the translatable fields, so changing one alone fails here.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, setDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterEach, beforeAll, beforeEach, it } from 'vitest';
import { LIMITS } from '@/domain/clip';
import { RESUME_LIMITS, RESUME_SECTION_FIELDS, RESUME_SECTIONS } from '@/domain/resume-sections';
import { INTERFACE_LANGUAGES } from '@/domain/site-languages';
import { resumeTranslatableFields } from '@/domain/translatable-fields';
import { describeOnEmulator } from '../support/emulator-project';
import { REFUSED_WRITE, takeFirebaseWarningsLike } from '../support/firebase-warnings';
import { useRulesEnvironment } from '../support/rules-environment';

afterEach(() => takeFirebaseWarningsLike(REFUSED_WRITE));

/** `length` UTF-16 code units, as size() counts them, in pairs where it can (😀 is two). */
const unitsOf = (length: number) =>
  `${'😀'.repeat(Math.floor(length / 2))}${'x'.repeat(length % 2)}`;

const PROFILE = {
  name: 'Ada',
  label: 'Developer',
  bio: 'Hi.',
  ...Object.fromEntries(
    [
      'photo',
      'facebook',
      'instagram',
      'linkedin',
      'medium',
      'blogger',
      'github',
      'resume',
      'twitter',
      'youtube',
      'whatsapp',
    ].map((field) => [field, '']),
  ),
};

const PROJECT = {
  title: 'TrailMate',
  description: 'Hiking.',
  tags: ['Android', 'Maps'],
  images: [],
  githubLink: '',
  projectLink: '',
  appStoreLink: '',
  order: 0,
};

const WORK = {
  name: 'Acme',
  position: 'Developer',
  location: 'Gothenburg',
  url: 'https://acme.example',
  description: '',
  startDate: '2020',
  endDate: '',
  summary: 'Built things.',
  highlights: ['Shipped'],
  section: 'work',
  order: 0,
};

describeOnEmulator('firestore.rules, executed: translations', () => {
  const rulesEnvironment = useRulesEnvironment('rules-translations');
  let owner: Firestore;
  beforeAll(() => {
    owner = rulesEnvironment
      .environment()
      .authenticatedContext('owner', { owner: true })
      .firestore() as unknown as Firestore;
  });

  /** Creates a new document (version 1) of `collection`, so every case stands alone. */
  let count = 0;
  const create = (collection: string, data: DocumentData) =>
    setDoc(doc(owner, collection, `doc-${(count += 1)}`), { ...data, version: 1 });
  /** Writes the profile at its next version (the data is cleared before each test). */
  let profileVersion = 0;
  const writeProfile = async (change: DocumentData) => {
    await setDoc(doc(owner, 'User/user'), { ...PROFILE, ...change, version: profileVersion + 1 });
    profileVersion += 1;
  };
  beforeEach(() => {
    profileVersion = 0;
  });

  it("takes the profile's languages: one to three known ones, each once, or none", async () => {
    await assertSucceeds(writeProfile({}));
    await assertSucceeds(writeProfile({ languages: ['fr'] }));
    await assertSucceeds(writeProfile({ languages: [...INTERFACE_LANGUAGES] }));
    for (const languages of [
      [],
      ['en', 'xx'],
      ['en', 'en'],
      'en',
      [...INTERFACE_LANGUAGES, 'en'],
    ]) {
      await assertFails(writeProfile({ languages }));
    }
  });

  it("takes the profile's translations within its own bounds, and refuses past them", async () => {
    await assertSucceeds(
      writeProfile({
        languages: ['en', 'fr'],
        translations: {
          fr: {
            name: unitsOf(LIMITS.name),
            label: unitsOf(LIMITS.label),
            bio: unitsOf(LIMITS.text),
          },
          de: { bio: 'Hallo.' },
        },
      }),
    );
    for (const [field, bound] of [
      ['name', LIMITS.name],
      ['label', LIMITS.label],
      ['bio', LIMITS.text],
    ] as const) {
      await assertFails(writeProfile({ translations: { fr: { [field]: unitsOf(bound + 1) } } }));
      await assertFails(writeProfile({ translations: { fr: { [field]: 7 } } }));
    }
  });

  it('refuses a translation in a language the site has no words for, or of another field', async () => {
    await assertFails(writeProfile({ translations: { xx: { bio: 'Hi' } } }));
    await assertFails(writeProfile({ translations: { fr: { photo: '/a.jpg' } } }));
    await assertFails(writeProfile({ translations: { fr: 'Bonjour' } }));
    await assertFails(writeProfile({ translations: ['fr'] }));
    await assertFails(create('Projects', { ...PROJECT, translations: { sv: { title: 'T' } } }));
    await assertFails(create('Resume', { ...WORK, translations: { klingon: { name: 'X' } } }));
  });

  it("takes a project's translations within its own bounds, tags item for item", async () => {
    await assertSucceeds(
      create('Projects', {
        ...PROJECT,
        translations: {
          fr: {
            title: unitsOf(LIMITS.title),
            description: unitsOf(LIMITS.text),
            tags: ['', unitsOf(LIMITS.tag)],
          },
        },
      }),
    );
    const refused: DocumentData[] = [
      { title: unitsOf(LIMITS.title + 1) },
      { description: unitsOf(LIMITS.text + 1) },
      { tags: [unitsOf(LIMITS.tag + 1)] },
      { tags: Array<string>(LIMITS.tagsPerProject + 1).fill('') },
      { tags: 'Android' },
      { githubLink: 'https://example.com' },
    ];
    for (const translation of refused) {
      await assertFails(create('Projects', { ...PROJECT, translations: { fr: translation } }));
    }
  });

  it.each(RESUME_SECTIONS)(
    "takes a %s entry's translatable fields only, each within the entry's own bound",
    async (section) => {
      const fields = resumeTranslatableFields(section);
      const entry = section === 'work' ? WORK : { section, order: 0, ...emptyEntry(section) };
      const atBound = Object.fromEntries(
        fields.map((field) => [field, valueAt(section, field, 0)]),
      );
      await assertSucceeds(create('Resume', { ...entry, translations: { de: atBound } }));
      for (const field of fields) {
        await assertFails(
          create('Resume', {
            ...entry,
            translations: { de: { [field]: valueAt(section, field, 1) } },
          }),
        );
      }
      await assertFails(create('Resume', { ...entry, translations: { de: { section: 'work' } } }));
    },
  );
});

/** An entry of `section` with every field empty (lists empty). */
function emptyEntry(section: (typeof RESUME_SECTIONS)[number]): DocumentData {
  return Object.fromEntries(
    Object.entries(RESUME_SECTION_FIELDS[section] as Record<string, string>).map(
      ([field, kind]) => [field, kind === 'list' ? [] : ''],
    ),
  );
}

/** A translation of `field` at its bound, or `past` units beyond it. */
function valueAt(section: (typeof RESUME_SECTIONS)[number], field: string, past: number): unknown {
  const kind = (RESUME_SECTION_FIELDS[section] as Record<string, 'line' | 'text' | 'list'>)[field];
  // Not all RESUME_LIMITS.listItems: Firestore evaluates at most 1,000 expressions a request,
  // which about 30 list items a document reach (docs/firestore.md).
  if (kind === 'list') return [unitsOf(RESUME_LIMITS.list + past), unitsOf(RESUME_LIMITS.list)];
  return unitsOf(RESUME_LIMITS[kind ?? 'line'] + past);
}
