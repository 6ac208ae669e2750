import type { StudioPost } from '@/domain/studio-content';
import type { PostDraft } from './post-draft';

/** A post's date as the owner reads it: the day (and time, when it has one) in their zone. */
function showDate(value: string): string {
  const dayOnly = value.length === 10;
  return new Date(value).toLocaleString('en-GB', {
    dateStyle: 'long',
    ...(dayOnly ? { timeZone: 'UTC' } : { timeStyle: 'short' }),
  });
}

/**
 * Whether visitors see the post, and since when: the dates are the studio's to keep (Publish
 * sets the first, each saved edit of a published post the second), not fields to type.
 */
export function PostDates({ post, stored }: { post: PostDraft; stored: StudioPost | null }) {
  const updatedAt = stored?.fields.updatedAt ?? post.updatedAt;
  if (post.draft) {
    return (
      <p className="field-hint">
        A draft: only you see it. Press <strong>Publish</strong> when it is ready; your site shows
        it from its next publish.
      </p>
    );
  }
  return (
    <p className="field-hint">
      Published{' '}
      {post.publishedAt && <time dateTime={post.publishedAt}>{showDate(post.publishedAt)}</time>}
      {updatedAt && (
        <>
          , updated <time dateTime={updatedAt}>{showDate(updatedAt)}</time>
        </>
      )}
      . Your site shows it from its next publish.
    </p>
  );
}
