/**
 * The owner's career record: the sections of a JSON Resume document (jsonresume.org/schema, the
 * registry's `@jsonresume/schema`) that the site keeps, each with every field the schema defines
 * for it. `basics` is the profile and `projects` are the projects, so neither is here.
 *
 * One description serves the content file's schema (resume-file.ts), the lenient reading of
 * stored entries (resume.ts), the studio's forms and the bounds of firestore.rules, which
 * tests/unit/firestore-rules.test.ts ties to these.
 */

/** How a field is kept: its bound, and how it is read and shown. */
export type ResumeFieldKind =
  /** One line: a name, a role, a place. */
  | 'line'
  /** Paragraphs: a summary or a description. */
  | 'text'
  /** A link: shown only when safe (http, https). */
  | 'link'
  /** JSON Resume's date: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; an empty end date is "present". */
  | 'date'
  /** A list of short texts: highlights, courses, keywords. */
  | 'list';

export const RESUME_SECTION_FIELDS = {
  work: {
    name: 'line',
    position: 'line',
    location: 'line',
    url: 'link',
    description: 'line',
    startDate: 'date',
    endDate: 'date',
    summary: 'text',
    highlights: 'list',
  },
  education: {
    institution: 'line',
    area: 'line',
    studyType: 'line',
    url: 'link',
    startDate: 'date',
    endDate: 'date',
    score: 'line',
    courses: 'list',
  },
  skills: { name: 'line', level: 'line', keywords: 'list' },
  languages: { language: 'line', fluency: 'line' },
  certificates: { name: 'line', issuer: 'line', date: 'date', url: 'link' },
  awards: { title: 'line', awarder: 'line', date: 'date', summary: 'text' },
  publications: {
    name: 'line',
    publisher: 'line',
    releaseDate: 'date',
    url: 'link',
    summary: 'text',
  },
  volunteer: {
    organization: 'line',
    position: 'line',
    url: 'link',
    startDate: 'date',
    endDate: 'date',
    summary: 'text',
    highlights: 'list',
  },
} as const satisfies Record<string, Record<string, ResumeFieldKind>>;

export type ResumeSection = keyof typeof RESUME_SECTION_FIELDS;

/** The sections in the order a CV shows them. */
export const RESUME_SECTIONS = Object.keys(RESUME_SECTION_FIELDS) as ResumeSection[];

/** The field each section's entries are named by: the line a list of them shows first. */
export const RESUME_ENTRY_TITLE_FIELD = {
  work: 'name',
  education: 'institution',
  skills: 'name',
  languages: 'language',
  certificates: 'name',
  awards: 'title',
  publications: 'name',
  volunteer: 'organization',
} as const satisfies { [S in ResumeSection]: keyof (typeof RESUME_SECTION_FIELDS)[S] };

/**
 * Bounds in UTF-16 code units, as the rules' size() counts, per field kind; `list` bounds each
 * item, and `listItems` the items. One entry is at most about 7,000 units, so a stored entry
 * stays far below Firestore's 1 MiB a document.
 */
export const RESUME_LIMITS = {
  line: 200,
  text: 2000,
  link: 2000,
  date: 10,
  list: 300,
  listItems: 20,
  /** Entries of one section in a content file or an imported JSON Resume. */
  entriesPerSection: 100,
} as const;

/** Whether `value` is a JSON Resume date: a year, a month or a day that exist on a calendar. */
export function isResumeDate(value: string): boolean {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value);
  if (!match) return false;
  const [, year, month, day] = match;
  if (month === undefined) return true;
  if (Number(month) < 1 || Number(month) > 12) return false;
  if (day === undefined) return true;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCDate() === Number(day);
}

/** The pattern firestore.rules match a stored date against: the shape, '' allowed. */
export const RESUME_DATE_PATTERN = String.raw`(\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?)?`;
