import { useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useDeleteMessage } from '@/queries/studio/use-delete-message';
import { failureText } from './failure-text';

/**
 * Delete, then "Delete for good?" in its place. `onDeleted` is called once the message is gone,
 * even when its card has left the page by then (the inbox's listener can remove it first).
 */
export function DeleteMessageControl({
  id,
  from,
  onDeleted,
}: {
  id: string;
  /** Whom the message is from, naming it for screen readers. */
  from: string;
  onDeleted: () => void;
}) {
  const deleteMessage = useDeleteMessage();
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);

  // The question replaces the Delete button and back, so focus moves with it, to the safe answer.
  const ask = () => {
    deleteMessage.reset();
    flushSync(() => setConfirming(true));
    keepButton.current?.focus();
  };

  const cancel = () => {
    flushSync(() => setConfirming(false));
    deleteButton.current?.focus();
  };

  const escapeCancels = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
  };

  const confirm = async () => {
    try {
      await deleteMessage.mutateAsync(id);
      onDeleted();
    } catch {
      // The mutation's error is shown below, and the message stays.
      cancel();
    }
  };

  return (
    <>
      {confirming ? (
        <div className="inbox-confirm" role="group" aria-label={`Delete the message from ${from}?`}>
          <span aria-hidden="true">Delete for good?</span>
          <button
            type="button"
            className="button inbox-delete-yes"
            // Not disabled while it deletes: a disabled button would drop the focus it holds.
            aria-disabled={deleteMessage.isPending}
            onClick={() => {
              if (!deleteMessage.isPending) void confirm();
            }}
            onKeyDown={escapeCancels}
          >
            Yes, delete
          </button>
          <button
            type="button"
            className="button button-outlined"
            ref={keepButton}
            onClick={cancel}
            onKeyDown={escapeCancels}
          >
            No, keep it
          </button>
        </div>
      ) : (
        <button ref={deleteButton} type="button" className="button button-outlined" onClick={ask}>
          Delete<span className="visually-hidden"> the message from {from}</span>
        </button>
      )}
      {deleteMessage.isError && (
        <p role="alert" className="inbox-message-error">
          Could not delete the message: {failureText(deleteMessage.error)}.
        </p>
      )}
    </>
  );
}
