import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import type { SiteLanguage } from '../../../src/domain/site-languages';

/** A message of the site's own words: the English and its translation in one language. */
export interface InterfaceWord {
  english: string;
  translation: string;
}

/** The catalog of `language` (src/locales/<code>.po), as the build compiles it. */
export async function interfaceWords(language: SiteLanguage): Promise<InterfaceWord[]> {
  const filename = `src/locales/${language}.po`;
  const catalog = await formatter().parse(readFileSync(filename, 'utf8'), {
    locale: language,
    sourceLocale: 'en',
    filename,
  });
  return Object.values(catalog).flatMap(({ message, translation, obsolete }) =>
    message && !obsolete ? [{ english: message, translation: translation || message }] : [],
  );
}

/**
 * The English messages a page in `language` must not show: those its catalog says otherwise,
 * without placeholders (a message with `{name}` never shows as written).
 */
export async function englishOnlyWords(language: SiteLanguage): Promise<Set<string>> {
  const words = await interfaceWords(language);
  return new Set(
    words
      .filter(({ english, translation }) => english !== translation && !/[{}]/.test(english))
      .map(({ english }) => english),
  );
}
/**
 * The words `language`'s pages show for an English message, its `{name}` placeholders filled
 * from `values` (a plural is not filled: look for those by their own words).
 */
export async function wordsIn(language: SiteLanguage) {
  const words = await interfaceWords(language);
  const byEnglish = new Map(words.map(({ english, translation }) => [english, translation]));
  return (english: string, values: Record<string, string | number> = {}): string => {
    const translation = byEnglish.get(english);
    if (translation === undefined) throw new Error(`No message “${english}” in ${language}.po`);
    return translation.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
  };
}
