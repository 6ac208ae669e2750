import type { Ref } from 'react';
import type { DraftState } from './use-draft-save';

const TEXT: Record<DraftState['kind'], string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved. Visitors see it now.',
  discarded: 'Your changes were discarded.',
  refused:
    'Not saved: the site refused the change. Are you still signed in as the owner? What you typed is still here.',
  failed:
    'Not saved: the change could not be written. What you typed is still here: press Save to try again.',
  conflict: 'Not saved: it was changed elsewhere. Choose below which version to keep.',
};

/**
 * Where a save has got to, announced as it changes; the region is there before it speaks. It
 * takes focus when the control the owner pressed has gone (see SaveBar).
 */
export function SaveStatus({
  state,
  dirty,
  ref,
}: {
  state: DraftState;
  /** The form holds edits not saved yet. */
  dirty: boolean;
  ref?: Ref<HTMLParagraphElement>;
}) {
  const problem = state.kind === 'refused' || state.kind === 'failed' || state.kind === 'conflict';
  const text = state.kind === 'idle' && dirty ? 'Unsaved changes' : TEXT[state.kind];
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className={problem ? 'studio-status form-alert' : 'studio-status'}
    >
      {text}
    </p>
  );
}
