import { t } from '@lingui/core/macro';
/**
 * Said above content still on screen after its live listener failed (`subject`: "these
 * projects", "this project"). Only the sentence is a polite live region (a status, not an
 * alert): it waits for the screen reader to finish, and nothing here takes focus. Retry stays
 * put and enabled while reconnecting, so a focused Retry keeps its focus.
 */
export function LiveUpdatesNotice({
  subject,
  retrying,
  onRetry,
}: {
  subject: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="live-updates-notice">
      <p role="status" aria-live="polite">
        {retrying
          ? t`Reconnecting to live updates…`
          : t`Live updates are paused: ${subject} may be out of date.`}
      </p>
      <button type="button" className="button button-outlined" onClick={onRetry}>
        {t`Retry`}
      </button>
    </div>
  );
}
