import type { SiteLanguage, SiteLanguages } from './site-languages';

/**
 * A document's texts in the site's other languages (docs/languages.md): by language, the fields
 * translated. The document's own fields are in the site's default language; a field missing, or
 * empty, in a language is untranslated there. A list (a project's tags, a job's highlights) is
 * translated whole; in a project's `tags`, item i translates the project's tag i and an empty
 * item leaves it as it is.
 */
export type Translations<Fields> = Partial<Record<SiteLanguage, Partial<Fields>>>;

/** A text and, when it is not in the page's language, the language it is in. */
export interface LocalizedText {
  text: string;
  /** For the element's `lang` attribute: set only when the text is not in the page's language. */
  lang?: SiteLanguage;
}

/**
 * A document as a page in one language shows it: each translatable field in that language, or
 * the default language's text when it has no translation there, and for each such field its
 * language (the element showing it carries `lang`, so a screen reader pronounces it right).
 */
export type Localized<T, Field extends keyof T> = T & {
  textLanguage: Partial<Record<Field, SiteLanguage>>;
};

/** Whether a text, or a list, says something: spaces alone do not (untranslated). */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(isFilled);
  return false;
}

/**
 * `document` with `fields` in `language`. On the default language's pages it is the document
 * itself. A field neither translated nor written in the default language stays empty and
 * unmarked: nothing shows.
 */
export function localize<T extends object, Field extends keyof T & string>(
  document: T,
  translations: Translations<Pick<T, Field>> | undefined,
  fields: readonly Field[],
  language: SiteLanguage,
  site: SiteLanguages,
): Localized<T, Field> {
  const textLanguage: Partial<Record<Field, SiteLanguage>> = {};
  if (language === site.default) return { ...document, textLanguage };
  const translated: Partial<Pick<T, Field>> = translations?.[language] ?? {};
  const localized = { ...document };
  for (const field of fields) {
    const translation = translated[field];
    if (isFilled(translation)) localized[field] = translation as T[Field];
    else if (isFilled(document[field])) textLanguage[field] = site.default;
  }
  return { ...localized, textLanguage };
}

/** One text in `language`: its translation when there is one, else the default's, marked. */
export function localizeText(
  text: string,
  translation: string | undefined,
  language: SiteLanguage,
  site: SiteLanguages,
): LocalizedText {
  if (language === site.default) return { text };
  if (translation !== undefined && isFilled(translation)) return { text: translation };
  return isFilled(text) ? { text, lang: site.default } : { text };
}
