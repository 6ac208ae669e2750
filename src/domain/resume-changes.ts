import type { ResumeEntryFields, ResumeFile } from './resume-file';
import { RESUME_ENTRY_TITLE_FIELD, RESUME_SECTIONS, type ResumeSection } from './resume-sections';

/** What replacing one section's entries changes, each entry named by its title line. */
export interface ResumeSectionChanges {
  section: ResumeSection;
  added: string[];
  removed: string[];
  changed: string[];
}

type Fields = Record<string, string | string[]>;

const titleOf = (section: ResumeSection, fields: Fields) =>
  String(fields[RESUME_ENTRY_TITLE_FIELD[section]] ?? '');
const sameFields = (a: Fields, b: Fields) => JSON.stringify(a) === JSON.stringify(b);
const keyOf = (section: ResumeSection, fields: Fields) =>
  titleOf(section, fields).trim().toLowerCase();

/**
 * What replacing the record `from` with `to` changes, section by section (sections it leaves
 * as they are are not listed). JSON Resume's entries carry no ids, so an entry of `to` is the
 * one of `from` with the same title line: the same entry with all its fields, else the first
 * left with that title (changed); entries only in `to` are added, only in `from` removed.
 */
export function describeResumeChanges(from: ResumeFile, to: ResumeFile): ResumeSectionChanges[] {
  return RESUME_SECTIONS.flatMap((section) => {
    const before = [...(from[section] as ResumeEntryFields<typeof section>[] as Fields[])];
    const after = to[section] as ResumeEntryFields<typeof section>[] as Fields[];
    const unmatched: Fields[] = [];
    for (const entry of after) {
      const same = before.findIndex((old) => sameFields(old, entry));
      if (same >= 0) before.splice(same, 1);
      else unmatched.push(entry);
    }
    const added: string[] = [];
    const changed: string[] = [];
    for (const entry of unmatched) {
      const match = before.findIndex((old) => keyOf(section, old) === keyOf(section, entry));
      if (match >= 0) {
        before.splice(match, 1);
        changed.push(titleOf(section, entry));
      } else added.push(titleOf(section, entry));
    }
    const removed = before.map((old) => titleOf(section, old));
    return added.length + removed.length + changed.length > 0
      ? [{ section, added, removed, changed }]
      : [];
  });
}
