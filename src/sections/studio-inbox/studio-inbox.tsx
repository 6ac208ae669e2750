import { useRef, useState } from 'react';
import type { InboxMessage } from '@/domain/studio-content';
import { useInbox } from '@/queries/studio/use-inbox';
import { LiveUpdatesNotice } from '@/ui/live-updates-notice';
import { LoadError } from '@/ui/load-error';
import { StudioWaiting } from '../studio/studio-waiting';
import { InboxMessageCard } from './inbox-message-card';
import { describeSender } from './sender';
import './studio-inbox.css';

function countLabel(messages: readonly InboxMessage[]): string {
  if (messages.length === 0) return '';
  const unhandled = messages.filter(({ handled }) => !handled).length;
  return unhandled === 0 ? 'all handled' : `${unhandled} unhandled`;
}

/** The visitors' messages, live and newest first: read, mark handled, delete. */
export function StudioInbox() {
  const { query, retry, retrying } = useInbox();
  const messages = query.data;
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Focus goes to the message that took the deleted one's place (or the one before it, or the
  // heading when none is left), so a keyboard user carries on where they were.
  // The deleted card may still be on the page, until the listener reports the deletion.
  const focusAfterDelete = (index: number, deleted: InboxMessage) => {
    const headings = [
      ...(list.current?.querySelectorAll<HTMLElement>('[data-message-heading]') ?? []),
    ].filter((element) => element.dataset.messageHeading !== deleted.id);
    (headings[Math.min(index, headings.length - 1)] ?? heading.current)?.focus();
    setAnnouncement(`Deleted the message from ${describeSender(deleted)}.`);
  };

  const count = messages ? countLabel(messages) : '';
  return (
    <section className="studio-section card" aria-labelledby="studio-inbox-title">
      <h2 id="studio-inbox-title" ref={heading} tabIndex={-1} className="studio-section-title">
        Messages{count && <span className="studio-inbox-count"> ({count})</span>}
      </h2>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {query.isError && messages && (
        <LiveUpdatesNotice subject="these messages" retrying={retrying} onRetry={retry} />
      )}
      {messages === undefined ? (
        query.isError ? (
          <LoadError message="The messages could not be loaded." onRetry={retry} />
        ) : (
          <StudioWaiting text="Loading the messages…" />
        )
      ) : messages.length === 0 ? (
        <p className="studio-inbox-empty">No messages yet.</p>
      ) : (
        <ol ref={list} className="studio-inbox-list">
          {messages.map((message, index) => (
            <li key={message.id}>
              <InboxMessageCard
                message={message}
                onDeleted={() => focusAfterDelete(index, message)}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
