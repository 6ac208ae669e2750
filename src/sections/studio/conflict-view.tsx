import { useId } from 'react';
import type { Difference } from './differences';

const focus = (element: HTMLElement | null) => element?.focus();

interface ConflictViewProps {
  /** What was saved elsewhere: "The profile", "“Trailmate”". */
  subject: string;
  /** The stored document was deleted, rather than changed. */
  gone: boolean;
  differences: readonly Difference[];
  onKeepDraft: () => void;
  onUseNewer: () => void;
  /** Keep my draft is saving. */
  keeping: boolean;
}

/**
 * A save refused because the stored version moved on since the form was opened: the newer
 * version beside the typed draft, field by field, and the owner's choice between them.
 */
export function ConflictView(props: ConflictViewProps) {
  const { subject, gone, differences, onKeepDraft, onUseNewer, keeping } = props;
  const id = useId();
  return (
    <section className="studio-conflict" aria-labelledby={id}>
      <h3 id={id} ref={focus} tabIndex={-1}>
        {subject} was {gone ? 'deleted' : 'changed'} elsewhere
      </h3>
      <p>
        Nothing was saved: since you opened it here,{' '}
        {gone ? 'it was deleted' : 'a newer version was saved'} (in another tab, or on another
        device). Your draft is still in the form.
      </p>
      {!gone && differences.length > 0 && (
        <dl className="studio-differences">
          {differences.map(({ label, newer, draft }) => (
            <div key={label} className="studio-difference">
              <dt>{label}</dt>
              <dd>
                <span className="studio-difference-label">Newer version</span>
                <span className="preserve-lines">{newer || '(empty)'}</span>
              </dd>
              <dd>
                <span className="studio-difference-label">Your draft</span>
                <span className="preserve-lines">{draft || '(empty)'}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="studio-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={keeping}
          onClick={onKeepDraft}
        >
          Keep my draft
        </button>
        <button
          type="button"
          className="button button-outlined"
          disabled={keeping}
          onClick={onUseNewer}
        >
          {gone ? 'Discard my draft' : 'Use the newer version'}
        </button>
      </div>
    </section>
  );
}
