import { useRef, useState } from 'react';
import type { StudioResumeEntry } from '@/domain/studio-resume';
import {
  useDeleteResumeEntry,
  useReorderResumeEntries,
  useSaveResumeEntry,
} from '@/queries/studio/resume-writes';
import { describeWriteFailure } from '@/queries/studio/write-failure';
import { moveItem } from '@/sections/studio/move-item';
import type { ListNotice } from '@/sections/studio/projects-notice';

function explain(error: Error, what: string): string {
  const failure = describeWriteFailure(error);
  const why =
    failure.kind === 'conflict'
      ? 'an entry was changed elsewhere meanwhile'
      : failure.kind === 'refused'
        ? 'the site refused it (are you still signed in as the owner?)'
        : 'it could not be written';
  return `${what}: ${why}. The list is back as it was.`;
}

/**
 * Deleting (with an undo) and reordering one section's entries, each shown at once and said
 * aloud, as the projects' (use-project-actions.ts).
 */
export function useCareerActions(
  entries: readonly StudioResumeEntry[],
  titleOf: (entry: StudioResumeEntry) => string,
) {
  const reorder = useReorderResumeEntries();
  const remove = useDeleteResumeEntry();
  const restore = useSaveResumeEntry();
  const [notice, setNotice] = useState<ListNotice<StudioResumeEntry> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const deleting = useRef<Promise<unknown>>(Promise.resolve());

  const move = (from: number, to: number) => {
    const entry = entries[from];
    if (!entry || to < 0 || to >= entries.length || to === from) return;
    setAnnouncement(`${titleOf(entry)} moved to position ${to + 1} of ${entries.length}`);
    reorder.mutate(moveItem(entries, from, to), {
      onError: (error) => {
        setAnnouncement('');
        setNotice({ kind: 'problem', text: explain(error, 'The new order was not saved') });
      },
    });
  };

  const deleteEntry = (entry: StudioResumeEntry) => {
    setNotice({ kind: 'deleted', item: entry });
    deleting.current = remove
      .mutateAsync(entry)
      .catch((error: Error) =>
        setNotice({ kind: 'problem', text: explain(error, `“${titleOf(entry)}” was not deleted`) }),
      );
  };

  const undo = async (entry: StudioResumeEntry) => {
    if (restore.isPending) return;
    // Brought back once its delete has finished, or the two would cross.
    await deleting.current;
    const { id, section, fields, order } = entry;
    restore.mutate(
      { entry: { id, section, fields, order }, readVersion: 0 },
      {
        onSuccess: () => setNotice({ kind: 'restored', item: entry }),
        onError: (error) =>
          setNotice({
            kind: 'problem',
            text: explain(error, `“${titleOf(entry)}” was not brought back`),
          }),
      },
    );
  };

  return { move, deleteEntry, undo, notice, announcement };
}
