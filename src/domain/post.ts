import type { Translations } from './translations';

// The owner's writing (docs/writing.md): one document a post in collection `Posts`, keyed by its
// slug, which is its address (`/writing/<slug>`). Its body is Markdown, rendered to HTML only
// where pages are built (and in the studio's preview), never on a visitor's page.

/** Collection `Posts`: one document a post, its id the post's slug. */
export const POSTS_COLLECTION = 'Posts';

/** What a post may hold: the file's schema, the lenient reading and firestore.rules agree. */
export const POST_LIMITS = {
  slug: 100,
  title: 200,
  summary: 500,
  /** Characters of Markdown: a long essay with code fits several times over. */
  body: 100_000,
  tag: 50,
  tags: 20,
} as const;

/** A slug is the post's address: lower-case letters, digits and single hyphens between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A post's fields the owner may translate: its words, never its slug, cover, dates or draft. */
export const POST_TRANSLATABLE_FIELDS = ['title', 'summary', 'body', 'tags'] as const;

/** A post's texts in the site's other languages; `tags` item i translates the post's tag i. */
export type PostTranslations = Translations<{
  title: string;
  summary: string;
  body: string;
  tags: string[];
}>;

/**
 * A post as read: texts clipped, the cover a safe image address or '', dates ISO 8601
 * (`2026-11-29` or a full date-time) or ''. `body` is Markdown, not HTML.
 */
export interface Post {
  /** Its slug: the document's key and the page's address. */
  slug: string;
  title: string;
  summary: string;
  body: string;
  tags: string[];
  /** An image address (as a project's images), or ''. */
  cover: string;
  publishedAt: string;
  updatedAt: string;
  /** A draft is the owner's alone: visitors never read it, no page or feed shows it. */
  draft: boolean;
  translations: PostTranslations;
}
