import { useId } from 'react';
import type { PublishRequest, PublishingStatus } from '@/domain/publishing';
import type { StudioContent } from '@/domain/studio-content';
import { describeUnpublished, unpublishedChanges } from '@/domain/unpublished-changes';
import { usePublishing, useRequestPublish } from '@/queries/studio/use-publishing';
import { useStudioContent } from '@/queries/studio/use-studio-content';
import { LiveUpdatesNotice } from '@/ui/live-updates-notice';
import { LoadError } from '@/ui/load-error';
import { timeAgo } from './relative-time';
import { StudioWaiting } from './studio-waiting';
import { useNow } from './use-now';

const DATE_TIME = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' });

const isUnderWay = (request: PublishRequest | null) =>
  request?.state === 'asked' || request?.state === 'running';

/** A time as "3 hours ago", the exact time in its title and dateTime. */
function TimeAgo({ time, now }: { time: Date; now: Date }) {
  return (
    <time dateTime={time.toISOString()} title={DATE_TIME.format(time)}>
      {timeAgo(time, now)}
    </time>
  );
}

/** Where the newest request is, or how it ended; nothing before the first. */
function RequestState({ latest, now }: { latest: PublishRequest | null; now: Date }) {
  switch (latest?.state) {
    case 'asked':
      return (
        <>
          Publishing… asked <TimeAgo time={latest.askedAt} now={now} />.
        </>
      );
    case 'running':
      return (
        <>
          Publishing… running, asked <TimeAgo time={latest.askedAt} now={now} />.
        </>
      );
    case 'published':
      return <>Published.</>;
    case 'failed':
      return <>Publishing failed: {latest.reason}</>;
    default:
      return null;
  }
}

/** When the site was last published, and what the content holds that it does not. */
function PublishedSummary({
  status,
  content,
  now,
}: {
  status: PublishingStatus;
  content: StudioContent | undefined;
  now: Date;
}) {
  const { published } = status;
  return (
    <p>
      {published ? (
        <>
          Published <TimeAgo time={published.publishedAt} now={now} />.
        </>
      ) : (
        'Never published.'
      )}{' '}
      {content
        ? describeUnpublished(unpublishedChanges(content, published))
        : 'Reading your content…'}
    </p>
  );
}

/**
 * The studio's Publish panel: what the published site (the HTML that search engines, link
 * previews and readers without JavaScript get) is behind the content, the Publish button, and
 * the newest request's progress and outcome, said politely as they change. While a request is
 * under way the button is aria-disabled with the reason, not `disabled`: a focused button keeps
 * its focus after the press. A refused press says the function's reason as an alert.
 */
export function PublishPanel() {
  const headingId = useId();
  const reasonId = useId();
  const now = useNow();
  const { query, retry, retrying } = usePublishing();
  const { content } = useStudioContent();
  const press = useRequestPublish();
  const status = query.data;
  const underWay = isUnderWay(status?.latest ?? null);
  const waiting = underWay || press.isPending || !status;

  return (
    <section className="studio-screen studio-publishing card" aria-labelledby={headingId}>
      <h2 id={headingId} className="studio-screen-title">
        Publishing
      </h2>
      <p>
        Visitors see each change you save at once. Search engines, link previews and the site seen
        without JavaScript show what was last published.
      </p>
      {status ? (
        <>
          {query.isError && (
            <LiveUpdatesNotice subject="publishing" retrying={retrying} onRetry={retry} />
          )}
          <PublishedSummary status={status} content={content.data} now={now} />
        </>
      ) : query.isError ? (
        <LoadError message="What is published could not be read." onRetry={retry} />
      ) : (
        <StudioWaiting text="Reading what is published…" />
      )}
      <div className="studio-publish-row">
        <button
          type="button"
          className="button button-primary"
          aria-disabled={waiting}
          aria-describedby={reasonId}
          onClick={() => {
            if (!waiting) press.mutate();
          }}
        >
          Publish
        </button>
        <p id={reasonId} role="status" aria-live="polite">
          {press.isPending && !underWay ? (
            'Asking the build service…'
          ) : (
            <RequestState latest={status?.latest ?? null} now={now} />
          )}
        </p>
      </div>
      {press.isError && (
        <p role="alert" className="form-alert">
          {press.error.message}
        </p>
      )}
      <details className="studio-details">
        <summary>For developers</summary>
        <p>
          Publishing is the build service running <code>npm run deploy</code>: it builds the
          pages&rsquo; HTML again from the content Firestore holds, puts it on Hosting, and records
          what it published. The project&rsquo;s deploy guide (<code>docs/deploy.md</code>) says how
          to set up the build service and its hook.
        </p>
      </details>
    </section>
  );
}
