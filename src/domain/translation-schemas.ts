import { atMostUnits } from './file-fields';
import {
  INTERFACE_LANGUAGES,
  isSiteLanguage,
  MAX_SITE_LANGUAGES,
  type SiteLanguage,
} from './site-languages';
import type { Translations } from './translations';
import { z } from './zod';

// The content file's `languages` and `translations` (docs/content.md), refused with their place
// when wrong, as the rest of the file is.

const KNOWN_CODES = INTERFACE_LANGUAGES.join(', ');

/** Why `code` is refused where a language is expected. */
export const unknownLanguageMessage = (code: unknown) =>
  `“${String(code)}” is not a language the site has words for (${KNOWN_CODES})`;

const knownLanguage = z.check<string>((payload) => {
  if (isSiteLanguage(payload.value)) return;
  payload.issues.push({
    code: 'custom',
    message: unknownLanguageMessage(payload.value),
    input: payload.value,
    continue: true,
  });
});

const noRepeats = z.check<string[]>((payload) => {
  payload.value.forEach((code, index) => {
    if (payload.value.indexOf(code) === index) return;
    payload.issues.push({
      code: 'custom',
      path: [index],
      message: `“${code}” is named twice`,
      input: code,
      continue: true,
    });
  });
});

/**
 * The profile's `languages`: the site's languages, the first the default. Absent, the site is in
 * English alone, as a file written before languages were kept.
 */
export const languagesSchema = z.optional(
  z
    .array(z.string().check(knownLanguage))
    .check(
      z.minLength(1, 'name at least one language'),
      z.maxLength(MAX_SITE_LANGUAGES, `at most ${MAX_SITE_LANGUAGES} languages`),
      noRepeats,
    ),
);

/** A translated text: bounded exactly as the default language's field. */
export const translatedText = (max: number) => z.optional(z.string().check(atMostUnits(max)));

/** A translated list: as many items, each as long, as the default language's field takes. */
export const translatedList = (itemMax: number, items: number, noun: string) =>
  z.optional(
    z
      .array(z.string().check(atMostUnits(itemMax)))
      .check(z.maxLength(items, `at most ${items} ${noun}`)),
  );

/**
 * A document's `translations`: by interface language, a strict partial object of its
 * translatable fields. A key that is no interface language is refused with its place.
 */
export function translationsSchema<Fields>(fields: z.core.SomeType) {
  const byLanguage = Object.fromEntries(
    INTERFACE_LANGUAGES.map((language) => [language, z.optional(fields)]),
  ) as unknown as Record<SiteLanguage, z.core.SomeType>;
  const schema = z.looseObject(byLanguage).check(
    z.check<Record<string, unknown>>((payload) => {
      for (const key of Object.keys(payload.value)) {
        if (isSiteLanguage(key)) continue;
        payload.issues.push({
          code: 'custom',
          path: [key],
          message: unknownLanguageMessage(key),
          input: payload.value[key],
          continue: true,
        });
      }
    }),
  );
  return z.optional(schema as unknown as z.ZodMiniType<Translations<Fields>, unknown>);
}
