import { useId, useState } from 'react';
import { toMailtoHref } from '@/domain/mailto-href';
import type { InboxMessage } from '@/domain/studio-content';
import { useSetMessageHandled } from '@/queries/studio/use-set-message-handled';
import { DeleteMessageControl } from './delete-message-control';
import { describeDelivery } from './delivery-words';
import { failureText } from './failure-text';
import { readableDate } from './readable-date';
import { describeSender } from './sender';

/** One message of the inbox: who wrote, when, the text, its email's delivery, and actions. */
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
  const href = toMailtoHref(message.email);
  const from = describeSender(message);

  const markHandled = (handled: boolean) => {
    setHandledShown(handled);
    setHandled.mutate({ id: message.id, handled }, { onSettled: () => setHandledShown(null) });
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
        <DeleteMessageControl id={message.id} from={from} onDeleted={onDeleted} />
      </div>
      {setHandled.isError && (
        <p role="alert" className="inbox-message-error">
          Could not mark the message {setHandled.variables.handled ? 'handled' : 'not handled'}:{' '}
          {failureText(setHandled.error)}. It is shown as it was.
        </p>
      )}
    </article>
  );
}
