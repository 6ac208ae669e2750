import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { toMailtoHref } from '@/domain/safe-link';
import type { InboxMessage } from '@/domain/studio-content';
import { useDeleteMessage } from '@/queries/studio/use-delete-message';
import { useSetMessageHandled } from '@/queries/studio/use-set-message-handled';
import { describeDelivery } from './delivery-words';
import { describeSender } from './sender';

const readableDate = (date: Date) =>
  date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

// Set inside a sentence of ours, which ends it.
const failureOf = (error: Error) => error.message.replace(/\.$/, '') || 'the write failed';

/**
 * One message of the inbox. `onDeleted` is called once the message is gone, after the card
 * itself may have left the page (the inbox's listener can remove it before the delete resolves).
 */
export function InboxMessageCard({
  message,
  onDeleted,
}: {
  message: InboxMessage;
  onDeleted: () => void;
}) {
  const headingId = useId();
  const setHandled = useSetMessageHandled();
  // The box follows the click in the same render: the cached inbox (and the heading's count)
  // changes a tick later, as the query cache batches its updates, and a controlled checkbox
  // would flick back until then.
  const [handledShown, setHandledShown] = useState<boolean | null>(null);
  const deleteMessage = useDeleteMessage();
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const href = toMailtoHref(message.email);
  const from = describeSender(message);

  const markHandled = (handled: boolean) => {
    setHandledShown(handled);
    setHandled.mutate({ id: message.id, handled }, { onSettled: () => setHandledShown(null) });
  };

  // The question replaces the Delete button and back, so focus moves with it, to the safe answer.
  const askToDelete = () => {
    deleteMessage.reset();
    flushSync(() => setConfirming(true));
    keepButton.current?.focus();
  };

  const cancelDelete = () => {
    flushSync(() => setConfirming(false));
    deleteButton.current?.focus();
  };

  const escapeCancels = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancelDelete();
  };

  const confirmDelete = async () => {
    try {
      await deleteMessage.mutateAsync(message.id);
      onDeleted();
    } catch {
      // The mutation's error is shown below, and the message stays.
      cancelDelete();
    }
  };

  return (
    <article
      className="inbox-message"
      aria-labelledby={headingId}
      data-handled={message.handled || undefined}
    >
      <header className="inbox-message-header">
        <h3
          id={headingId}
          tabIndex={-1}
          className="inbox-message-name"
          data-message-heading={message.id}
        >
          {message.name || 'No name given'}
        </h3>
        <p className="inbox-message-meta">
          {href ? (
            <a href={href}>{message.email}</a>
          ) : (
            <span>{message.email || 'No address given'}</span>
          )}
          {message.date ? (
            <time dateTime={message.date.toISOString()}>{readableDate(message.date)}</time>
          ) : (
            <span>No date</span>
          )}
        </p>
      </header>
      <p className="inbox-message-text">{message.message}</p>
      <p className="inbox-delivery" data-state={message.delivery.state}>
        {describeDelivery(message.delivery)}
      </p>
      <div className="inbox-message-actions">
        <label className="inbox-handled">
          <input
            type="checkbox"
            checked={handledShown ?? message.handled}
            onChange={(event) => markHandled(event.target.checked)}
          />
          Handled<span className="visually-hidden"> (the message from {from})</span>
        </label>
        {confirming ? (
          <div
            className="inbox-confirm"
            role="group"
            aria-label={`Delete the message from ${from}?`}
          >
            <span aria-hidden="true">Delete for good?</span>
            <button
              type="button"
              className="button inbox-delete-yes"
              // Not disabled while it deletes: a disabled button would drop the focus it holds.
              aria-disabled={deleteMessage.isPending}
              onClick={() => {
                if (!deleteMessage.isPending) void confirmDelete();
              }}
              onKeyDown={escapeCancels}
            >
              Yes, delete
            </button>
            <button
              type="button"
              className="button button-outlined"
              ref={keepButton}
              onClick={cancelDelete}
              onKeyDown={escapeCancels}
            >
              No, keep it
            </button>
          </div>
        ) : (
          <button
            ref={deleteButton}
            type="button"
            className="button button-outlined"
            onClick={askToDelete}
          >
            Delete<span className="visually-hidden"> the message from {from}</span>
          </button>
        )}
      </div>
      {setHandled.isError && (
        <p role="alert" className="inbox-message-error">
          Could not mark the message {setHandled.variables.handled ? 'handled' : 'not handled'}:{' '}
          {failureOf(setHandled.error)}. It is shown as it was.
        </p>
      )}
      {deleteMessage.isError && (
        <p role="alert" className="inbox-message-error">
          Could not delete the message: {failureOf(deleteMessage.error)}.
        </p>
      )}
    </article>
  );
}
