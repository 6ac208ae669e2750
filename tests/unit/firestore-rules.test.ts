import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/clip';
import {
  contactFormSchema,
  createMessageId,
  EMAIL_MAX_LENGTH,
  MESSAGE_ID_PATTERN,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
} from '@/domain/contact-message';
import {
  postFileSchema,
  profileFileSchema,
  TITLE_PATTERN,
  validatePortfolioFile,
} from '@/domain/portfolio-file';
import { PUBLISH_REQUESTS_COLLECTION, PUBLISHED_RECORD_PATH } from '@/domain/publishing';
import { DAY_SECONDS, MESSAGES_PER_DAY, SEND_INTERVAL_SECONDS } from '@/domain/send-limits';
import {
  parsePost,
  POST_LIMITS,
  POST_TRANSLATABLE_FIELDS,
  POSTS_COLLECTION,
  SLUG_PATTERN,
} from '@/domain/post';
import { POST_DATE_PATTERN } from '@/domain/post-dates';
import { parseProject } from '@/domain/project';
import { parseUserProfile } from '@/domain/user-profile';
import { resumeEntrySchema } from '@/domain/resume-file';
import {
  RESUME_DATE_PATTERN,
  RESUME_LIMITS,
  RESUME_SECTION_FIELDS,
  RESUME_SECTIONS,
  type ResumeFieldKind,
  type ResumeSection,
} from '@/domain/resume-sections';
import { INTERFACE_LANGUAGES, MAX_SITE_LANGUAGES } from '@/domain/site-languages';
import {
  PROFILE_TRANSLATABLE_FIELDS,
  PROJECT_TRANSLATABLE_FIELDS,
  resumeTranslatableFields,
} from '@/domain/translatable-fields';

const rules = readFileSync(join(process.cwd(), 'firestore.rules'), 'utf8');

/** The text of one function of the rules, from its name to its closing brace. */
function functionBody(name: string): string {
  const match = new RegExp(`\\n( *)function ${name}\\([^)]*\\) \\{\\n([\\s\\S]*?)\\n\\1\\}`).exec(
    rules,
  );
  if (!match?.[2]) throw new Error(`firestore.rules has no function ${name}`);
  return match[2];
}

/** The quoted names of the second list of `hasFields(data, [...], [...])`: the optional fields. */
function optionalIn(text: string): string[] | undefined {
  const match = /hasFields\(\w+, \[[^\]]*\],\s*\[([^\]]*)\]\)/.exec(text);
  return match?.[1]?.match(/'([^']+)'/g)?.map((name) => name.slice(1, -1));
}

/** The quoted names in the first `[...]` after `call(` in `text`. */
function listedIn(text: string, call: string): string[] | undefined {
  const match = new RegExp(`${call}\\(\\w*,? *\\[([^\\]]*)\\]`).exec(text);
  return match?.[1]?.match(/'([^']+)'/g)?.map((name) => name.slice(1, -1));
}

const message = () => functionBody('isValidMessage');

function bound(field: string, operator: '>=' | '<='): number | undefined {
  const match = new RegExp(`message\\.${field}\\.size\\(\\) ${operator} (\\d+)`).exec(message());
  return match ? Number(match[1]) : undefined;
}

/**
 * The security rules and the contact form must accept the same messages: the rules' bounds and
 * field list are read from their text here (tests/rules executes them against the emulator).
 */
describe('firestore.rules against the contact schema', () => {
  it('bounds each field exactly as the form does', () => {
    expect(bound('name', '>=')).toBe(NAME_MIN_LENGTH);
    expect(bound('name', '<=')).toBe(NAME_MAX_LENGTH);
    expect(bound('email', '<=')).toBe(EMAIL_MAX_LENGTH);
    expect(bound('message', '>=')).toBe(1);
    expect(bound('message', '<=')).toBe(MESSAGE_MAX_LENGTH);
  });

  it('allows exactly the fields a message has', () => {
    const fields = [...Object.keys(contactFormSchema.shape), 'date'].sort();
    for (const keyword of ['hasAll', 'hasOnly']) {
      expect(listedIn(message(), `keys\\(\\)\\.${keyword}`)?.sort(), keyword).toEqual(fields);
    }
  });

  it('accepts what the rules accept at the limits, and refuses one character beyond', () => {
    const atLimits = {
      name: 'n'.repeat(NAME_MAX_LENGTH),
      email: `${'e'.repeat(EMAIL_MAX_LENGTH - '@ex.com'.length)}@ex.com`,
      message: 'm'.repeat(MESSAGE_MAX_LENGTH),
    };
    const accepts = (change: Partial<typeof atLimits>) =>
      contactFormSchema.safeParse({ ...atLimits, ...change }).success;
    expect(accepts({})).toBe(true);
    expect(accepts({ name: 'n'.repeat(NAME_MIN_LENGTH), message: 'm' })).toBe(true);
    expect(accepts({ name: 'n'.repeat(NAME_MIN_LENGTH - 1) }), 'short name').toBe(false);
    expect(accepts({ name: `${atLimits.name}n` }), 'long name').toBe(false);
    expect(accepts({ email: `e${atLimits.email}` }), 'long email').toBe(false);
    expect(accepts({ message: '' }), 'empty message').toBe(false);
    expect(accepts({ message: `${atLimits.message}m` }), 'long message').toBe(false);
  });
});

