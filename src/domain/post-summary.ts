import { ALL_TAGS, sameTag, uniqueTags } from './project-tags';
import type { Post } from './post';
import type { LocalizedText } from './translations';
import { localize, type Localized } from './translations';
import type { SiteLanguage, SiteLanguages } from './site-languages';
import { localizeText } from './translations';

/**
 * A post as a page in one language shows it: its title, summary and body in that language (or
 * the default's, marked with its language for `lang`), each tag's label beside the tag, which
 * stays the filter's value and the address's.
 */
export type LocalizedPost = Localized<Post, 'title' | 'summary' | 'body'> & {
  /** Item i labels `tags[i]`. */
  tagLabels: LocalizedText[];
};

export function localizePost(
  post: Post,
  language: SiteLanguage,
  site: SiteLanguages,
): LocalizedPost {
  const translatedTags = post.translations[language]?.tags ?? [];
  return {
    ...localize(post, post.translations, ['title', 'summary', 'body'], language, site),
    tagLabels: post.tags.map((tag, index) =>
      localizeText(tag, translatedTags[index], language, site),
    ),
  };
}

/**
 * What a list of posts shows of one, as a page's query cache carries it: the post in the page's
 * language without its body (a list never shows it), with its reading time in its place.
 */
export type PostSummary = Omit<LocalizedPost, 'body' | 'translations'> & {
  /** Minutes to read its body in the page's language (reading-time.ts). */
  minutes: number;
};

/** `post` localized as a list shows it; `readingMinutes` reads its body in the page's language. */
export function summarizePost(
  post: Post,
  language: SiteLanguage,
  site: SiteLanguages,
  readingMinutes: (markdown: string) => number,
): PostSummary {
  const shown = localizePost(post, language, site);
  return {
    slug: shown.slug,
    title: shown.title,
    summary: shown.summary,
    tags: shown.tags,
    tagLabels: shown.tagLabels,
    cover: shown.cover,
    publishedAt: shown.publishedAt,
    updatedAt: shown.updatedAt,
    draft: shown.draft,
    textLanguage: shown.textLanguage,
    minutes: readingMinutes(shown.body),
  };
}

/** The tags across `posts`, each once whatever its case, in order of first appearance. */
export function postTags(posts: readonly { tags: readonly string[] }[]): string[] {
  return uniqueTags(posts.flatMap(({ tags }) => tags)).filter((tag) => !sameTag(tag, ALL_TAGS));
}
