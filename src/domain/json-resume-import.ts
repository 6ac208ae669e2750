import { isRecord } from './is-record';
import { emptyResumeFile, resumeEntrySchema, type ResumeFile } from './resume-file';
import { RESUME_LIMITS, RESUME_SECTION_FIELDS, RESUME_SECTIONS } from './resume-sections';
import type { z } from './zod';

export type JsonResumeImport =
  | {
      ok: true;
      resume: ResumeFile;
      /** Top-level keys the career record does not keep (`basics`, `projects`, `meta`…). */
      leftAlone: string[];
      /** Fields of entries the site does not keep, by their JSON path (`work[0].company`). */
      leftOff: string[];
    }
  | {
      ok: false;
      /** Every problem, by its JSON path: `work[2].startDate: expected YYYY, YYYY-MM or YYYY-MM-DD`. */
      problems: string[];
    };

const TYPE_WORDS: Partial<Record<string, string>> = {
  string: 'text',
  array: 'a list',
  object: 'an object',
};

/** `work`, `[2]`, `.startDate`, `[0]` joined as a JSON path: `work[2].highlights[0]`. */
function jsonPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`,
    )
    .join('');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    return `expected ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
  }
  return issue.message;
}

/**
 * Reads a JSON Resume document (resume-cli's, the registry's, another site's /resume.json) as
 * the career record: its eight sections, each entry checked by the content file's schema of
 * its section. JSON Resume allows more than the site keeps, so what is not kept is named, not
 * refused: other top-level keys are left alone, unknown fields of an entry are left off. Every
 * problem of what is kept is listed with its JSON path; any problem means no record.
 */
export function readJsonResume(input: unknown): JsonResumeImport {
  if (!isRecord(input)) return { ok: false, problems: ['(the file): expected an object'] };
  const resume = emptyResumeFile() as Record<string, unknown[]>;
  const problems: string[] = [];
  const leftOff: string[] = [];
  const leftAlone = Object.keys(input).filter((key) => !Object.hasOwn(RESUME_SECTION_FIELDS, key));

  for (const section of RESUME_SECTIONS) {
    const entries = input[section];
    if (entries === undefined) continue;
    if (!Array.isArray(entries)) {
      problems.push(`${section}: expected a list`);
      continue;
    }
    if (entries.length > RESUME_LIMITS.entriesPerSection) {
      problems.push(`${section}: at most ${RESUME_LIMITS.entriesPerSection} entries`);
      continue;
    }
    const known = RESUME_SECTION_FIELDS[section];
    const schema = resumeEntrySchema(section);
    entries.forEach((entry: unknown, index) => {
      if (!isRecord(entry)) {
        problems.push(`${section}[${index}]: expected an object`);
        return;
      }
      const kept = Object.fromEntries(
        Object.entries(entry).filter(([field]) => Object.hasOwn(known, field)),
      );
      for (const field of Object.keys(entry)) {
        if (!Object.hasOwn(known, field)) leftOff.push(jsonPath([section, index, field]));
      }
      const result = schema.safeParse(kept);
      if (result.success) resume[section]?.push(result.data);
      else {
        for (const issue of result.error.issues) {
          problems.push(`${jsonPath([section, index, ...issue.path])}: ${describeIssue(issue)}`);
        }
      }
    });
  }

  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, resume: resume as ResumeFile, leftAlone, leftOff };
}
