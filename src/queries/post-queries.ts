import { queryOptions, skipToken } from '@tanstack/react-query';
import type { PortfolioRepository } from '@/data/portfolio-repository';
import type { ContentLanguage } from '@/domain/localize-content';
import type { PostSummary } from '@/domain/post-summary';
import type { RenderedPost } from '@/domain/rendered-post';
import type { DevReads } from './post-dev-reads';

// Posts are static pages (docs/pages.md): a page shows what the build read, carried in its
// query cache in the page's language, never a live read. Where the build wrote no page for an
// address (the not-found document served there) a list is empty and a post is none. Only the
// dev server, where nothing is built, reads them (and renders a body) in the browser.

/**
 * One of the dev server's reads, loaded on demand (post-dev-reads.ts); none on a built site,
 * where `import.meta.env.DEV` is false and the bundler leaves out the module and all it imports:
 * an import of it here, even unused, would split the page's main code into more files.
 */
const devRead = <T>(
  repository: PortfolioRepository | undefined,
  page: ContentLanguage,
  read: (reads: DevReads) => Promise<T>,
) =>
  import.meta.env.DEV && repository
    ? async () => read((await import('./post-dev-reads')).devReads(repository, page))
    : undefined;

export const postQueries = {
  all: () => ['posts'] as const,

  /** Whether the site has published posts: every page's header links to them then. */
  any: (page: ContentLanguage, repository?: PortfolioRepository) =>
    queryOptions<boolean>({
      queryKey: [...postQueries.all(), 'any'] as const,
      queryFn: devRead(repository, page, (reads) => reads.any()) ?? skipToken,
      staleTime: Infinity,
    }),

  /** The home page's latest posts, newest first. */
  latest: (page: ContentLanguage, repository?: PortfolioRepository) =>
    queryOptions<PostSummary[]>({
      queryKey: [...postQueries.all(), 'latest', page.language] as const,
      queryFn: devRead(repository, page, (reads) => reads.latest()) ?? skipToken,
      staleTime: Infinity,
    }),

  /** Every published post, newest first, as `/writing` lists them. */
  list: (page: ContentLanguage, repository?: PortfolioRepository) =>
    queryOptions<PostSummary[]>({
      queryKey: [...postQueries.all(), 'list', page.language] as const,
      queryFn: devRead(repository, page, (reads) => reads.list()) ?? (() => Promise.resolve([])),
      staleTime: Infinity,
    }),

  /** One post's page, or null when no published post has that slug. */
  page: (slug: string, page: ContentLanguage, repository?: PortfolioRepository) =>
    queryOptions<RenderedPost | null>({
      queryKey: [...postQueries.all(), 'page', slug, page.language] as const,
      queryFn:
        devRead(repository, page, (reads) => reads.page(slug)) ?? (() => Promise.resolve(null)),
      staleTime: Infinity,
    }),
};
