import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { LATEST_POSTS, POST_ROUTE, WRITING_PATH } from '@/domain/post-address';
import type { Post } from '@/domain/post';
import { summarizePost, type PostSummary } from '@/domain/post-summary';
import { readingMinutes } from '@/domain/reading-time';
import type { RenderedPost } from '@/domain/rendered-post';
import type { ImageManifest } from '@/domain/responsive-image';
import { renderPostPage } from '@/queries/post-page-render';
import { postQueries } from '@/queries/post-queries';
import type { createAppRouter } from '@/routes/router';
import type { PageLanguage } from '@/ui/page-language';

type Matches = ReturnType<typeof createAppRouter>['state']['matches'];

/** What the page's cache says of the posts: the page's post, when it is a post's page. */
export interface FilledPosts {
  /** The post page's post, or null for a slug no published post has; undefined elsewhere. */
  post: RenderedPost | null | undefined;
  /** The list's posts, when the page is the list of posts; null elsewhere. */
  writing: PostSummary[] | null;
}

/**
 * Fills a page's query cache with what it shows of the published posts (`posts`, newest first),
 * in its language: every page learns that there are posts (the header's link), the home page
 * gets the latest, `/writing` all of them, a post's page its post with the body rendered. A site
 * without posts gets nothing at all: its pages are as they were before the writing.
 */
export async function fillPostCache(
  queryClient: QueryClient,
  posts: readonly Post[],
  matches: Matches,
  pageLanguage: PageLanguage,
  images: ImageManifest,
): Promise<FilledPosts> {
  const filled: FilledPosts = { post: undefined, writing: null };
  if (posts.length === 0) return filled;
  const summaries = () =>
    posts.map((post) =>
      summarizePost(post, pageLanguage.language, pageLanguage.site, readingMinutes),
    );
  queryClient.setQueryData(postQueries.any(pageLanguage).queryKey, true);
  const routeIds = matches.map(({ routeId }) => routeId as string);
  if (routeIds.includes('/')) {
    queryClient.setQueryData(
      postQueries.latest(pageLanguage).queryKey,
      summaries().slice(0, LATEST_POSTS),
    );
  }
  if (routeIds.includes(WRITING_PATH)) {
    filled.writing = summaries();
    queryClient.setQueryData(postQueries.list(pageLanguage).queryKey, filled.writing);
  }
  const match = matches.find(({ routeId }) => routeId === POST_ROUTE);
  const slug = match && 'slug' in match.params ? match.params.slug : undefined;
  if (slug === undefined) return filled;
  const post = posts.find((published) => published.slug === slug);
  filled.post = post ? await renderPostPage(post, pageLanguage, { i18n, images }) : null;
  queryClient.setQueryData(postQueries.page(slug, pageLanguage).queryKey, filled.post);
  return filled;
}
