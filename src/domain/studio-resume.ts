import { isRecord } from './is-record';
import { sortInOwnerOrder } from './project-order';
import { SECTION_FIELD } from './resume';
import type { ResumeEntryFields, ResumeEntryTranslation, ResumeFileEntry } from './resume-file';
import {
  RESUME_SECTION_FIELDS,
  RESUME_SECTIONS,
  type ResumeFieldKind,
  type ResumeSection,
} from './resume-sections';
import { stringsOf, textOf, validOrderOf, versionOf } from './studio-content';
import { copyTranslations, readStudioTranslations, withTranslations } from './studio-translations';
import { resumeTranslatableFields } from './translatable-fields';

/** A document of `Resume` as the studio reads it: one entry of the career record. */
export interface StudioResumeEntry<S extends ResumeSection = ResumeSection> {
  id: string;
  section: S;
  /** Its fields, and their translations when it has some. */
  fields: ResumeFileEntry<S>;
  /** Its place in its section (the stored `order`). */
  order: number;
  version: number;
}

/** The career record as the studio edits it: each section's entries in the owner's order. */
export type StudioResume = { [S in ResumeSection]: StudioResumeEntry<S>[] };

/** The section's fields and their kinds; none for a section the site does not know. */
const fieldsOf = (section: ResumeSection) =>
  Object.entries(
    (Object.hasOwn(RESUME_SECTION_FIELDS, section) ? RESUME_SECTION_FIELDS[section] : {}) as Record<
      string,
      ResumeFieldKind
    >,
  );

/**
 * Exactly the section's fields (lists copied), whatever else `fields` carries: what a studio
 * write stores and the content file holds, as the rules take exactly these.
 */
export function pickResumeFields<S extends ResumeSection>(
  section: S,
  fields: ResumeFileEntry<S>,
): ResumeFileEntry<S> {
  const given = fields as Record<string, unknown>;
  return {
    ...(Object.fromEntries(
      fieldsOf(section).map(([field]) => {
        const value = given[field];
        return [field, Array.isArray(value) ? [...(value as string[])] : value];
      }),
    ) as ResumeEntryFields<S>),
    ...(fields.translations ? { translations: copyTranslations(fields.translations) } : {}),
  };
}

/**
 * An entry's fields for the studio's form: read for editing, not for showing, so nothing is
 * clipped or made safe (the owner sees, and can fix, a bad date or link); only what cannot be
 * edited as text is let go.
 */
function readFields<S extends ResumeSection>(
  section: S,
  stored: Record<string, unknown>,
): ResumeFileEntry<S> {
  return {
    ...(Object.fromEntries(
      fieldsOf(section).map(([field, kind]) => [
        field,
        kind === 'list' ? stringsOf(stored[field]) : textOf(stored[field]),
      ]),
    ) as ResumeEntryFields<S>),
    ...withTranslations<ResumeEntryTranslation<S>>(
      readStudioTranslations(stored.translations, resumeTranslatableFields(section)),
    ),
  };
}

/** A record with no entries. */
export function emptyStudioResume(): StudioResume {
  return Object.fromEntries(RESUME_SECTIONS.map((section) => [section, []])) as never;
}

/** Whether `value` names a section the site keeps. */
export const isResumeSection = (value: unknown): value is ResumeSection =>
  typeof value === 'string' && Object.hasOwn(RESUME_SECTION_FIELDS, value);

/**
 * A document of `Resume` for the studio's form, or null when it names no section the site knows
 * (visitors never see it, nor can the owner edit it). An entry without an order the rules accept
 * takes `orderIfUnset`, so saving it writes a valid one.
 */
export function readStudioResumeEntry(
  id: string,
  document: unknown,
  orderIfUnset = 0,
): StudioResumeEntry | null {
  const stored = isRecord(document) ? document : {};
  const section = stored[SECTION_FIELD];
  if (!isResumeSection(section)) return null;
  return {
    id,
    section,
    fields: readFields(section, stored),
    order: validOrderOf(document) ?? orderIfUnset,
    version: versionOf(document),
  };
}

/**
 * `Resume` documents for the studio, in their sections in the owner's order, as visitors see
 * them. In each section, entries without an order the rules accept are numbered after the
 * highest valid one, in that same order, so a save puts them where they already show. A
 * document of no section the site knows is left out, as visitors' pages leave it out.
 */
export function readStudioResume(
  entries: readonly { id: string; document: unknown }[],
): StudioResume {
  const resume = emptyStudioResume();
  for (const section of RESUME_SECTIONS) {
    const own = entries.filter(
      ({ document }) => isRecord(document) && document[SECTION_FIELD] === section,
    );
    const highest = Math.max(-1, ...own.map(({ document }) => validOrderOf(document) ?? -1));
    let unset = 0;
    (resume[section] as StudioResumeEntry[]) = sortInOwnerOrder(own).flatMap(
      ({ id, document }) =>
        readStudioResumeEntry(
          id,
          document,
          validOrderOf(document) === undefined ? highest + 1 + unset++ : undefined,
        ) ?? [],
    );
  }
  return resume;
}

/** Every entry of `resume`, section by section. */
export function studioResumeEntries(resume: StudioResume): StudioResumeEntry[] {
  return RESUME_SECTIONS.flatMap((section) => resume[section] as StudioResumeEntry[]);
}
