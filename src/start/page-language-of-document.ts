// Relative, not @/: the dev server's config (scripts/lib/site-head-in-dev.ts) imports this file.
import { siteLanguagesOf, splitLocalizedPath } from '../domain/site-languages.ts';
import type { PageLanguage } from '../ui/page-language';

/**
 * The `<meta name>` by which the build (and the dev server) tells a page the site's languages,
 * the default first, space-separated: the page's address alone cannot say whether `/fr/` is
 * French or a path the site does not have.
 */
export const SITE_LANGUAGES_META = 'site-languages';

/** The page's language, from its address, and the site's, from the page's meta. */
export function pageLanguageOf(document: Document): PageLanguage {
  const codes = document
    .querySelector(`meta[name="${SITE_LANGUAGES_META}"]`)
    ?.getAttribute('content');
  const site = siteLanguagesOf(codes?.split(/\s+/) ?? []);
  return { language: splitLocalizedPath(document.location.pathname, site).language, site };
}
