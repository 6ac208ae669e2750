import type { PostSaveState } from './use-post-autosave';

const TEXT: Record<PostSaveState['kind'], string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved.',
  refused: 'Not saved: the site refused the change. Are you still signed in as the owner?',
  failed: 'Not saved: the change could not be written.',
  conflict: 'Not saved: it was changed elsewhere. Choose below which version to keep.',
};

interface PostSaveStatusProps {
  state: PostSaveState;
  /** The draft holds edits not saved yet. */
  dirty: boolean;
  /** Why the draft cannot be saved as it is, if it cannot. */
  problem: string | undefined;
  onRetry: () => void;
}

/**
 * Where the draft's saving has got to, announced as it changes (the region is there before it
 * speaks): saving, saved, or why not, with Retry when trying again may help.
 */
export function PostSaveStatus({ state, dirty, problem, onRetry }: PostSaveStatusProps) {
  const failed = state.kind === 'refused' || state.kind === 'failed';
  const text =
    problem && dirty && state.kind !== 'saving' && state.kind !== 'conflict'
      ? `Not saved: ${problem}.`
      : // "Saved." is true until the next edit, and no longer.
        (state.kind === 'idle' || state.kind === 'saved') && dirty
        ? 'Unsaved changes'
        : TEXT[state.kind];
  const alert = failed || state.kind === 'conflict' || text.startsWith('Not saved');
  return (
    <div className="studio-post-status">
      <p role="status" className={alert ? 'studio-status form-alert' : 'studio-status'}>
        {text}
      </p>
      {failed && !problem && (
        <button type="button" className="button button-outlined" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
