import { clipText } from './clip';
import { isRecord } from './is-record';
import { INTERFACE_LANGUAGES } from './site-languages';
import type { Translations } from './translations';

// A stored document's `translations` read as its own fields are (lenient-fields.ts): a language
// without a catalog, a field the document does not translate or a value of the wrong type is
// dropped, and texts are clipped as the default language's.

/** How one translated field is read: its value, or undefined to drop it. */
export type TranslatedFieldReader = (value: unknown) => unknown;

/** A translated text, clipped at `max` characters as the field's own text (`trim` as it is). */
export const translatedTextReader =
  (max: number, trim = false): TranslatedFieldReader =>
  (value) =>
    typeof value === 'string' ? clipText(trim ? value.trim() : value, max) : undefined;

/** A translated list: its strings, each trimmed and clipped, the empty ones dropped, at most `items`. */
export const translatedListReader =
  (max: number, items: number): TranslatedFieldReader =>
  (value) =>
    Array.isArray(value)
      ? value
          .filter((item): item is string => typeof item === 'string')
          .map((item) => clipText(item.trim(), max))
          .filter((item) => item !== '')
          .slice(0, items)
      : undefined;

/** `stored` translations of the fields `readers` names, each read by its reader. Never throws. */
export function readTranslations<Fields>(
  stored: unknown,
  readers: Record<string, TranslatedFieldReader>,
): Translations<Fields> {
  if (!isRecord(stored)) return {};
  const translations: Record<string, Record<string, unknown>> = {};
  for (const language of INTERFACE_LANGUAGES) {
    const translation = stored[language];
    if (!isRecord(translation)) continue;
    const read: Record<string, unknown> = {};
    for (const [field, reader] of Object.entries(readers)) {
      const value = reader(translation[field]);
      if (value !== undefined) read[field] = value;
    }
    if (Object.keys(read).length > 0) translations[language] = read;
  }
  return translations as Translations<Fields>;
}

/**
 * A stored list of tag translations, item for item with the read tags: reading drops tags (not
 * text, empty, repeated, past `limits.tags`), so each translation follows its tag, and one that
 * is no text, or empty, reads as ''. The tags are read as a project's and a post's are: trimmed,
 * clipped at `limits.tag`, one per spelling whatever its case.
 */
export function alignedTagTranslations(
  storedTags: unknown,
  translated: readonly unknown[],
  limits: { tag: number; tags: number },
): string[] {
  const tags = Array.isArray(storedTags) ? (storedTags as unknown[]) : [];
  const seen = new Set<string>();
  const aligned: string[] = [];
  tags.forEach((tag, index) => {
    if (typeof tag !== 'string' || aligned.length >= limits.tags) return;
    const key = clipText(tag.trim(), limits.tag).toLowerCase();
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    const translation = translated[index];
    aligned.push(typeof translation === 'string' ? clipText(translation.trim(), limits.tag) : '');
  });
  return aligned;
}
