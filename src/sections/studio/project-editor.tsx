import { useMemo, useState } from 'react';
import { uniqueTags } from '@/domain/project-tags';
import { readStudioProject, type StudioProject } from '@/domain/studio-content';
import { ProjectForm } from './project-form';
import type { ProjectValues } from './project-form-values';
import { useUnsavedChanges } from './unsaved-changes';

const focus = (element: HTMLElement | null) => element?.focus();

/** A new project's fields: those of a project with nothing stored. */
const BLANK = readStudioProject('', undefined).fields;

interface ProjectEditorProps {
  /** The project when the editor opened; none when adding. */
  opened: StudioProject | null;
  projects: readonly StudioProject[];
  onClose: () => void;
}

/** A panel in place of the list (a dialog would crowd a phone's screen): one project's form. */
export function ProjectEditor({ opened, projects, onClose }: ProjectEditorProps) {
  const [addedId, setAddedId] = useState<string | null>(null);
  const editedId = opened?.id ?? addedId;
  const project = projects.find(({ id }) => id === editedId) ?? null;
  const [takenIds, suggestions] = useMemo(() => {
    const others = projects.filter(({ id }) => id !== opened?.id);
    return [
      new Set(others.map(({ id }) => id)),
      uniqueTags(others.flatMap(({ fields }) => fields.tags)).sort((a, b) =>
        a.localeCompare(b, undefined, { sensitivity: 'base' }),
      ),
    ] as const;
  }, [projects, opened?.id]);
  const [initial] = useState<ProjectValues>(() =>
    opened ? { id: opened.id, ...opened.fields } : { id: '', ...BLANK },
  );
  const nextOrder = Math.max(-1, ...projects.map(({ order }) => order)) + 1;
  const { confirmLeave } = useUnsavedChanges();
  return (
    <div className="studio-editor">
      <div className="studio-editor-top">
        <h3 ref={focus} tabIndex={-1}>
          {opened ? `Edit “${opened.fields.title || opened.id}”` : 'New project'}
        </h3>
        <button
          type="button"
          className="button button-outlined"
          onClick={() => confirmLeave(onClose)}
        >
          Back to the projects
        </button>
      </div>
      <ProjectForm
        stored={project}
        adding={!opened}
        initial={initial}
        order={opened?.order ?? nextOrder}
        takenIds={takenIds}
        suggestions={suggestions}
        onDiscard={onClose}
        onAdded={setAddedId}
      />
    </div>
  );
}
