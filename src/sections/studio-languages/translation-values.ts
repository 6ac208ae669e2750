import type { FieldErrors, Resolver } from 'react-hook-form';
import { LIMITS } from '@/domain/clip';
import { atMostUnits, boundedList } from '@/domain/file-fields';
import { RESUME_LIMITS } from '@/domain/resume-sections';
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

const PROFILE_BOUNDS: Record<string, number> = {
  name: LIMITS.name,
  label: LIMITS.label,
  bio: LIMITS.text,
};
const PROJECT_BOUNDS: Record<string, number> = { title: LIMITS.title, description: LIMITS.text };

/**
 * The schema of one translated text: bounded exactly as the default language's field is in the
 * content file (LIMITS, RESUME_LIMITS), with the same words; empty is allowed (untranslated).
 */
function textSchema(document: TranslatableDocument, { field, kind }: TranslatableText) {
  if (kind === 'tags') {
    return boundedList(z.string().check(atMostUnits(LIMITS.tag)), LIMITS.tagsPerProject, 'tags');
  }
  if (kind === 'list') {
    return boundedList(
      z.string().check(atMostUnits(RESUME_LIMITS.list)),
      RESUME_LIMITS.listItems,
      'items',
    );
  }
  const bound =
    document.kind === 'profile'
      ? PROFILE_BOUNDS[field]
      : document.kind === 'project'
        ? PROJECT_BOUNDS[field]
        : RESUME_LIMITS[kind];
  return z.string().check(atMostUnits(bound ?? LIMITS.text));
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
): Resolver<TranslationInput, unknown, TranslationInput> {
  return (values) => {
    const translated = translatedFieldsOf(document.texts, values);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const text of document.texts) {
      const value = translated[text.field];
      const result = z.safeParse(textSchema(document, text), value);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        const items = Array.isArray(value) ? value : [];
        const { key, message } = placeOf(text, issue.path[0], issue.message, items);
        errors[key] ??= { type: 'schema', message };
      }
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<TranslationInput> };
  };
}
