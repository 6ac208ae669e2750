import type { StudioProject } from '@/domain/studio-content';
import type { ProjectsNotice as Notice } from './use-project-actions';

const focus = (element: HTMLElement | null) => element?.focus();
const titleOf = (project: StudioProject) => project.fields.title || project.id;

/** What the last delete, undo or failed reorder did; a delete's Undo takes focus. */
export function ProjectsNotice({
  notice,
  onUndo,
}: {
  notice: Notice | null;
  onUndo: (project: StudioProject) => void;
}) {
  return (
    <div className="studio-projects-notice">
      <p role="status" className={notice?.kind === 'problem' ? 'form-alert' : undefined}>
        {notice?.kind === 'deleted' && `Deleted “${titleOf(notice.project)}”.`}
        {notice?.kind === 'restored' && `Brought back “${titleOf(notice.project)}”.`}
        {notice?.kind === 'problem' && notice.text}
      </p>
      {notice?.kind === 'deleted' && (
        <button
          ref={focus}
          type="button"
          className="button button-outlined"
          onClick={() => onUndo(notice.project)}
        >
          Undo
        </button>
      )}
    </div>
  );
}
