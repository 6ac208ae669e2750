import { longestIncreasing } from './longest-increasing';
import type { ResumeFile } from './resume-file';
import {
  RESUME_ENTRY_TITLE_FIELD,
  RESUME_SECTION_FIELDS,
  RESUME_SECTIONS,
  type ResumeSection,
} from './resume-sections';
import type { StudioResume } from './studio-resume';
import { sameTranslations } from './studio-translations';

/** A career entry as a change names it: its section, its place in it (from 1), its title. */
export interface ResumeMention {
  section: ResumeSection;
  place: number;
  title: string;
}

/** What importing a content file changes in the career record. */
export interface ResumeChanges {
  /** Entries of the file that match none stored, at their place in the file. */
  resumeAdded: ResumeMention[];
  /** Stored entries the file does not hold, at their place now. */
  resumeRemoved: ResumeMention[];
  /** Entries kept whose fields change, with those fields, at their place in the file. */
  resumeChanged: (ResumeMention & { fields: string[] })[];
  /** Entries kept whose place in their section changes (1 is the first). */
  resumeMoved: (ResumeMention & { from: number; to: number })[];
}

type Fields = Record<string, string | readonly string[]>;

const sameValue = (a: string | readonly string[], b: string | readonly string[]) =>
  typeof a === 'string' || typeof b === 'string'
    ? a === b
    : a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * How one section changes. JSON Resume's entries have no ids (the file's are stored anew as
 * `<section>-<n>`), so an entry of the file is the stored one that has all the same fields, or
 * else the same title (RESUME_ENTRY_TITLE_FIELD), each stored entry taken once, in order.
 */
function describeSection(
  section: ResumeSection,
  stored: readonly Fields[],
  file: readonly Fields[],
): ResumeChanges {
  const fields = Object.keys(RESUME_SECTION_FIELDS[section]);
  const titleField = RESUME_ENTRY_TITLE_FIELD[section];
  const titleOf = (entry: Fields) => String(entry[titleField] ?? '');
  const differing = (a: Fields, b: Fields) => [
    ...fields.filter((field) => !sameValue(a[field] ?? '', b[field] ?? '')),
    ...(sameTranslations(a.translations, b.translations) ? [] : ['translations']),
  ];
  const matchOf = new Map<number, number>();
  const taken = new Set<number>();
  const match = (accepts: (before: Fields, entry: Fields) => boolean) =>
    file.forEach((entry, index) => {
      if (matchOf.has(index)) return;
      const before = stored.findIndex(
        (candidate, at) => !taken.has(at) && accepts(candidate, entry),
      );
      if (before < 0) return;
      matchOf.set(index, before);
      taken.add(before);
    });
  match((before, entry) => differing(before, entry).length === 0);
  match((before, entry) => titleOf(entry) !== '' && titleOf(before) === titleOf(entry));

  const mention = (entry: Fields, index: number) => ({
    section,
    place: index + 1,
    title: titleOf(entry),
  });
  const kept = file.flatMap((entry, index) => {
    const before = matchOf.get(index);
    return before === undefined ? [] : [{ entry, index, before }];
  });
  const inPlace = longestIncreasing(kept.map(({ before }) => before));
  return {
    resumeAdded: file.flatMap((entry, index) =>
      matchOf.has(index) ? [] : [mention(entry, index)],
    ),
    resumeRemoved: stored.flatMap((entry, index) =>
      taken.has(index) ? [] : [mention(entry, index)],
    ),
    resumeChanged: kept.flatMap(({ entry, index, before }) => {
      const changed = differing(stored[before] ?? {}, entry);
      return changed.length > 0 ? [{ ...mention(entry, index), fields: changed }] : [];
    }),
    resumeMoved: kept
      .filter((_, keptIndex) => !inPlace.has(keptIndex))
      .map(({ entry, index, before }) => ({
        ...mention(entry, index),
        from: before + 1,
        to: index + 1,
      })),
  };
}

/** What replacing the stored career record with the file's changes, section by section. */
export function describeResumeChanges(current: StudioResume, file: ResumeFile): ResumeChanges {
  const changes: ResumeChanges = {
    resumeAdded: [],
    resumeRemoved: [],
    resumeChanged: [],
    resumeMoved: [],
  };
  for (const section of RESUME_SECTIONS) {
    const stored = current[section].map(({ fields }) => fields as unknown as Fields);
    const described = describeSection(section, stored, file[section] as unknown as Fields[]);
    changes.resumeAdded.push(...described.resumeAdded);
    changes.resumeRemoved.push(...described.resumeRemoved);
    changes.resumeChanged.push(...described.resumeChanged);
    changes.resumeMoved.push(...described.resumeMoved);
  }
  return changes;
}
