import {
  isResumeDate,
  RESUME_SECTION_FIELDS,
  RESUME_SECTIONS,
  type ResumeFieldKind,
} from './resume-sections';
import { toSafeHref } from './safe-link';
import type { StudioResume } from './studio-resume';

/** The version of the schema the document is written to, as resume-cli and the registry name it. */
const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** An entry as JSON Resume writes it: only the fields that say something. */
type JsonResumeEntry = Record<string, string | string[]>;

/**
 * The studio's career record as a JSON Resume document: each section that has entries, in the
 * owner's order, each entry with only the fields that say something (no '', no empty list, an
 * end date left out for "present"), links only when visitors could open them, and dates only
 * when they are JSON Resume's. Without `basics` and `projects`: the site's own /resume.json
 * (toJsonResume) adds them from the profile and the projects, code the studio leaves out because
 * sharing it with the visitor's page splits that page's files into more requests.
 */
export function toStudioJsonResume(resume: StudioResume): Record<string, unknown> {
  const document: Record<string, unknown> = { $schema: JSON_RESUME_SCHEMA_URL };
  for (const section of RESUME_SECTIONS) {
    const kinds = RESUME_SECTION_FIELDS[section] as Record<string, ResumeFieldKind>;
    const entries = resume[section]
      .map(({ fields }) => {
        const entry: JsonResumeEntry = {};
        for (const [field, kind] of Object.entries(kinds)) {
          const value = (fields as Record<string, unknown>)[field];
          if (Array.isArray(value)) {
            const items = value.filter((item): item is string => typeof item === 'string');
            const kept = items.map((item) => item.trim()).filter((item) => item !== '');
            if (kept.length > 0) entry[field] = kept;
          } else if (typeof value === 'string' && value.trim() !== '') {
            const kept =
              kind === 'link'
                ? toSafeHref(value)
                : kind === 'date' && !isResumeDate(value)
                  ? ''
                  : value;
            if (kept) entry[field] = kept;
          }
        }
        return entry;
      })
      .filter((entry) => Object.keys(entry).length > 0);
    if (entries.length > 0) document[section] = entries;
  }
  return document;
}
