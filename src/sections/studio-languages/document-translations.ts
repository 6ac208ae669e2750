import type { SiteLanguage } from '@/domain/site-languages';
import { isFilled } from '@/domain/translations';

/** One language's texts of a document: each translated field, a text or a list. */
export type TranslatedFields = Record<string, string | string[]>;

/** A document's translations, read leniently from its fields (`translations`). */
export type DocumentTranslations = Partial<Record<SiteLanguage, TranslatedFields>>;

/**
 * The translations a document's fields carry, by language; none for a document without. The
 * studio's content has read them already (readStudioTranslations): languages with a catalog,
 * texts and lists of texts.
 */
export function translationsOf(fields: object): DocumentTranslations {
  return (fields as { translations?: DocumentTranslations }).translations ?? {};
}

/** Only what says something: empty texts and lists left out (they are untranslated). */
function filledOnly(translated: TranslatedFields): TranslatedFields {
  return Object.fromEntries(Object.entries(translated).filter(([, value]) => isFilled(value)));
}

/**
 * `fields` with `language`'s texts replaced by `translated` (empty ones dropped, and the
 * language itself when nothing is left), the other languages' as they are.
 */
export function withTranslation<Fields extends object>(
  fields: Fields,
  language: SiteLanguage,
  translated: TranslatedFields,
): Fields {
  const others = Object.entries(translationsOf(fields)).filter(([code]) => code !== language);
  const kept = filledOnly(translated);
  const translations = Object.fromEntries(
    Object.keys(kept).length > 0 ? [...others, [language, kept]] : others,
  );
  return { ...fields, translations };
}
