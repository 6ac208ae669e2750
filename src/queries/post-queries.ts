import { queryOptions, skipToken } from '@tanstack/react-query';
import type { PostSummary } from '@/domain/post-summary';
import type { RenderedPost } from '@/domain/rendered-post';
import type { SiteLanguage } from '@/domain/site-languages';

// Posts are static pages (docs/writing.md): a page shows what the build read, carried in its
// query cache in the page's language, never a live read. Every key names the language, as the
// data is already in it.
export const postQueries = {
  all: () => ['posts'] as const,

  /** Whether the site has published posts: every page's header links to them then. */
  any: () =>
    queryOptions<boolean>({
      queryKey: [...postQueries.all(), 'any'] as const,
      queryFn: skipToken,
      staleTime: Infinity,
    }),

  /** The home page's latest posts, newest first. */
  latest: (language: SiteLanguage) =>
    queryOptions<PostSummary[]>({
      queryKey: [...postQueries.all(), 'latest', language] as const,
      queryFn: skipToken,
      staleTime: Infinity,
    }),

  /** Every published post, newest first, as `/writing` lists them. */
  list: (language: SiteLanguage) =>
    queryOptions<PostSummary[]>({
      queryKey: [...postQueries.all(), 'list', language] as const,
      queryFn: skipToken,
      staleTime: Infinity,
    }),

  /** One post's page, or null when no published post has that slug. */
  page: (slug: string, language: SiteLanguage) =>
    queryOptions<RenderedPost | null>({
      queryKey: [...postQueries.all(), 'page', slug, language] as const,
      queryFn: skipToken,
      staleTime: Infinity,
    }),
};
