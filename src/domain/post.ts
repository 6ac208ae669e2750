import { clipText } from './clip';
import { isRecord } from './is-record';
import { lenientStringsAs, lenientTextAs } from './lenient-fields';
import {
  alignedTagTranslations,
  readTranslations,
  translatedTextReader,
  type TranslatedFieldReader,
} from './lenient-translations';
import { isPostDate } from './post-dates';
import { uniqueTags } from './project-tags';
import { toSafeImageSrc } from './safe-link';
import type { Translations } from './translations';
import { z } from './zod';

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

const postTags = lenientStringsAs((tags) =>
  uniqueTags(
    tags.map((tag) => clipText(tag.trim(), POST_LIMITS.tag)).filter((tag) => tag !== ''),
  ).slice(0, POST_LIMITS.tags),
);

/** A date kept only when it is one (isPostDate); anything else reads as ''. */
const postDate = lenientTextAs((value) => (isPostDate(value) ? value : ''));

const postSchema = z.object({
  title: lenientTextAs((title) => clipText(title, POST_LIMITS.title)),
  summary: lenientTextAs((summary) => clipText(summary, POST_LIMITS.summary)),
  body: lenientTextAs((body) => clipText(body, POST_LIMITS.body)),
  tags: postTags,
  cover: lenientTextAs(toSafeImageSrc),
  publishedAt: postDate,
  updatedAt: postDate,
});

const POST_TRANSLATION_READERS = {
  title: translatedTextReader(POST_LIMITS.title),
  summary: translatedTextReader(POST_LIMITS.summary),
  body: translatedTextReader(POST_LIMITS.body),
  // Kept as stored, place for place: alignedTagTranslations matches them to the read tags.
  tags: (value) => (Array.isArray(value) ? value : undefined),
} satisfies Record<(typeof POST_TRANSLATABLE_FIELDS)[number], TranslatedFieldReader>;

function readPostTranslations(fields: Record<string, unknown>): PostTranslations {
  const translations = readTranslations<{
    title: string;
    summary: string;
    body: string;
    tags: unknown[];
  }>(fields.translations, POST_TRANSLATION_READERS);
  return Object.fromEntries(
    Object.entries(translations).map(([language, translation]) => {
      const { tags, ...texts } = translation;
      const aligned = tags ? alignedTagTranslations(fields.tags, tags, POST_LIMITS) : [];
      return [language, aligned.some((tag) => tag !== '') ? { ...texts, tags: aligned } : texts];
    }),
  );
}

/**
 * Parses an untrusted document; never throws. The slug comes from the document's key, not its
 * body. A post is a draft unless its `draft` is exactly `false`: a document whose `draft` is
 * missing, misspelt or of another type was not published by anyone, and reading it as published
 * would show the owner's unfinished text to every visitor. The rules and the visitor's query
 * agree (`draft == false`), so such a document never reaches a visitor's page.
 */
export function parsePost(slug: string, document: unknown): Post {
  const fields = isRecord(document) ? document : {};
  return {
    slug,
    ...postSchema.parse(fields),
    draft: fields.draft !== false,
    translations: readPostTranslations(fields),
  };
}
