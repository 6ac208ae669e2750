import { t } from '@lingui/core/macro';
/** A failed load: a short message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="load-error">
      <p>{message}</p>
      <button type="button" className="button button-outlined" onClick={onRetry}>
        {t`Retry`}
      </button>
    </div>
  );
}
