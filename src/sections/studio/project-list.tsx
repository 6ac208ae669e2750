import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { StudioProject } from '@/domain/studio-content';
import { ProjectRowSummary } from './project-row-summary';

type Control = 'up' | 'down' | 'edit';

interface ProjectListProps {
  projects: readonly StudioProject[];
  onMove: (from: number, to: number) => void;
  onEdit: (project: StudioProject) => void;
  onDelete: (project: StudioProject) => void;
  /** A control to focus as the list appears (back from the editor). */
  initialFocus: { id: string; control: Control } | null;
}

/** The projects in the owner's order: dragged, or moved up and down, to reorder them. */
export function ProjectList({
  projects,
  onMove,
  onEdit,
  onDelete,
  initialFocus,
}: ProjectListProps) {
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const [focusOn, setFocusOn] = useState(initialFocus);
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);

  // A moved row's button keeps focus (the other one at either end), as the DOM node moves.
  useEffect(() => {
    if (!focusOn) return;
    const index = projects.findIndex(({ id }) => id === focusOn.id);
    const control =
      focusOn.control === 'up' && index === 0
        ? 'down'
        : focusOn.control === 'down' && index === projects.length - 1
          ? 'up'
          : focusOn.control;
    controls.current.get(`${focusOn.id}:${control}`)?.focus();
  }, [focusOn, projects]);

  const move = (from: number, to: number, control: Control) => {
    const project = projects[from];
    if (!project) return;
    setFocusOn({ id: project.id, control });
    onMove(from, to);
  };
  const refFor = (id: string, control: Control) => (element: HTMLButtonElement | null) => {
    if (element) controls.current.set(`${id}:${control}`, element);
    else controls.current.delete(`${id}:${control}`);
  };
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const from = projects.findIndex(({ id }) => id === event.dataTransfer.getData('text/plain'));
    setDragged(null);
    setOver(null);
    if (from >= 0 && from !== to) onMove(from, to);
  };

  const draggedIndex = projects.findIndex(({ id }) => id === dragged);
  /** Where the drop line shows on the row under the pointer: where the dragged row will land. */
  const dropSide = (index: number) =>
    over !== index || draggedIndex < 0 || draggedIndex === index
      ? undefined
      : draggedIndex < index
        ? 'after'
        : 'before';

  if (projects.length === 0) return <p>No projects yet.</p>;
  return (
    <ol className="studio-project-list" aria-label="Projects, in the order visitors see them">
      {projects.map((project, index) => {
        const title = project.fields.title || project.id;
        return (
          <li
            key={project.id}
            className="studio-project-row"
            draggable
            data-dragging={dragged === project.id || undefined}
            data-drop={dropSide(index)}
            onDragStart={(event) => {
              event.dataTransfer.setData('text/plain', project.id);
              event.dataTransfer.effectAllowed = 'move';
              setDragged(project.id);
            }}
            onDragOver={(event) => {
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setOver(index);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            onDrop={(event) => drop(event, index)}
          >
            <span className="studio-drag-handle" aria-hidden="true">
              ⠿
            </span>
            <ProjectRowSummary project={project} title={title} />
            <span className="studio-actions">
              <button
                ref={refFor(project.id, 'up')}
                type="button"
                className="button button-outlined"
                disabled={index === 0}
                aria-label={`Move ${title} up`}
                onClick={() => move(index, index - 1, 'up')}
              >
                Up
              </button>
              <button
                ref={refFor(project.id, 'down')}
                type="button"
                className="button button-outlined"
                disabled={index === projects.length - 1}
                aria-label={`Move ${title} down`}
                onClick={() => move(index, index + 1, 'down')}
              >
                Down
              </button>
              <button
                ref={refFor(project.id, 'edit')}
                type="button"
                className="button button-outlined"
                aria-label={`Edit ${title}`}
                onClick={() => onEdit(project)}
              >
                Edit
              </button>
              <button
                type="button"
                className="button button-outlined studio-danger"
                aria-label={`Delete ${title}`}
                onClick={() => onDelete(project)}
              >
                Delete
              </button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
