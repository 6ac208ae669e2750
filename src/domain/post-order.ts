import { postTime } from './post-dates';
import type { Post } from './post';

/**
 * Newest first: by `publishedAt` descending (a post without a date last), then by slug, so two
 * posts of the same day keep one order on every page, feed and build.
 */
export function comparePostsNewestFirst(
  a: Pick<Post, 'slug' | 'publishedAt'>,
  b: Pick<Post, 'slug' | 'publishedAt'>,
): number {
  const newer = postTime(b.publishedAt) - postTime(a.publishedAt);
  if (newer > 0 || newer < 0) return newer;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

/** What a visitor reads: the published posts (never a draft), newest first. */
export function publishedPostsNewestFirst(posts: readonly Post[]): Post[] {
  return posts.filter((post) => !post.draft).sort(comparePostsNewestFirst);
}
