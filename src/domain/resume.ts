import { clipText } from './clip';
import { isRecord } from './is-record';
import { lenientLink, lenientStringsAs, lenientTextAs } from './lenient-fields';
import {
  readTranslations,
  translatedListReader,
  translatedTextReader,
  type TranslatedFieldReader,
} from './lenient-translations';
import { ORDER_FIELD, sortInOwnerOrder } from './project-order';
import type { ResumeEntryFields } from './resume-file';
import {
  isResumeDate,
  RESUME_LIMITS,
  RESUME_SECTION_FIELDS,
  RESUME_SECTIONS,
  type ResumeFieldKind,
  type ResumeSection,
} from './resume-sections';
import { resumeTranslatableFields } from './translatable-fields';
import type { Translations } from './translations';
import { z } from './zod';

/**
 * Collection `Resume` holds the career record, one document an entry: `section` (which of
 * RESUME_SECTIONS), `order` (its place in its section), `version`, and the section's fields.
 * One document an entry, as the projects are: each stays far below Firestore's 1 MiB whatever
 * the record's length, the rules bound each field, and two edits of different entries never
 * conflict (docs/career.md).
 */
export const RESUME_COLLECTION = 'Resume';
export const SECTION_FIELD = 'section';

/** An entry of the career record as read: text clipped, links safe, dates valid or ''. */
export interface ResumeEntry<S extends ResumeSection = ResumeSection> {
  id: string;
  section: S;
  /** Its place in its section (the stored `order`; Infinity when it has none). */
  order: number;
  fields: ResumeEntryFields<S>;
  /** Its line, text and list fields in the site's other languages, read as its own. */
  translations: Translations<Partial<ResumeEntryFields<S>>>;
}

/** The career record as a visitor's page reads it: each section's entries in the owner's order. */
export type Resume = { [S in ResumeSection]: ResumeEntry<S>[] };

function lenientField(kind: ResumeFieldKind) {
  switch (kind) {
    case 'link':
      return lenientLink;
    case 'date':
      return lenientTextAs((value) => (isResumeDate(value) ? value : ''));
    case 'list':
      return lenientStringsAs((items) =>
        items
          .map((item) => clipText(item.trim(), RESUME_LIMITS.list))
          .filter((item) => item !== '')
          .slice(0, RESUME_LIMITS.listItems),
      );
    default:
      return lenientTextAs((value) => clipText(value, RESUME_LIMITS[kind]));
  }
}

const entrySchemas = Object.fromEntries(
  RESUME_SECTIONS.map((section) => [
    section,
    z.object(
      Object.fromEntries(
        Object.entries(RESUME_SECTION_FIELDS[section] as Record<string, ResumeFieldKind>).map(
          ([field, kind]) => [field, lenientField(kind)],
        ),
      ),
    ),
  ]),
) as unknown as Record<ResumeSection, z.ZodMiniType<Record<string, unknown>, unknown>>;

const translationReaders = Object.fromEntries(
  RESUME_SECTIONS.map((section) => {
    const kinds = RESUME_SECTION_FIELDS[section] as Record<string, ResumeFieldKind>;
    return [
      section,
      Object.fromEntries(
        resumeTranslatableFields(section).map((field) => [
          field,
          kinds[field] === 'list'
            ? translatedListReader(RESUME_LIMITS.list, RESUME_LIMITS.listItems)
            : translatedTextReader(RESUME_LIMITS[kinds[field] as 'line' | 'text']),
        ]),
      ),
    ];
  }),
) as Record<ResumeSection, Record<string, TranslatedFieldReader>>;

const isSection = (value: unknown): value is ResumeSection =>
  typeof value === 'string' && Object.hasOwn(RESUME_SECTION_FIELDS, value);

/**
 * Parses an untrusted `Resume/<id>` document; never throws. Null when it names no section the
 * site knows (there is nowhere to show it).
 */
export function parseResumeEntry(id: string, document: unknown): ResumeEntry | null {
  const stored = isRecord(document) ? document : {};
  const section = stored[SECTION_FIELD];
  if (!isSection(section)) return null;
  const order = stored[ORDER_FIELD];
  return {
    id,
    section,
    order: typeof order === 'number' && Number.isFinite(order) ? order : Infinity,
    fields: entrySchemas[section].parse(stored) as ResumeEntryFields<typeof section>,
    translations: readTranslations(stored.translations, translationReaders[section]),
  };
}

/**
 * Stored entries as a visitor's page reads them: each parsed (an entry of a section the site does
 * not know left out), then grouped in the owner's order.
 */
export function readStoredResume(entries: Iterable<{ id: string; document: unknown }>): Resume {
  return groupResume(
    [...entries].flatMap(({ id, document }) => parseResumeEntry(id, document) ?? []),
  );
}

/** A record with no entries. */
export function emptyResume(): Resume {
  return Object.fromEntries(RESUME_SECTIONS.map((section) => [section, []])) as never;
}

/** Entries in their sections, each section in the owner's order (then by id, to be stable). */
export function groupResume(entries: readonly ResumeEntry[]): Resume {
  const resume = emptyResume();
  const sorted = [...entries].sort((a, b) =>
    a.order !== b.order ? (a.order < b.order ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  for (const entry of sorted) (resume[entry.section] as ResumeEntry[]).push(entry);
  return resume;
}

/** A `Resume/<id>` document as stored: its section, order, version and fields, untrusted. */
export interface StoredResumeEntry {
  id: string;
  document: Record<string, unknown>;
}

/** The id `npm run seed` gives entry `index` (from 0) of `section` in the content file. */
export const seededResumeEntryId = (section: string, index: number) => `${section}-${index + 1}`;

/**
 * The `Resume` documents a career record in the content file's shape is stored as, as `npm run
 * seed` writes them: each entry with its section and its place in its section as its order, under
 * the id `<section>-<n>`. An entry that carries its stored `id`, `order` (and `version`) keeps
 * them: the demo's saved documents and the build's read of Firestore do. Never throws: what is no
 * list of entries stores nothing.
 */
export function toStoredResumeEntries(resume: unknown): StoredResumeEntry[] {
  if (!isRecord(resume)) return [];
  return Object.entries(resume).flatMap(([section, entries]) =>
    (Array.isArray(entries) ? (entries as unknown[]) : []).flatMap((entry, index) => {
      if (!isRecord(entry)) return [];
      const { id, ...fields } = entry;
      return [
        {
          id: typeof id === 'string' && id !== '' ? id : seededResumeEntryId(section, index),
          document: { [ORDER_FIELD]: index, ...fields, [SECTION_FIELD]: section },
        },
      ];
    }),
  );
}

/**
 * Stored entries back in the content file's shape: each section's entries in the owner's order,
 * without their section and order (the file's place says them), with their ids kept or not. The
 * sections are those stored, in the order first met; the caller chooses which to keep.
 */
export function toResumeFileShape(
  entries: readonly StoredResumeEntry[],
  { keepIds, omit = [] }: { keepIds: boolean; omit?: readonly string[] },
): Record<string, Record<string, unknown>[]> {
  const resume: Record<string, Record<string, unknown>[]> = {};
  for (const { id, document } of sortInOwnerOrder(entries)) {
    const section = document[SECTION_FIELD];
    if (typeof section !== 'string') continue;
    const fields = Object.fromEntries(
      Object.entries(document).filter(
        ([key]) => key !== SECTION_FIELD && key !== ORDER_FIELD && !omit.includes(key),
      ),
    );
    (resume[section] ??= []).push(keepIds ? { id, ...fields } : fields);
  }
  return resume;
}
