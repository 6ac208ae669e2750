import type { PostSummary } from './post-summary';

/**
 * A post's page as the build made it, in the page's language: the post as a list shows it, and
 * its body's HTML, rendered from its Markdown where pages are built (src/markdown/).
 */
export type RenderedPost = PostSummary & {
  /** The renderer's output: HTML made with raw HTML off and its links checked. */
  html: string;
};