/** Seconds in each unit a rules duration may be given in (`duration.value(N, unit)`). */
const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 };

/** Every duration of `text`, in seconds. */
const durationsIn = (text: string) =>
  [...text.matchAll(/duration\.value\((\d+), '(\w+)'\)/g)].map(
    ([, value = '', unit = '']) => Number(value) * (UNIT_SECONDS[unit] ?? Number.NaN),
  );

/**
 * How often a visitor may send: the rules' interval, day and daily count must be the page's
 * (src/domain/send-limits.ts), which the memory repository honours and the form's wait reads
 * (tests/rules/send-limits-rules.test.ts executes them).
 */
describe('firestore.rules against the send limits', () => {
  const nextSend = () => functionBody('isNextSend');

  it('waits the same interval and counts the same day', () => {
    expect(durationsIn(nextSend())).toEqual([SEND_INTERVAL_SECONDS, DAY_SECONDS]);
    expect(nextSend()).toContain(
      `request.time >= last.lastSent + duration.value(${SEND_INTERVAL_SECONDS}, 's')`,
    );
  });

  it('takes as many messages a day', () => {
    expect(numberAfter(nextSend(), 'next\\.count <= ')).toBe(MESSAGES_PER_DAY);
    expect(functionBody('isFirstSend')).toContain('next.count == 1');
  });

  it("names a message by the page's message ids, and only those", () => {
    const pattern = /id\.matches\('([^']+)'\)/.exec(functionBody('sendsNewMessage'))?.[1];
    expect(pattern).toBe(MESSAGE_ID_PATTERN.source);
    expect(new RegExp(pattern ?? '').test(createMessageId())).toBe(true);
  });
});

/** The number in `call(subject, N)` or `subject.size() <= N` within `text`. */
function numberAfter(text: string, pattern: string): number | undefined {
  const match = new RegExp(`${pattern}(\\d+)`).exec(text);
  return match ? Number(match[1]) : undefined;
}

/** Every index `call(list, i)` is made with, in order. */
const indicesOf = (text: string, call: string) =>
  [...text.matchAll(new RegExp(`${call}\\(\\w+, (\\d+)\\)`, 'g'))].map((match) => Number(match[1]));

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * The owner's writes of the profile and the projects: the rules must take exactly the fields the
 * content file has and the parsers read, and bound them by LIMITS, the bounds the page clips to
 * (tests/rules/owner-rules.test.ts executes them, with cases built from LIMITS).
 */
