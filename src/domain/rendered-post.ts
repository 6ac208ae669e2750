import type { PostSummary } from './post-summary';

/**
 * A post's page as the build made it, in the page's language: the post as a list shows it, and
 * its body's HTML, rendered from its Markdown where pages are built (src/markdown/).
 */
export type RenderedPost = PostSummary & {
  /**
   * The renderer's output: HTML made with raw HTML off and its links checked. A prerendered
   * page's cache leaves it out (undefined), as the page's HTML holds it already: the body would
   * travel twice, and a long post's page carry it before its first paint.
   */
  html?: string;
};

/** A query's data, as a prerendered page's cache carries it: a post's page without its body. */
export function withoutBodyHtml(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !('html' in data) || !('slug' in data)) {
    return data;
  }
  const withoutBody: RenderedPost = { ...(data as RenderedPost) };
  delete withoutBody.html;
  return withoutBody;
}
