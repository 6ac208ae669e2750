import type { DraftState } from './use-draft-save';

const TEXT: Record<DraftState['kind'], string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved. Visitors see it now.',
  refused:
    'Not saved: the site refused the change. Are you still signed in as the owner? What you typed is still here.',
  failed:
    'Not saved: the change could not be written. What you typed is still here: press Save to try again.',
  conflict: 'Not saved: it was changed elsewhere. Choose below which version to keep.',
};

/** Where a save has got to, announced as it changes; the region is there before it speaks. */
export function SaveStatus({ state }: { state: DraftState }) {
  const problem = state.kind === 'refused' || state.kind === 'failed' || state.kind === 'conflict';
  return (
    <p role="status" className={problem ? 'studio-status form-alert' : 'studio-status'}>
      {TEXT[state.kind]}
    </p>
  );
}