describe('firestore.rules against the content schema and LIMITS', () => {
  const profile = () => functionBody('isProfile');
  const project = () => functionBody('isProject');
  const emptyFile = validatePortfolioFile({ user: {}, projects: [{ id: 'p', title: 'P' }] });
  if (!emptyFile.ok) throw new Error(emptyFile.problems.join('\n'));

  it('takes exactly the profile fields of the content file, read by parseUserProfile, and version', () => {
    const fields = Object.keys(emptyFile.content.user).sort();
    const optional = ['languages', 'translations'];
    expect(Object.keys(parseUserProfile({})).sort()).toEqual([...fields, ...optional].sort());
    expect(Object.keys(profileFileSchema.shape).sort()).toEqual([...fields, ...optional].sort());
    expect(listedIn(profile(), 'hasFields')?.sort()).toEqual([...fields, 'version'].sort());
    expect(optionalIn(profile())).toEqual(optional);
    for (const field of fields) {
      expect(profile(), field).toMatch(
        new RegExp(`profile\\.${field} is string|isText\\(profile\\.${field}, `),
      );
    }
    expect(profile()).toContain('profile.version is int');
  });

  it('takes exactly the project fields of the content file, read by parseProject, with order and version', () => {
    const fields = Object.keys(emptyFile.content.projects[0] ?? {})
      .filter((field) => field !== 'id')
      .sort();
    expect(Object.keys(parseProject('p', {})).sort()).toEqual(
      ['id', ...fields, 'translations'].sort(),
    );
    expect(listedIn(project(), 'hasFields')?.sort()).toEqual(
      [...fields, 'order', 'version'].sort(),
    );
    expect(optionalIn(project())).toEqual(['translations']);
    for (const field of ['title', 'description', 'githubLink', 'projectLink', 'appStoreLink']) {
      expect(project(), field).toMatch(
        new RegExp(`project\\.${field} is string|isText\\(project\\.${field}, `),
      );
    }
    expect(project()).toContain('isTags(project.tags)');
    expect(project()).toContain('isImages(project.images)');
    expect(project()).toMatch(/project\.order is int\s+&& project\.order >= 0/);
    expect(project()).toContain('project.version is int');
  });

  it('bounds every text and list by LIMITS', () => {
    const found = {
      name: numberAfter(profile(), 'isText\\(profile\\.name, '),
      label: numberAfter(profile(), 'isText\\(profile\\.label, '),
      title: numberAfter(project(), 'isText\\(project\\.title, '),
      tag: numberAfter(functionBody('isTagAt'), 'isText\\(tags\\[index\\], '),
      text: [
        numberAfter(profile(), 'isText\\(profile\\.bio, '),
        numberAfter(project(), 'isText\\(project\\.description, '),
      ],
      tagsPerProject: numberAfter(functionBody('isTags'), 'tags\\.size\\(\\) <= '),
      imagesPerProject: numberAfter(functionBody('isImages'), 'images\\.size\\(\\) <= '),
    } satisfies Record<keyof typeof LIMITS, unknown>;
    expect(found).toEqual({ ...LIMITS, text: [LIMITS.text, LIMITS.text] });
  });

  it('checks every place a list of tags or images may have, and no more', () => {
    expect(indicesOf(functionBody('isTags'), 'isTagAt')).toEqual(range(LIMITS.tagsPerProject));
    expect(indicesOf(functionBody('isImages'), 'isImageAt')).toEqual(
      range(LIMITS.imagesPerProject),
    );
  });

  it('takes the same project ids as the content file', () => {
    const pattern = /matches\('([^']+)'\)/.exec(functionBody('isProjectId'))?.[1];
    expect(pattern).toBeDefined();
    const rulesAccept = (id: string) => new RegExp(pattern ?? '').test(id);
    const fileAccepts = (id: string) =>
      validatePortfolioFile({ user: {}, projects: [{ id, title: 'P' }] }).ok;
    for (const id of [
      '',
      'a',
      'A-z_9',
      'p'.repeat(100),
      'p'.repeat(101),
      'a.b',
      'a b',
      'café',
      'a/b',
      'a\n',
    ]) {
      expect(rulesAccept(id), JSON.stringify(id)).toBe(fileAccepts(id));
    }
  });

  it("needs a new project's title as the content file does, by the same pattern", () => {
    const quoted = /title\.matches\('([^']+)'\)/.exec(functionBody('isTitle'))?.[1];
    // The rules' string escapes each backslash of the pattern.
    const pattern = quoted?.replaceAll('\\\\', '\\');
    expect(pattern).toBe(TITLE_PATTERN);
    expect(project()).toContain('(isTitle(project.title) || keepsStoredTitle(project.title))');
    // matches() takes the whole string, as the pattern anchored here does.
    const rulesAccept = (title: string) => new RegExp(`^(?:${pattern})$`).test(title);
    const fileAccepts = (title: string) =>
      validatePortfolioFile({ user: {}, projects: [{ id: 'p', title }] }).ok;
    for (const title of ['', ' ', '\t\n\r\f ', 'a', ' a ', '\n\nTrail\n', '\u00a0', '😀']) {
      expect(rulesAccept(title), JSON.stringify(title)).toBe(fileAccepts(title));
    }
    expect(fileAccepts(''), 'empty').toBe(false);
    expect(fileAccepts(' \n'), 'blank').toBe(false);
  });
});

/** `length` UTF-16 code units, as many as fit in pairs (😀 is two units, one code point). */
const unitsOf = (length: number) =>
  `${'😀'.repeat(Math.floor(length / 2))}${'x'.repeat(length % 2)}`;

/**
 * The content file must take exactly what the owner may write: every bound is read from the
 * rules' text and tried on validatePortfolioFile at the bound and one past it, counted in UTF-16
 * code units as size() counts them; every field the rules leave unbounded stays so in the file.
 * With the test above (rules against LIMITS) a bound changed in the schema, the rules or LIMITS
 * alone fails.
 */
