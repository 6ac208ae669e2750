import { toOneLine } from './one-line';
import { ENGLISH_PAGE_WORDS, type PageMetadata, type PageWords } from './page-metadata';
import type { Post } from './post';
import type { UserProfile } from './user-profile';

/**
 * A post page's title and search description: the post's title with its owner's name (the
 * site's, without one), as a project page's, and its summary, or failing that its title.
 */
export function describePostPage(
  post: Pick<Post, 'title' | 'summary'>,
  user: Pick<UserProfile, 'name'> | null,
  words: PageWords = ENGLISH_PAGE_WORDS,
): PageMetadata {
  const title = post.title || words.untitledPost;
  return {
    title: `${title} · ${user?.name || words.siteTitle}`,
    description: toOneLine(post.summary) || title,
  };
}

/** The list of posts' title and search description, by the owner's name (the site's, without). */
export function describeWritingPage(
  user: Pick<UserProfile, 'name'> | null,
  words: PageWords = ENGLISH_PAGE_WORDS,
): PageMetadata {
  const name = user?.name || words.siteTitle;
  return { title: words.writingTitle(name), description: words.writingDescription(name) };
}
