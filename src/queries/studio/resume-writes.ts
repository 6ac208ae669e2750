import type { ResumeEntryFields } from '@/domain/resume-file';
import type { ResumeSection } from '@/domain/resume-sections';
import type { StudioContent } from '@/domain/studio-content';
import type { StudioResumeEntry } from '@/domain/studio-resume';
import { useContentWrite } from './use-content-write';

const byOrder = (a: StudioResumeEntry, b: StudioResumeEntry) => a.order - b.order;

/** `content` with `section`'s entries made by `change`. */
function withSection(
  content: StudioContent,
  section: ResumeSection,
  change: (entries: StudioResumeEntry[]) => StudioResumeEntry[],
): StudioContent {
  const entries = content.resume[section] as StudioResumeEntry[];
  return { ...content, resume: { ...content.resume, [section]: change(entries) } };
}

export interface SaveResumeEntryVariables {
  entry: {
    id: string;
    section: ResumeSection;
    fields: ResumeEntryFields<ResumeSection>;
    order: number;
  };
  /** 0 adds it (or brings a deleted one back). */
  readVersion: number;
}

/** Saves a career entry read at `readVersion`, or adds one. */
export function useSaveResumeEntry() {
  return useContentWrite(
    (repository, { entry, readVersion }: SaveResumeEntryVariables) =>
      repository.saveResumeEntry(entry, readVersion),
    (content, { entry, readVersion }) =>
      withSection(content, entry.section, (entries) =>
        [
          ...entries.filter(({ id }) => id !== entry.id),
          { ...entry, version: readVersion + 1 } as StudioResumeEntry,
        ].sort(byOrder),
      ),
  );
}

/** Deletes a career entry. */
export function useDeleteResumeEntry() {
  return useContentWrite(
    (repository, { id }: StudioResumeEntry) => repository.deleteResumeEntry(id),
    (content, { id, section }) =>
      withSection(content, section, (entries) => entries.filter((entry) => entry.id !== id)),
  );
}

/** Puts one section's entries in the order given, each at the version it was read at. */
export function useReorderResumeEntries() {
  return useContentWrite(
    (repository, entries: readonly StudioResumeEntry[]) =>
      repository.reorderResumeEntries(entries.map(({ id, version }) => ({ id, version }))),
    (content, entries) =>
      entries[0]
        ? withSection(content, entries[0].section, () =>
            entries.map((entry, order) => ({ ...entry, order, version: entry.version + 1 })),
          )
        : content,
  );
}