describe('the content file schema against the bounds of firestore.rules', () => {
  const fileAccepts = (user: Record<string, unknown>, project: Record<string, unknown> = {}) =>
    validatePortfolioFile({ user, projects: [{ id: 'p', title: 'P', ...project }] }).ok;
  const withField = (owner: string, field: string, value: unknown) =>
    owner === 'profile' ? fileAccepts({ [field]: value }) : fileAccepts({}, { [field]: value });
  const textBounds = [
    ...functionBody('isProfile').matchAll(/isText\((profile)\.(\w+), (\d+)\)/g),
    ...functionBody('isProject').matchAll(/isText\((project)\.(\w+), (\d+)\)/g),
  ].map(([, owner = '', field = '', bound]) => ({ owner, field, bound: Number(bound) }));

  it('bounds each text the rules bound, at the same length', () => {
    expect(textBounds.map(({ field }) => field).sort()).toEqual([
      'bio',
      'description',
      'label',
      'name',
      'title',
    ]);
    for (const { owner, field, bound } of textBounds) {
      expect(withField(owner, field, 'x'.repeat(bound)), field).toBe(true);
      expect(withField(owner, field, unitsOf(bound)), `${field} in pairs`).toBe(true);
      expect(withField(owner, field, 'x'.repeat(bound + 1)), `${field} + 1`).toBe(false);
      expect(withField(owner, field, unitsOf(bound + 1)), `${field} + 1 in pairs`).toBe(false);
    }
  });

  it('bounds each tag and the number of tags and images as the rules do', () => {
    const tag = numberAfter(functionBody('isTagAt'), 'isText\\(tags\\[index\\], ') ?? 0;
    const tags = numberAfter(functionBody('isTags'), 'tags\\.size\\(\\) <= ') ?? 0;
    const images = numberAfter(functionBody('isImages'), 'images\\.size\\(\\) <= ') ?? 0;
    expect(withField('project', 'tags', [unitsOf(tag)])).toBe(true);
    expect(withField('project', 'tags', [unitsOf(tag + 1)])).toBe(false);
    expect(withField('project', 'tags', Array<string>(tags).fill('t'))).toBe(true);
    expect(withField('project', 'tags', Array<string>(tags + 1).fill('t'))).toBe(false);
    expect(withField('project', 'images', Array<string>(images).fill('/i.svg'))).toBe(true);
    expect(withField('project', 'images', Array<string>(images + 1).fill('/i.svg'))).toBe(false);
  });

  it('leaves unbounded what the rules leave unbounded', () => {
    const long = 'x'.repeat(100_000);
    const emptyFile = validatePortfolioFile({ user: {}, projects: [{ id: 'p', title: 'P' }] });
    if (!emptyFile.ok) throw new Error(emptyFile.problems.join('\n'));
    const bounded = new Set(textBounds.map(({ field }) => field));
    const unbounded = [
      ...Object.keys(emptyFile.content.user).map((field) => ['profile', field] as const),
      ...Object.keys(emptyFile.content.projects[0] ?? {})
        .filter((field) => !['id', 'tags', 'images'].includes(field))
        .map((field) => ['project', field] as const),
    ].filter(([, field]) => !bounded.has(field));
    expect(unbounded).toHaveLength(14);
    for (const [owner, field] of unbounded) {
      expect(withField(owner, field, long), field).toBe(true);
    }
    expect(withField('project', 'images', [long]), 'an image').toBe(true);
  });
});

/** The text of the rules' `match` block for `path`, to its closing brace. */
function matchBody(path: string): string {
  const match = new RegExp(
    `\\n( *)match ${path.replace(/[/{}]/g, '\\$&')} \\{\\n([\\s\\S]*?)\\n\\1\\}`,
  ).exec(rules);
  if (!match?.[2]) throw new Error(`firestore.rules has no match ${path}`);
  return match[2];
}

const sectionFunction = (section: string) =>
  `isResume${section[0]?.toUpperCase()}${section.slice(1)}`;

/** Each field of `section` with the call the rules check it with. */
const resumeFieldsOf = (section: ResumeSection) =>
  Object.entries(RESUME_SECTION_FIELDS[section] as Record<string, ResumeFieldKind>);

/**
 * The owner's writes of the career record: each entry exactly its section's fields (as
 * resumeEntrySchema has them) with its section, order and version, each bounded by RESUME_LIMITS
 * (tests/rules/resume-rules.test.ts executes them, with cases built from the same).
 */
