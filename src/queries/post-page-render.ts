import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { Post } from '@/domain/post';
import { localizePost, summarizePost } from '@/domain/post-summary';
import { readingMinutes } from '@/domain/reading-time';
import type { RenderedPost } from '@/domain/rendered-post';
import type { ImageManifest } from '@/domain/responsive-image';
import type { SiteLanguage, SiteLanguages } from '@/domain/site-languages';
import type { MarkdownWords } from '@/markdown/markdown-words';
import { renderMarkdown } from '@/markdown/render-markdown';

/** The words the renderer adds for assistive technology, in `i18n`'s language. */
export function markdownWords(i18n: I18n): MarkdownWords {
  return {
    sectionLink: (heading) => t(i18n)`Link to this section: ${heading}`,
    code: (language) => (language ? t(i18n)`${language} code` : t(i18n)`Code`),
    table: t(i18n)`Table`,
    footnotes: t(i18n)`Footnotes`,
    backToReference: (reference) => t(i18n)`Back to reference ${reference}`,
  };
}

/**
 * A post's page in `language`, as its query cache carries it: the post as lists show it, and its
 * body (the translation's, or the default's) rendered to HTML, each image sized when the build
 * knows its size. Run where pages are built, and on the dev server where nothing was. With
 * `pageAddress` (the page's absolute address) its links and images are absolute: the body as a
 * feed carries it, read away from the page.
 */
export async function renderPostPage(
  post: Post,
  { language, site }: { language: SiteLanguage; site: SiteLanguages },
  { i18n, images = {}, pageAddress }: { i18n: I18n; images?: ImageManifest; pageAddress?: string },
): Promise<RenderedPost> {
  const { body } = localizePost(post, language, site);
  const { html } = await renderMarkdown(body, {
    imageSize: (src) => {
      const entry = images[src];
      return entry && { width: entry.width, height: entry.height };
    },
    words: markdownWords(i18n),
    pageAddress,
  });
  return { ...summarizePost(post, language, site, readingMinutes), html };
}
