import { isRecord } from './is-record';
import { INTERFACE_LANGUAGES } from './site-languages';
import type { Translations } from './translations';

// A document's stored `translations` read for editing, as its own fields are (studio-content.ts):
// nothing clipped, so the owner sees and fixes an overlong text; only what cannot be edited as
// text (a number, a language without a catalog) is let go.

type TranslatedValue = string | string[];

/**
 * The translations of `fields` in `stored`, by interface language: texts as stored, lists as
 * their strings. Undefined when none is left, so a document without them stays without.
 */
export function readStudioTranslations<Fields>(
  stored: unknown,
  fields: readonly string[],
): Translations<Fields> | undefined {
  if (!isRecord(stored)) return undefined;
  const read: Record<string, Record<string, TranslatedValue>> = {};
  for (const language of INTERFACE_LANGUAGES) {
    const translation = stored[language];
    if (!isRecord(translation)) continue;
    const kept: Record<string, TranslatedValue> = {};
    for (const field of fields) {
      const value = translation[field];
      if (typeof value === 'string') kept[field] = value;
      else if (Array.isArray(value)) {
        kept[field] = value.filter((item): item is string => typeof item === 'string');
      }
    }
    if (Object.keys(kept).length > 0) read[language] = kept;
  }
  return Object.keys(read).length > 0 ? (read as Translations<Fields>) : undefined;
}

/** `{ translations }` when there are some, else nothing: a spread into a document's fields. */
export const withTranslations = <Fields>(translations: Translations<Fields> | undefined) =>
  translations ? { translations } : {};

/** A deep copy, lists included, so an edit of one never changes the other. */
export function copyTranslations<Fields>(translations: Translations<Fields>): Translations<Fields> {
  return Object.fromEntries(
    Object.entries(translations).map(([language, fields]) => [
      language,
      Object.fromEntries(
        Object.entries(fields as Record<string, unknown>).map(([field, value]) => [
          field,
          Array.isArray(value) ? [...(value as unknown[])] : value,
        ]),
      ),
    ]),
  ) as Translations<Fields>;
}

/** The filled translations only, keys sorted: what two sets of translations are compared by. */
function canonical(translations: unknown): string {
  if (!isRecord(translations)) return '{}';
  const kept = Object.keys(translations)
    .sort()
    .flatMap((language) => {
      const fields = translations[language];
      if (!isRecord(fields)) return [];
      const filled = Object.keys(fields)
        .sort()
        .filter((field) => {
          const value = fields[field];
          return typeof value === 'string'
            ? value !== ''
            : Array.isArray(value) && value.some((item) => item !== '');
        })
        .map((field) => [field, fields[field]]);
      return filled.length > 0 ? [[language, filled]] : [];
    });
  return JSON.stringify(kept);
}

/** Whether two documents' translations say the same (an empty one as none). */
export const sameTranslations = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Which texts are translated, in words: "fr: name, bio; de: bio", or "none". */
export function describeTranslations(translations: unknown): string {
  const kept = JSON.parse(canonical(translations)) as [string, [string, unknown][]][];
  if (kept.length === 0) return 'none';
  return kept
    .map(([language, fields]) => `${language}: ${fields.map(([field]) => field).join(', ')}`)
    .join('; ');
}