describe('firestore.rules against the career record and RESUME_LIMITS', () => {
  it('lets everyone read Resume, and only the owner write an entry of the right shape', () => {
    const block = matchBody('/Resume/{entryId}');
    expect(block).toContain('allow read: if true;');
    expect(block).toMatch(
      /allow create, update: if isOwner\(\)\s+&& isProjectId\(entryId\)\s+&& isResumeEntry\(request\.resource\.data\)\s+&& isNextVersion\(\);/,
    );
    expect(block).toContain('allow delete: if isOwner();');
  });

  it('knows every section, and no other, each by its own function', () => {
    const dispatched = [
      ...functionBody('isResumeEntry').matchAll(/section == '(\w+)' \? (\w+)\(entry\)/g),
    ].map(([, section, call]) => [section, call]);
    expect(dispatched).toEqual(
      RESUME_SECTIONS.map((section) => [section, sectionFunction(section)]),
    );
    expect(functionBody('isResumeEntry')).toMatch(/: false\);$/);
    expect(functionBody('isResumeEntry')).toMatch(
      /entry\.get\('order', null\) is int\s+&& entry\.order >= 0\s+&& entry\.get\('version', null\) is int/,
    );
  });

  it.each(RESUME_SECTIONS)(
    "takes exactly a %s entry's fields, each checked by its kind",
    (section) => {
      const body = functionBody(sectionFunction(section));
      const fields = resumeFieldsOf(section);
      expect(listedIn(body, 'hasFields')?.sort()).toEqual(
        [...fields.map(([field]) => field), 'section', 'order', 'version'].sort(),
      );
      expect(optionalIn(body)).toEqual(['translations']);
      const checks = body.split('\n').filter((line) => line.trim().startsWith('&& '));
      expect(checks).toHaveLength(fields.length + 1);
      expect(body).toContain(`isResumeTranslations(entry.get('translations', {}), '${section}')`);
      for (const [field, kind] of fields) {
        const check =
          kind === 'date'
            ? `isResumeDate(entry.${field})`
            : kind === 'list'
              ? `isResumeList(entry.${field})`
              : `isText(entry.${field}, ${RESUME_LIMITS[kind]})`;
        expect(body, `${section}.${field}`).toContain(check);
      }
    },
  );

  it('bounds every list and its items by RESUME_LIMITS, at every place a list may have', () => {
    expect(numberAfter(functionBody('isResumeList'), 'items\\.size\\(\\) <= ')).toBe(
      RESUME_LIMITS.listItems,
    );
    expect(indicesOf(functionBody('isResumeList'), 'isResumeItemAt')).toEqual(
      range(RESUME_LIMITS.listItems),
    );
    expect(numberAfter(functionBody('isResumeItemAt'), 'isText\\(items\\[index\\], ')).toBe(
      RESUME_LIMITS.list,
    );
  });

  it('matches dates by RESUME_DATE_PATTERN, which takes every date the content file takes', () => {
    const quoted = /value\.matches\('([^']+)'\)/.exec(functionBody('isResumeDate'))?.[1];
    expect(quoted?.replaceAll('\\\\', '\\')).toBe(RESUME_DATE_PATTERN);
    // matches() takes the whole string, as the pattern anchored here does.
    const rulesAccept = (date: string) => new RegExp(`^(?:${RESUME_DATE_PATTERN})$`).test(date);
    const fileAccepts = (date: string) =>
      resumeEntrySchema('certificates').safeParse({ date }).success;
    const dates = ['', '2021', '2021-03', '2021-03-31', '0001-01-01', '2024-02-29'];
    const refused = ['2021-13', '2021-00', '2021-01-32', '2021-3', '21', '2021-03-31T00', ' 2021'];
    for (const date of [...dates, ...refused]) {
      expect(rulesAccept(date), JSON.stringify(date)).toBe(fileAccepts(date));
    }
    // Only the calendar is the content file's alone: a day that no month has.
    for (const date of ['2021-02-30', '2023-02-29', '2021-04-31']) {
      expect(rulesAccept(date), date).toBe(true);
      expect(fileAccepts(date), date).toBe(false);
    }
  });

  it.each(RESUME_SECTIONS)(
    "has the content file bound a %s entry's fields as the rules do, at the bound and past it",
    (section) => {
      const body = functionBody(sectionFunction(section));
      const accepts = (field: string, value: unknown) =>
        resumeEntrySchema(section).safeParse({ [field]: value }).success;
      const itemBound =
        numberAfter(functionBody('isResumeItemAt'), 'isText\\(items\\[index\\], ') ?? 0;
      const itemsBound = numberAfter(functionBody('isResumeList'), 'items\\.size\\(\\) <= ') ?? 0;
      for (const [field, kind] of resumeFieldsOf(section)) {
        if (kind === 'date') continue;
        if (kind === 'list') {
          expect(accepts(field, [unitsOf(itemBound)]), field).toBe(true);
          expect(accepts(field, [unitsOf(itemBound + 1)]), field).toBe(false);
          expect(accepts(field, Array<string>(itemsBound).fill('i')), field).toBe(true);
          expect(accepts(field, Array<string>(itemsBound + 1).fill('i')), field).toBe(false);
          continue;
        }
        const bound = numberAfter(body, `isText\\(entry\\.${field}, `) ?? 0;
        expect(accepts(field, unitsOf(bound)), `${field} at ${bound}`).toBe(true);
        expect(accepts(field, unitsOf(bound + 1)), `${field} past ${bound}`).toBe(false);
      }
    },
  );
});

/** The quoted names in `keys().hasOnly([...])` within `text`. */
const keysAllowed = (text: string) => listedIn(text, 'keys\\(\\)\\.hasOnly');

