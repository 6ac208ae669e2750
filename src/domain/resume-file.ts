import { atMostUnits, boundedList, withDefault } from './file-fields';
import {
  isResumeDate,
  RESUME_LIMITS,
  RESUME_SECTION_FIELDS,
  RESUME_SECTIONS,
  type ResumeFieldKind,
  type ResumeSection,
} from './resume-sections';
import { resumeTranslatableFields } from './translatable-fields';
import { translatedList, translatedText, translationsSchema } from './translation-schemas';
import type { Translations } from './translations';
import { z } from './zod';

type FieldValue<Kind extends ResumeFieldKind> = Kind extends 'list' ? string[] : string;

/** An entry of section `S` as the content file and the studio hold it: every field present. */
export type ResumeEntryFields<S extends ResumeSection> = {
  -readonly [F in keyof (typeof RESUME_SECTION_FIELDS)[S]]: FieldValue<
    (typeof RESUME_SECTION_FIELDS)[S][F] & ResumeFieldKind
  >;
};

/** An entry's texts in another language: its line, text and list fields, each optional. */
export type ResumeEntryTranslation<S extends ResumeSection> = Partial<ResumeEntryFields<S>>;

/** An entry of section `S` as the content file holds it: its fields, and their translations. */
export type ResumeFileEntry<S extends ResumeSection> = ResumeEntryFields<S> & {
  translations?: Translations<ResumeEntryTranslation<S>>;
};

/** The career record as the content file's `resume` holds it: every section, perhaps empty. */
export type ResumeFile = { [S in ResumeSection]: ResumeFileEntry<S>[] };

export const RESUME_DATE_MESSAGE = 'expected YYYY, YYYY-MM or YYYY-MM-DD';

const resumeDate = z.check<string>((payload) => {
  if (payload.value === '' || isResumeDate(payload.value)) return;
  payload.issues.push({
    code: 'custom',
    message: RESUME_DATE_MESSAGE,
    input: payload.value,
    continue: true,
  });
});

const boundedString = (max: number) => withDefault(z.string().check(atMostUnits(max)), () => '');

function fieldSchema(kind: ResumeFieldKind) {
  switch (kind) {
    case 'list':
      return boundedList(
        z.string().check(atMostUnits(RESUME_LIMITS.list)),
        RESUME_LIMITS.listItems,
        'items',
      );
    case 'date':
      return withDefault(z.string().check(resumeDate), () => '');
    default:
      return boundedString(RESUME_LIMITS[kind]);
  }
}

/** A translated field of kind `kind`: bounded as the default language's. */
function translatedFieldSchema(kind: ResumeFieldKind) {
  return kind === 'list'
    ? translatedList(RESUME_LIMITS.list, RESUME_LIMITS.listItems, 'items')
    : translatedText(RESUME_LIMITS[kind]);
}

/** A section's entry in another language: a strict partial object of its translatable fields. */
function resumeTranslationSchema(section: ResumeSection) {
  const fields = RESUME_SECTION_FIELDS[section] as Record<string, ResumeFieldKind>;
  return z.strictObject(
    Object.fromEntries(
      resumeTranslatableFields(section).map((field) => [
        field,
        translatedFieldSchema(fields[field] as ResumeFieldKind),
      ]),
    ),
  );
}

/** The schema of one section's entry, strict (a field the site does not know is a problem). */
export function resumeEntrySchema<S extends ResumeSection>(section: S) {
  const fields = RESUME_SECTION_FIELDS[section] as Record<string, ResumeFieldKind>;
  const shape = Object.fromEntries(
    Object.entries(fields).map(([field, kind]) => [field, fieldSchema(kind)]),
  );
  return z.strictObject({
    ...shape,
    translations: translationsSchema<ResumeEntryTranslation<S>>(resumeTranslationSchema(section)),
  }) as unknown as z.ZodMiniType<ResumeFileEntry<S>, unknown>;
}

/** The content file's `resume`: each section optional (absent is empty), as JSON Resume has it. */
export const resumeFileSchema = z.strictObject(
  Object.fromEntries(
    RESUME_SECTIONS.map((section) => [
      section,
      boundedList(resumeEntrySchema(section), RESUME_LIMITS.entriesPerSection, 'entries'),
    ]),
  ),
) as unknown as z.ZodMiniType<ResumeFile, unknown>;

/** A record with no entries at all. */
export function emptyResumeFile(): ResumeFile {
  return Object.fromEntries(RESUME_SECTIONS.map((section) => [section, []])) as never;
}

/** Whether the record has any entry. */
export function hasResumeEntries(resume: ResumeFile): boolean {
  return RESUME_SECTIONS.some((section) => resume[section].length > 0);
}
