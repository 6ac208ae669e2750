import { useRef, useState } from 'react';
import type { StudioProject } from '@/domain/studio-content';
import {
  useDeleteProject,
  useReorderProjects,
  useSaveProject,
} from '@/queries/studio/content-writes';
import { describeWriteFailure } from '@/queries/studio/write-failure';
import { moveItem } from './move-item';
import type { ListNotice } from './projects-notice';

export const titleOfProject = (project: StudioProject) => project.fields.title || project.id;

function explain(error: Error, what: string): string {
  const failure = describeWriteFailure(error);
  const why =
    failure.kind === 'conflict'
      ? 'a project was changed elsewhere meanwhile'
      : failure.kind === 'refused'
        ? 'the site refused it (are you still signed in as the owner?)'
        : 'it could not be written';
  return `${what}: ${why}. The list is back as it was.`;
}

/** Deleting (with an undo) and reordering the projects, each shown at once and said aloud. */
export function useProjectActions(projects: readonly StudioProject[]) {
  const reorder = useReorderProjects();
  const remove = useDeleteProject();
  const restore = useSaveProject();
  const [notice, setNotice] = useState<ListNotice<StudioProject> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const deleting = useRef<Promise<unknown>>(Promise.resolve());

  const move = (from: number, to: number) => {
    const project = projects[from];
    if (!project || to < 0 || to >= projects.length || to === from) return;
    setAnnouncement(`${titleOfProject(project)} moved to position ${to + 1} of ${projects.length}`);
    reorder.mutate(moveItem(projects, from, to), {
      onError: (error) => {
        setAnnouncement('');
        setNotice({ kind: 'problem', text: explain(error, 'The new order was not saved') });
      },
    });
  };

  const deleteProject = (project: StudioProject) => {
    setNotice({ kind: 'deleted', item: project });
    deleting.current = remove.mutateAsync(project).catch((error: Error) =>
      setNotice({
        kind: 'problem',
        text: explain(error, `“${titleOfProject(project)}” was not deleted`),
      }),
    );
  };

  const undo = async (project: StudioProject) => {
    if (restore.isPending) return;
    // Brought back once its delete has finished, or the two would cross.
    await deleting.current;
    const { id, fields, order } = project;
    restore.mutate(
      { project: { id, fields, order }, readVersion: 0 },
      {
        onSuccess: () => setNotice({ kind: 'restored', item: project }),
        onError: (error) =>
          setNotice({
            kind: 'problem',
            text: explain(error, `“${titleOfProject(project)}” was not brought back`),
          }),
      },
    );
  };

  return {
    move,
    deleteProject,
    undo,
    notice,
    announcement,
  };
}
