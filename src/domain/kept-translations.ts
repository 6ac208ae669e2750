import { isRecord } from './is-record';
import type { SiteLanguage } from './site-languages';
import { isFilled } from './translations';

/** Fields translated item for item whose default values are keys, not texts: always kept. */
const KEYS = new Set(['tags']);

/**
 * A document (its translated fields beside `translations`, or in its `fields`) without the
 * default language's texts that `translation` replaces on the page: emptied, as the page never
 * shows them (`localize` takes the translation of a field that has one).
 */
function withoutReplacedTexts(
  document: Record<string, unknown>,
  translation: Record<string, unknown>,
): Record<string, unknown> {
  const fields = isRecord(document.fields) ? document.fields : document;
  const kept = { ...fields };
  for (const [field, text] of Object.entries(translation)) {
    if (KEYS.has(field) || !isFilled(text)) continue;
    if (typeof kept[field] === 'string') kept[field] = '';
    else if (Array.isArray(kept[field])) kept[field] = [];
  }
  return fields === document ? kept : { ...document, fields: kept };
}

/**
 * `data` (a query's: the profile, the projects, the career record, the home page's lines) as a
 * prerendered page's query cache carries it: each document's `translations` narrowed to
 * `language`'s, or emptied when `language` is undefined (a page in the default language), and
 * the default language's texts that translation replaces left out. A page's HTML so carries the
 * texts it shows and no others: a second language costs the first's pages nothing, and its own
 * pages about as much as the first's (the whole document comes from the live read after
 * hydration, as it does on every page). Never changes `data`; anything else passes as it is.
 */
export function keepTranslations(data: unknown, language: SiteLanguage | undefined): unknown {
  if (Array.isArray(data)) return data.map((item) => keepTranslations(item, language));
  if (!isRecord(data)) return data;
  const kept = Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      if (key !== 'translations' || !isRecord(value))
        return [key, keepTranslations(value, language)];
      const own = language === undefined ? undefined : value[language];
      return [key, own === undefined ? {} : { [language as string]: own }];
    }),
  );
  const translation = language === undefined ? undefined : data.translations;
  const own = isRecord(translation) ? translation[language as string] : undefined;
  return isRecord(own) ? withoutReplacedTexts(kept, own) : kept;
}