/** The languages a `translations` check reads, by its `get('<language>', {})` calls. */
const languagesRead = (text: string) =>
  [
    ...text.matchAll(/\(!\('(\w+)' in translations\) \|\| is\w+Translation\(translations\.\1\b/g),
  ].map(([, language]) => language);

/**
 * Translations: the rules must take a `translations` keyed by exactly the interface languages,
 * each only the document's translatable fields (src/domain/translatable-fields.ts), bounded
 * exactly as the default language's field; and the profile's `languages` as the content file
 * does (tests/rules/translations-rules.test.ts executes them).
 */
describe('firestore.rules against the translations and the site languages', () => {
  const bodies = ['isProfileTranslations', 'isProjectTranslations', 'isResumeTranslations'];

  it('keys every translations map by the interface languages, and checks each', () => {
    for (const name of bodies) {
      const body = functionBody(name);
      expect(keysAllowed(body), name).toEqual([...INTERFACE_LANGUAGES]);
      expect(languagesRead(body), name).toEqual([...INTERFACE_LANGUAGES]);
    }
  });

  it("takes a profile's languages as the content file does: known codes, once each, bounded", () => {
    const body = functionBody('isSiteLanguages');
    expect(listedIn(body, 'languages\\.hasOnly')).toEqual([...INTERFACE_LANGUAGES]);
    expect(numberAfter(body, 'languages\\.size\\(\\) <= ')).toBe(MAX_SITE_LANGUAGES);
    expect(numberAfter(body, 'languages\\.size\\(\\) >= ')).toBe(1);
    expect(body).toContain('languages.toSet().size() == languages.size()');
    expect(functionBody('isProfile')).toContain(
      "isSiteLanguages(profile.get('languages', ['en']))",
    );
    const fileAccepts = (languages: unknown) =>
      validatePortfolioFile({ user: { languages }, projects: [] }).ok;
    expect(fileAccepts([...INTERFACE_LANGUAGES])).toBe(true);
    expect(fileAccepts([])).toBe(false);
    expect(fileAccepts(['en', 'en'])).toBe(false);
    expect(fileAccepts(['en', 'xx'])).toBe(false);
  });

  it("bounds the profile's and a project's translated fields as their own", () => {
    const profileTranslation = functionBody('isProfileTranslation');
    const projectTranslation = functionBody('isProjectTranslation');
    expect(keysAllowed(profileTranslation)).toEqual([...PROFILE_TRANSLATABLE_FIELDS]);
    expect(keysAllowed(projectTranslation)).toEqual([...PROJECT_TRANSLATABLE_FIELDS]);
    for (const field of ['name', 'label', 'bio']) {
      expect(
        numberAfter(profileTranslation, `isText\\(translation\\.get\\('${field}', ''\\), `),
        field,
      ).toBe(numberAfter(functionBody('isProfile'), `isText\\(profile\\.${field}, `));
    }
    for (const field of ['title', 'description']) {
      expect(
        numberAfter(projectTranslation, `isText\\(translation\\.get\\('${field}', ''\\), `),
        field,
      ).toBe(numberAfter(functionBody('isProject'), `isText\\(project\\.${field}, `));
    }
    expect(projectTranslation).toContain("(!('tags' in translation) || isTags(translation.tags))");
    expect(functionBody('isProject')).toContain(
      "isProjectTranslations(project.get('translations', {}))",
    );
    expect(functionBody('isProfile')).toContain(
      "isProfileTranslations(profile.get('translations', {}))",
    );
  });

  it('has the content file bound each translated text as the rules do, at the bound and past it', () => {
    const translated = (owner: string, field: string, value: unknown) =>
      validatePortfolioFile(
        owner === 'profile'
          ? { user: { translations: { fr: { [field]: value } } }, projects: [] }
          : {
              user: {},
              projects: [{ id: 'p', title: 'P', translations: { fr: { [field]: value } } }],
            },
      ).ok;
    const translatedBounds = (owner: string, name: string) =>
      [...functionBody(name).matchAll(/isText\(translation\.get\('(\w+)', ''\), (\d+)\)/g)].map(
        ([, field = '', bound]) => [owner, field, Number(bound)] as const,
      );
    const bounds = [
      ...translatedBounds('profile', 'isProfileTranslation'),
      ...translatedBounds('project', 'isProjectTranslation'),
    ];
    expect(bounds).toHaveLength(5);
    for (const [owner, field, bound] of bounds) {
      expect(translated(owner, field, unitsOf(bound)), `${field} at ${bound}`).toBe(true);
      expect(translated(owner, field, unitsOf(bound + 1)), `${field} past ${bound}`).toBe(false);
    }
    const tag = numberAfter(functionBody('isTagAt'), 'isText\\(tags\\[index\\], ') ?? 0;
    const tags = numberAfter(functionBody('isTags'), 'tags\\.size\\(\\) <= ') ?? 0;
    expect(translated('project', 'tags', ['', unitsOf(tag)])).toBe(true);
    expect(translated('project', 'tags', [unitsOf(tag + 1)])).toBe(false);
    expect(translated('project', 'tags', Array<string>(tags + 1).fill(''))).toBe(false);
  });

  it('knows every section, each by its own translation function', () => {
    const dispatched = [
      ...functionBody('isResumeTranslation').matchAll(
        /section == '(\w+)' \? (\w+)\(translation\)/g,
      ),
    ].map(([, section, call]) => [section, call]);
    expect(dispatched).toEqual(
      RESUME_SECTIONS.map((section) => [section, `${sectionFunction(section)}Translation`]),
    );
    expect(functionBody('isResumeTranslation')).toMatch(/: false\);$/);
  });

  it.each(RESUME_SECTIONS)(
    "takes a %s entry's translatable fields only, each checked as the entry's own",
    (section) => {
      const body = functionBody(`${sectionFunction(section)}Translation`);
      const own = functionBody(sectionFunction(section));
      const fields = resumeTranslatableFields(section);
      expect(keysAllowed(body)).toEqual(fields);
      const kinds = RESUME_SECTION_FIELDS[section] as Record<string, ResumeFieldKind>;
      const checks = body.split('\n').filter((line) => line.trim().startsWith('&& '));
      expect(checks).toHaveLength(fields.length);
      for (const field of fields) {
        if (kinds[field] === 'list') {
          expect(body, field).toContain(
            `(!('${field}' in translation) || isResumeList(translation.${field}))`,
          );
          expect(own, field).toContain(`isResumeList(entry.${field})`);
        } else {
          const bound = numberAfter(body, `isText\\(translation\\.get\\('${field}', ''\\), `);
          expect(bound, field).toBe(numberAfter(own, `isText\\(entry\\.${field}, `));
          const accepts = (value: string) =>
            resumeEntrySchema(section).safeParse({ translations: { de: { [field]: value } } })
              .success;
          expect(accepts(unitsOf(bound ?? 0)), `${field} at ${bound}`).toBe(true);
          expect(accepts(unitsOf((bound ?? 0) + 1)), `${field} past ${bound}`).toBe(false);
        }
      }
    },
  );
});

/**
 * The posts: visitors read only the published, the owner writes exactly the content file's
 * fields (postFileSchema) with the version, each bounded by POST_LIMITS, under a slug as
 * SLUG_PATTERN has it, and dates by POST_DATE_PATTERN (tests/rules/posts-rules.test.ts executes
 * them).
 */
describe('firestore.rules against the posts and POST_LIMITS', () => {
  const post = () => functionBody('isPost');
  const postFile = (change: Record<string, unknown>) =>
    validatePortfolioFile({
      user: {},
      projects: [],
      posts: [{ slug: 'p', title: 'P', draft: false, ...change }],
    }).ok;

  it('lets a visitor read a published post only, and the owner write one of the right shape', () => {
    const block = matchBody(`/${POSTS_COLLECTION}/{slug}`);
    expect(block).toContain('allow read: if isOwner() || resource.data.draft == false;');
    expect(block).toMatch(
      /allow create, update: if isOwner\(\)\s+&& isPostSlug\(slug\)\s+&& isPost\(request\.resource\.data\)\s+&& isNextVersion\(\);/,
    );
    expect(block).toContain('allow delete: if isOwner();');
  });

  it('takes exactly the post fields of the content file, read by parsePost, with the version', () => {
    const fields = Object.keys(postFileSchema.shape)
      .filter((field) => field !== 'slug' && field !== 'translations')
      .sort();
    expect(Object.keys(parsePost('p', {})).sort()).toEqual(
      ['slug', ...fields, 'translations'].sort(),
    );
    expect(listedIn(post(), 'hasFields')?.sort()).toEqual([...fields, 'version'].sort());
    expect(optionalIn(post())).toEqual(['translations']);
    const checks = post()
      .split('\n')
      .filter((line) => line.trim().startsWith('&& '));
    expect(checks.map((line) => line.trim())).toEqual([
      `&& isText(post.title, ${POST_LIMITS.title})`,
      '&& isTitle(post.title)',
      `&& isText(post.summary, ${POST_LIMITS.summary})`,
      `&& isText(post.body, ${POST_LIMITS.body})`,
      '&& isTags(post.tags)',
      '&& post.cover is string',
      '&& isPostDate(post.publishedAt)',
      '&& isPostDate(post.updatedAt)',
      '&& post.draft is bool',
      '&& post.version is int',
      "&& isPostTranslations(post.get('translations', {}));",
    ]);
  });

  it("bounds a post's tags as the rules' tags are bounded", () => {
    expect(numberAfter(functionBody('isTags'), 'tags\\.size\\(\\) <= ')).toBe(POST_LIMITS.tags);
    expect(numberAfter(functionBody('isTagAt'), 'isText\\(tags\\[index\\], ')).toBe(
      POST_LIMITS.tag,
    );
  });

  it('has the content file bound each text as the rules do, at the bound and past it', () => {
    const bounds = [...post().matchAll(/isText\(post\.(\w+), (\d+)\)/g)].map(
      ([, field = '', bound]) => [field, Number(bound)] as const,
    );
    expect(bounds.map(([field]) => field)).toEqual(['title', 'summary', 'body']);
    for (const [field, bound] of bounds) {
      expect(postFile({ [field]: unitsOf(bound) }), `${field} at ${bound}`).toBe(true);
      expect(postFile({ [field]: unitsOf(bound + 1) }), `${field} past ${bound}`).toBe(false);
    }
    expect(postFile({ tags: Array<string>(POST_LIMITS.tags).fill(unitsOf(POST_LIMITS.tag)) })).toBe(
      true,
    );
    expect(postFile({ tags: [unitsOf(POST_LIMITS.tag + 1)] })).toBe(false);
    expect(postFile({ tags: Array<string>(POST_LIMITS.tags + 1).fill('t') })).toBe(false);
    expect(postFile({ cover: 'x'.repeat(100_000) }), 'the cover is unbounded').toBe(true);
  });

  it('takes the same slugs as the content file', () => {
    const body = functionBody('isPostSlug');
    const pattern = /slug\.matches\('([^']+)'\)/.exec(body)?.[1];
    expect(`^${pattern}$`).toBe(SLUG_PATTERN.source);
    const max = numberAfter(body, 'slug\\.size\\(\\) <= ');
    expect(max).toBe(POST_LIMITS.slug);
    const rulesAccept = (slug: string) =>
      slug.length <= (max ?? 0) && new RegExp(`^(?:${pattern})$`).test(slug);
    for (const slug of [
      '',
      'a',
      'a-b-2',
      'p'.repeat(100),
      'p'.repeat(101),
      'A',
      'a--b',
      '-a',
      'a-',
      'a_b',
      'café',
      'a\n',
    ]) {
      expect(rulesAccept(slug), JSON.stringify(slug)).toBe(postFile({ slug }));
    }
  });

  it('matches dates by POST_DATE_PATTERN, as the content file does', () => {
    const quoted = /date\.matches\('([^']+)'\)/.exec(functionBody('isPostDate'))?.[1];
    expect(quoted?.replaceAll('\\\\', '\\')).toBe(POST_DATE_PATTERN);
    expect(functionBody('isPostDate')).toContain("date is string && (date == ''");
    const rulesAccept = (date: string) =>
      date === '' || new RegExp(`^(?:${POST_DATE_PATTERN})$`).test(date);
    for (const date of [
      '',
      '2026-11-29',
      '2026-11-29T08:30Z',
      '2026-11-29T08:30:00.123456789-05:00',
      '2026-11-29T08:30',
      '2026-11-29 08:30Z',
      '29-11-2026',
      ' 2026-11-29',
    ]) {
      expect(rulesAccept(date), JSON.stringify(date)).toBe(postFile({ publishedAt: date }));
      expect(rulesAccept(date), JSON.stringify(date)).toBe(postFile({ updatedAt: date }));
    }
  });

  it("bounds a post's translated fields as its own, and keys them by the interface languages", () => {
    const body = functionBody('isPostTranslations');
    expect(keysAllowed(body)).toEqual([...INTERFACE_LANGUAGES]);
    expect(languagesRead(body)).toEqual([...INTERFACE_LANGUAGES]);
    const translation = functionBody('isPostTranslation');
    expect(keysAllowed(translation)).toEqual([...POST_TRANSLATABLE_FIELDS]);
    for (const field of ['title', 'summary', 'body'] as const) {
      const bound = numberAfter(translation, `isText\\(translation\\.get\\('${field}', ''\\), `);
      expect(bound, field).toBe(POST_LIMITS[field]);
      const translated = (value: string) => postFile({ translations: { fr: { [field]: value } } });
      expect(translated(unitsOf(POST_LIMITS[field])), field).toBe(true);
      expect(translated(unitsOf(POST_LIMITS[field] + 1)), field).toBe(false);
    }
    expect(translation).toContain("(!('tags' in translation) || isTags(translation.tags))");
  });
});

/**
 * Publishing's records (src/domain/publishing.ts), written only with the Admin SDK: the rules
 * name their collections as the domain does, let the owner read them and nobody write them
 * (tests/rules/publishing-rules.test.ts executes them).
 */
describe('firestore.rules against the publishing records', () => {
  it.each([
    `/${PUBLISHED_RECORD_PATH[0]}/{document}`,
    `/${PUBLISH_REQUESTS_COLLECTION}/{requestId}`,
  ])('lets only the owner read %s, and nobody write it', (path) => {
    expect(matchBody(path).trim().split(/\n\s*/)).toEqual([
      'allow read: if isOwner();',
      'allow write: if false;',
    ]);
  });
});
