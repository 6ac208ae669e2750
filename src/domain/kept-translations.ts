import { isRecord } from './is-record';
import type { SiteLanguage } from './site-languages';

/**
 * `data` (a query's: the profile, the projects, the career record, the home page's lines) with
 * each document's `translations` narrowed to `language`'s, or emptied when `language` is
 * undefined (a page in the default language): a prerendered page's HTML carries the texts of
 * its own language only, so a second language costs the first's pages nothing. Never changes
 * `data`; anything else passes as it is.
 */
export function keepTranslations(data: unknown, language: SiteLanguage | undefined): unknown {
  if (Array.isArray(data)) return data.map((item) => keepTranslations(item, language));
  if (!isRecord(data)) return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      if (key !== 'translations' || !isRecord(value))
        return [key, keepTranslations(value, language)];
      const own = language === undefined ? undefined : value[language];
      return [key, own === undefined ? {} : { [language as string]: own }];
    }),
  );
}
