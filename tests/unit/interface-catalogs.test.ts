import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES, SOURCE_LANGUAGE, type SiteLanguage } from '@/domain/site-languages';

/** Each message of a catalog: its English text and its translation. */
async function readCatalog(language: SiteLanguage) {
  const filename = join(process.cwd(), 'src', 'locales', `${language}.po`);
  const catalog = await formatter().parse(readFileSync(filename, 'utf8'), {
    locale: language,
    sourceLocale: SOURCE_LANGUAGE,
    filename,
  });
  return Object.entries(catalog ?? {}).map(([id, entry]) => ({
    id,
    message: entry.message ?? id,
    translation: entry.translation ?? '',
  }));
}

/** The names a message fills in (`{name}`, a plural's `{count, plural, …}`), each once. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();

/**
 * The messages that are rightly written the same in a language as in English: names and words
 * the languages share. Anything else left as the English is a translation forgotten.
 */
const SAME_AS_ENGLISH: Record<Exclude<SiteLanguage, 'en'>, readonly string[]> = {
  fr: [
    'CV',
    'CV · {name}',
    'Code',
    'Contact',
    'Menu',
    'Portfolio',
    'Publications',
    '{name} · Portfolio',
  ],
  de: ['Code', 'Name', 'Portfolio', 'Website', '{name} · Portfolio'],
};

describe("the site's catalogs", () => {
  it('have, in English, every message as its own text', async () => {
    const english = await readCatalog(SOURCE_LANGUAGE);
    expect(english.length).toBeGreaterThan(50);
    for (const { message, translation } of english) {
      expect(translation, message).toBe(message);
    }
  });

  const others = INTERFACE_LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE);

  it.each(others)('have in %s exactly the messages the English has', async (language) => {
    const ids = (entries: { id: string }[]) => entries.map(({ id }) => id).sort();
    expect(ids(await readCatalog(language))).toEqual(ids(await readCatalog(SOURCE_LANGUAGE)));
  });

  it.each(others)('translate in %s every message, filling in the same names', async (language) => {
    for (const { message, translation } of await readCatalog(language)) {
      expect(translation.trim(), `${language}: ${message}`).not.toBe('');
      expect(placeholders(translation), `${language}: ${message}`).toEqual(placeholders(message));
    }
  });

  it.each(others)('leave in %s no English but the words it shares', async (language) => {
    const same = (await readCatalog(language))
      .filter(({ message, translation }) => translation === message)
      .map(({ message }) => message)
      .sort();
    expect(same).toEqual([...SAME_AS_ENGLISH[language as Exclude<SiteLanguage, 'en'>]].sort());
  });
});
