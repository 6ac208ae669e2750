/**
 * The site's languages (docs/languages.md): the owner names them in the profile (`languages`,
 * the first the default), from those the site's own words have a catalog for
 * (src/locales/<code>.po). The default language's pages are at today's addresses; each other
 * language's under `/<code>/`.
 */

/** The languages the site's own words are written in; the first is the one the code is in. */
export const INTERFACE_LANGUAGES = ['en', 'fr', 'de'] as const;

export type SiteLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** The language the code's messages are written in, and a profile without `languages` has. */
export const SOURCE_LANGUAGE: SiteLanguage = 'en';

/** Each language's name in that language, as a language switcher offers it. */
export const LANGUAGE_NAMES: Record<SiteLanguage, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
};

/** At most this many languages in a profile: one a catalog. */
export const MAX_SITE_LANGUAGES = INTERFACE_LANGUAGES.length;

export function isSiteLanguage(code: unknown): code is SiteLanguage {
  return typeof code === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(code);
}

/** The site's languages: `all[0]` is `default`, each at most once. */
export interface SiteLanguages {
  default: SiteLanguage;
  all: readonly SiteLanguage[];
}

/**
 * The site's languages from a profile's `languages`, read leniently: codes without a catalog and
 * repeats are dropped; none left means the source language alone (a profile written before
 * languages were kept).
 */
export function siteLanguagesOf(languages: unknown): SiteLanguages {
  const codes = Array.isArray(languages) ? languages.filter(isSiteLanguage) : [];
  const all = [...new Set(codes)];
  const [first = SOURCE_LANGUAGE] = all;
  return { default: first, all: all.length > 0 ? all : [first] };
}

/** The other languages' pages are under `/<code>`; the default's have no prefix. */
export function languagePrefix(language: SiteLanguage, site: SiteLanguages): string {
  return language === site.default ? '' : `/${language}`;
}

/**
 * A page's address in a language, from its address in the site's routes (`/`, `/cv`,
 * `/projects/x`): `/fr/`, `/fr/cv`, `/fr/projects/x`. The home page of a language other than
 * the default ends in a slash, as the folder its file is in.
 */
export function localizedPath(path: string, language: SiteLanguage, site: SiteLanguages): string {
  const prefix = languagePrefix(language, site);
  if (prefix === '') return path;
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/**
 * The language of an address and its path in the site's routes: `/fr/cv` is French's `/cv`.
 * A prefix that is not one of the site's other languages (`/xx/`, or `/de/` on a site without
 * German) stays in the path, which then matches no page: the not-found page answers.
 */
export function splitLocalizedPath(
  pathname: string,
  site: SiteLanguages,
): { language: SiteLanguage; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const language = site.all.find((code) => code !== site.default && code === first);
  if (!language) return { language: site.default, path: pathname };
  return { language, path: `/${rest.join('/')}` };
}
