import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { postTags, type PostSummary } from '@/domain/post-summary';
import { ALL_TAGS, sameTag } from '@/domain/project-tags';
import type { LocalizedText } from '@/domain/translations';
import { TagFilter } from '@/sections/projects/tag-filter';
import { TagChips } from '@/ui/tag-chips';
import { PostItemHead } from './post-item-head';

/**
 * The posts, newest first as given, filtered by one tag at a time (`tag`, the address's, or
 * All). Each post's title is a link to its page, a document load: a post's page is always the
 * build's.
 */
export function PostList({
  posts,
  tag,
  onTagChange,
}: {
  posts: readonly PostSummary[];
  tag: string;
  onTagChange: (tag: string) => void;
}) {
  const tags = useMemo(() => postTags(posts), [posts]);
  const labels = useMemo(() => labelsOf(posts), [posts]);
  // A tag no post has (or the address's in another case) falls back to All, or names the listed.
  const activeTag = tags.find((known) => sameTag(known, tag)) ?? ALL_TAGS;
  const shown =
    activeTag === ALL_TAGS
      ? posts
      : posts.filter((post) => post.tags.some((known) => sameTag(known, activeTag)));
  return (
    <>
      {tags.length > 0 && (
        <TagFilter
          tags={tags}
          labels={labels}
          value={activeTag}
          onChange={onTagChange}
          label={t`Filter posts by tag`}
        />
      )}
      <ul className="post-list">
        {shown.map((post) => (
          <li key={post.slug}>
            <article className="post-item" aria-labelledby={`post-${post.slug}`}>
              <PostItemHead post={post} heading="h2" id={`post-${post.slug}`} />
              <TagChips tags={post.tags} labels={post.tagLabels} />
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Each tag's label, by the tag's key: the first post's that labels it in the page's language. */
function labelsOf(posts: readonly PostSummary[]): Map<string, LocalizedText> {
  const labels = new Map<string, LocalizedText>();
  for (const post of posts) {
    post.tags.forEach((tag, index) => {
      const label = post.tagLabels[index];
      const known = labels.get(tag.toLowerCase());
      if (label && (!known || (known.lang !== undefined && label.lang === undefined)))
        labels.set(tag.toLowerCase(), label);
    });
  }
  return labels;
}
