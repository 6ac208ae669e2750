import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { formatPostDate, postDateTime } from '@/domain/post-date-format';

/**
 * A post's dates and reading time on one line: when it was published, when last updated (only
 * when that is another day), and how long it takes to read, as the page's language writes them.
 */
export function PostFacts({
  publishedAt,
  updatedAt = '',
  minutes,
}: {
  publishedAt: string;
  updatedAt?: string;
  minutes: number;
}) {
  const published = formatPostDate(publishedAt, i18n.locale);
  const updated = formatPostDate(updatedAt, i18n.locale);
  const readingTime = plural(minutes, { one: '# min read', other: '# min read' });
  return (
    <p className="post-facts">
      {published && <time dateTime={postDateTime(publishedAt)}>{published}</time>}
      {updated && updated !== published && (
        <span>
          {t`Updated`} <time dateTime={postDateTime(updatedAt)}>{updated}</time>
        </span>
      )}
      <span>{readingTime}</span>
    </p>
  );
}
