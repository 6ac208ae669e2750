import type { FieldErrors, Resolver } from 'react-hook-form';
import { postFileSchema, profileFileSchema, projectFileSchema } from '@/domain/portfolio-file';
import { resumeEntrySchema } from '@/domain/resume-file';
import type { SiteLanguage } from '@/domain/site-languages';
import { z } from '@/domain/zod';
import type { TranslatedFields } from './document-translations';
import type { TranslatableDocument, TranslatableText } from './translatable-texts';

/**
 * A translation form's values: a text per line or paragraph field, a list as its lines, and a
 * project's tags one input each (`tag-0`, `tag-1` …, in the tags' order).
 */
export type TranslationInput = Record<string, string>;

export const tagKey = (index: number) => `tag-${index}`;

const linesOf = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** What the form holds, as the document's `translations` keeps it for its language. */
export function translatedFieldsOf(
  texts: readonly TranslatableText[],
  values: TranslationInput,
): TranslatedFields {
  return Object.fromEntries(
    texts.map(({ field, kind, source }) => {
      if (kind === 'list') return [field, linesOf(values[field])];
      if (kind !== 'tags') return [field, values[field] ?? ''];
      // Item i labels tag i; empty items after the last label say nothing and are dropped.
      const labels = (source as string[]).map((_, index) => (values[tagKey(index)] ?? '').trim());
      while (labels.length > 0 && labels.at(-1) === '') labels.pop();
      return [field, labels];
    }),
  );
}

/** A document's translation in one language, as its form is filled. */
export function translationInputOf(
  texts: readonly TranslatableText[],
  translated: TranslatedFields = {},
): TranslationInput {
  return Object.fromEntries(
    texts.flatMap(({ field, kind, source }): [string, string][] => {
      const value = translated[field];
      if (kind === 'tags') {
        const labels = Array.isArray(value) ? value : [];
        return (source as string[]).map((_, index) => [tagKey(index), labels[index] ?? '']);
      }
      if (kind === 'list') return [[field, Array.isArray(value) ? value.join('\n') : '']];
      return [[field, typeof value === 'string' ? value : '']];
    }),
  );
}

type TranslationsSchema = z.ZodMiniType<unknown, unknown>;

/**
 * The content file's schema of the document's `translations` (portfolio-file.ts,
 * resume-file.ts): every translated text bounded exactly as the default language's field, with
 * the same words.
 */
function translationsSchemaOf(document: TranslatableDocument): TranslationsSchema {
  const schema =
    document.kind === 'profile'
      ? profileFileSchema
      : document.kind === 'project'
        ? projectFileSchema
        : document.kind === 'post'
          ? postFileSchema
          : resumeEntrySchema(document.document.section);
  return (schema as unknown as { shape: { translations: TranslationsSchema } }).shape.translations;
}

/** Where in the form a problem of `field` (at list item `item`) shows, and its words. */
function placeOf(text: TranslatableText, item: unknown, message: string, items: string[]) {
  if (text.kind === 'tags' && typeof item === 'number') return { key: tagKey(item), message };
  if (text.kind === 'list' && typeof item === 'number')
    return { key: text.field, message: `“${items[item] ?? ''}”: ${message}` };
  return { key: text.field, message };
}

/** Checks a translation form's values, text by text, as the content file checks the field. */
export function translationResolver(
  document: TranslatableDocument,
  language: SiteLanguage,
): Resolver<TranslationInput, unknown, TranslationInput> {
  return (values) => {
    const translated = translatedFieldsOf(document.texts, values);
    const errors: Record<string, { type: string; message: string }> = {};
    // Checked as the content file's `translations` holding this one language.
    const result = z.safeParse(translationsSchemaOf(document), { [language]: translated });
    for (const issue of result.success ? [] : result.error.issues) {
      const [, field, item] = issue.path;
      const text = document.texts.find((candidate) => candidate.field === field);
      if (!text) continue;
      const value = translated[text.field];
      const items = Array.isArray(value) ? value : [];
      const { key, message } = placeOf(text, item, issue.message, items);
      errors[key] ??= { type: 'schema', message };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<TranslationInput> };
  };
}
