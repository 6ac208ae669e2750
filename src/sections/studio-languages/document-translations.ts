import { isSiteLanguage, type SiteLanguage } from '@/domain/site-languages';
import { isRecord } from '@/domain/is-record';
import { isFilled } from '@/domain/translations';

/** One language's texts of a document: each translated field, a text or a list. */
export type TranslatedFields = Record<string, string | string[]>;

/** A document's translations, read leniently from its fields (`translations`). */
export type DocumentTranslations = Partial<Record<SiteLanguage, TranslatedFields>>;

function readTranslated(value: unknown): TranslatedFields {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([field, text]): [string, string | string[]][] =>
      typeof text === 'string'
        ? [[field, text]]
        : Array.isArray(text)
          ? [[field, text.filter((item): item is string => typeof item === 'string')]]
          : [],
    ),
  );
}

/** The translations a document's fields carry, by language; none for a document without. */
export function translationsOf(fields: object): DocumentTranslations {
  const stored = (fields as { translations?: unknown }).translations;
  if (!isRecord(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored)
      .filter(([language]) => isSiteLanguage(language))
      .map(([language, translated]) => [language, readTranslated(translated)]),
  );
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
