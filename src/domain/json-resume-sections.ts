import type { Resume } from './resume';
import { RESUME_SECTION_FIELDS, RESUME_SECTIONS, type ResumeSection } from './resume-sections';
import { toSafeHref } from './safe-link';

/** The version of the schema the document is written to, as resume-cli and the registry name it. */
export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** An entry of a section as JSON Resume writes it: only the fields that say something. */
export type JsonResumeEntry = Record<string, string | string[]>;

/** The record's sections that have entries, as JSON Resume writes them. */
export type JsonResumeSections = Partial<Record<ResumeSection, JsonResumeEntry[]>>;

/** Keeps the fields that say something: no '', no empty list, and a link only when safe. */
function compactEntry(section: ResumeSection, fields: Record<string, unknown>): JsonResumeEntry {
  const kinds = RESUME_SECTION_FIELDS[section] as Record<string, string>;
  const entry: JsonResumeEntry = {};
  for (const [field, kind] of Object.entries(kinds)) {
    const value = fields[field];
    if (Array.isArray(value)) {
      const items = value.filter((item): item is string => typeof item === 'string' && !!item);
      if (items.length > 0) entry[field] = items;
    } else if (typeof value === 'string' && value !== '') {
      const kept = kind === 'link' ? toSafeHref(value) : value;
      if (kept) entry[field] = kept;
    }
  }
  return entry;
}

/**
 * The career record's sections as JSON Resume writes them, for the site's /resume.json and the
 * studio's export alike: each section that has entries, in the owner's order, each entry with
 * only the fields that say something. Empty entries and sections are left out.
 */
export function toJsonResumeSections(resume: Resume): JsonResumeSections {
  const sections: JsonResumeSections = {};
  for (const section of RESUME_SECTIONS) {
    const entries = resume[section]
      .map((entry) => compactEntry(section, entry.fields as Record<string, unknown>))
      .filter((entry) => Object.keys(entry).length > 0);
    if (entries.length > 0) sections[section] = entries;
  }
  return sections;
}
