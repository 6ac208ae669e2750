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
