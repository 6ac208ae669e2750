import { i18n } from '@lingui/core';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { readPostsOnce, type PortfolioRepository } from '@/data/portfolio-repository';
import type { ContentLanguage } from '@/domain/localize-content';
import { LATEST_POSTS } from '@/domain/post-address';
import { publishedPostsNewestFirst } from '@/domain/post-order';
import { summarizePost, type PostSummary } from '@/domain/post-summary';
import { readingMinutes } from '@/domain/reading-time';
import type { RenderedPost } from '@/domain/rendered-post';

// Posts are static pages (docs/pages.md): a page shows what the build read, carried in its
// query cache in the page's language, never a live read. Where the build wrote no page for an
// address (the not-found document served there) a list is empty and a post is none. Only the
// dev server, where nothing is built, reads them (and renders a body) in the browser: that code
// is left out of a built site's pages, so none of them carries the renderer.

/** The dev server's reads of the posts, in the page's language. */
function devReads(repository: PortfolioRepository, { language, site }: ContentLanguage) {
  const published = async () => publishedPostsNewestFirst(await readPostsOnce(repository));
  const summaries = async () =>
    (await published()).map((post) => summarizePost(post, language, site, readingMinutes));
  return {
    any: async () => (await published()).length > 0,
    latest: async () => (await summaries()).slice(0, LATEST_POSTS),
    list: summaries,
    page: async (slug: string) => {
      const post = (await published()).find((published) => published.slug === slug);
      if (!post) return null;
      const { renderPostPage } = await import('./post-page-render');
      return renderPostPage(post, { language, site }, { i18n });
    },
  };
}

/** The dev server's reads, or none on a built site (where `import.meta.env.DEV` is false). */
const devReadsOf = (repository: PortfolioRepository | undefined, page: ContentLanguage) =>
  import.meta.env.DEV && repository ? devReads(repository, page) : undefined;

export const postQueries = {
  all: () => ['posts'] as const,

  /** Whether the site has published posts: every page's header links to them then. */
  any: (page: ContentLanguage, repository?: PortfolioRepository) => {
    const dev = devReadsOf(repository, page);
    return queryOptions<boolean>({
      queryKey: [...postQueries.all(), 'any'] as const,
      queryFn: dev ? () => dev.any() : skipToken,
      staleTime: Infinity,
    });
  },

  /** The home page's latest posts, newest first. */
  latest: (page: ContentLanguage, repository?: PortfolioRepository) => {
    const dev = devReadsOf(repository, page);
    return queryOptions<PostSummary[]>({
      queryKey: [...postQueries.all(), 'latest', page.language] as const,
      queryFn: dev ? () => dev.latest() : skipToken,
      staleTime: Infinity,
    });
  },

  /** Every published post, newest first, as `/writing` lists them. */
  list: (page: ContentLanguage, repository?: PortfolioRepository) => {
    const dev = devReadsOf(repository, page);
    return queryOptions<PostSummary[]>({
      queryKey: [...postQueries.all(), 'list', page.language] as const,
      queryFn: dev ? () => dev.list() : () => Promise.resolve([]),
      staleTime: Infinity,
    });
  },

  /** One post's page, or null when no published post has that slug. */
  page: (slug: string, page: ContentLanguage, repository?: PortfolioRepository) => {
    const dev = devReadsOf(repository, page);
    return queryOptions<RenderedPost | null>({
      queryKey: [...postQueries.all(), 'page', slug, page.language] as const,
      queryFn: dev ? () => dev.page(slug) : () => Promise.resolve(null),
      staleTime: Infinity,
    });
  },
};
