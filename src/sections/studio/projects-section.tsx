import { useState } from 'react';
import type { StudioProject } from '@/domain/studio-content';
import { useStudioContent } from '@/queries/studio/use-studio-content';
import { LiveUpdatesNotice } from '@/ui/live-updates-notice';
import { LoadError } from '@/ui/load-error';
import { ProjectEditor } from './project-editor';
import { OrderedList } from './ordered-list';
import { ProjectRowSummary } from './project-row-summary';
import { ProjectsNotice } from './projects-notice';
import { StudioWaiting } from './studio-waiting';
import { titleOfProject, useProjectActions } from './use-project-actions';

const focus = (element: HTMLElement | null) => element?.focus();

type View =
  | { kind: 'list'; back: StudioProject | 'add' | null }
  | { kind: 'editor'; opened: StudioProject | null };

/** The projects: the list in the owner's order, and one project's editor in its place. */
export function ProjectsSection() {
  const { content, retry, retrying } = useStudioContent();
  const projects = content.data?.projects ?? [];
  const actions = useProjectActions(projects);
  const [view, setView] = useState<View>({ kind: 'list', back: null });
  const back = view.kind === 'list' ? view.back : null;

  return (
    <section className="studio-section card" aria-labelledby="studio-projects">
      <h2 id="studio-projects" tabIndex={-1} className="studio-section-title">
        Projects
      </h2>
      {content.isError && content.data && (
        <LiveUpdatesNotice subject="the projects" retrying={retrying} onRetry={retry} />
      )}
      {!content.data ? (
        content.isError ? (
          <LoadError message="The projects could not be loaded." onRetry={retry} />
        ) : (
          <StudioWaiting text="Loading the projects…" />
        )
      ) : view.kind === 'editor' ? (
        <ProjectEditor
          opened={view.opened}
          projects={projects}
          onClose={() => setView({ kind: 'list', back: view.opened ?? 'add' })}
        />
      ) : (
        <>
          <ProjectsNotice notice={actions.notice} titleOf={titleOfProject} onUndo={actions.undo} />
          <p className="visually-hidden" role="status">
            {actions.announcement}
          </p>
          <OrderedList
            items={projects}
            label="Projects, in the order visitors see them"
            empty="No projects yet."
            titleOf={titleOfProject}
            summary={(project, title) => <ProjectRowSummary project={project} title={title} />}
            onMove={actions.move}
            onEdit={(project) => setView({ kind: 'editor', opened: project })}
            onDelete={actions.deleteProject}
            initialFocus={back && back !== 'add' ? { id: back.id, control: 'edit' } : null}
          />
          <button
            ref={back === 'add' ? focus : undefined}
            type="button"
            className="button button-primary studio-add"
            onClick={() => setView({ kind: 'editor', opened: null })}
          >
            Add project
          </button>
        </>
      )}
    </section>
  );
}
