import { i18n } from '@lingui/core';
import { readPostsOnce, type PortfolioRepository } from '@/data/portfolio-repository';
import type { ContentLanguage } from '@/domain/localize-content';
import { LATEST_POSTS } from '@/domain/post-address';
import { publishedPostsNewestFirst } from '@/domain/post-order';
import { summarizePost } from '@/domain/post-summary';
import { readingMinutes } from '@/domain/reading-time';

/**
 * The dev server's reads of the posts, in the page's language: where nothing is built, the pages
 * read the posts in the browser and render a body there (post-queries.ts). A module loaded on
 * demand, only there: a built site's scripts hold none of it, nor anything only it imports.
 */
export function devReads(repository: PortfolioRepository, { language, site }: ContentLanguage) {
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

export type DevReads = ReturnType<typeof devReads>;
