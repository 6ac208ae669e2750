import { isRecord } from './is-record';
import { ORDER_FIELD, sortInOwnerOrder } from './project-order';
import { SECTION_FIELD } from './resume';

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
