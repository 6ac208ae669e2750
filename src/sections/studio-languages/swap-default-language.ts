import type { PortfolioFile } from '@/domain/portfolio-file';
import { POST_TRANSLATABLE_FIELDS } from '@/domain/post';
import { RESUME_SECTIONS } from '@/domain/resume-sections';
import {
  PROFILE_TRANSLATABLE_FIELDS,
  PROJECT_TRANSLATABLE_FIELDS,
  resumeTranslatableFields,
} from '@/domain/translatable-fields';
import type { SiteLanguage } from '@/domain/site-languages';
import { translationsOf, type TranslatedFields } from './document-translations';
import { isFilled } from '@/domain/translations';

type Texts = Record<string, string | string[]>;

/**
 * A document's fields with `next` as its default language: each translatable field takes its
 * `next` translation (a tag its label), and `previous`'s translation takes the field's text. A
 * field `next` has no translation for keeps its text, now counted as `next`'s: nothing shows
 * empty. Returns the fields and how many texts kept their words so.
 */
function swapDocument<Fields extends object>(
  fields: Fields,
  translatable: readonly string[],
  previous: SiteLanguage,
  next: SiteLanguage,
): { fields: Fields; kept: number } {
  const own = fields as unknown as Texts;
  const translations = translationsOf(fields);
  const incoming: TranslatedFields = translations[next] ?? {};
  const outgoing: TranslatedFields = {};
  const swapped: Texts = {};
  let kept = 0;
  for (const field of translatable) {
    const text = own[field];
    if (text === undefined) continue;
    const translation = incoming[field];
    if (field === 'tags' && Array.isArray(text)) {
      const labels = Array.isArray(translation) ? translation : [];
      swapped.tags = text.map((tag, index) => (isFilled(labels[index]) ? labels[index]! : tag));
      outgoing.tags = text.map((tag, index) => (isFilled(labels[index]) ? tag : ''));
      continue;
    }
    if (!isFilled(text)) continue;
    outgoing[field] = text;
    if (translation !== undefined && isFilled(translation)) swapped[field] = translation;
    else kept += 1;
  }
  const others = Object.entries(translations).filter(
    ([code]) => code !== next && code !== previous,
  );
  const filled = Object.entries(outgoing).filter(([, value]) => isFilled(value));
  return {
    fields: {
      ...fields,
      ...swapped,
      translations: Object.fromEntries(
        filled.length > 0 ? [...others, [previous, Object.fromEntries(filled)]] : others,
      ),
    } as Fields,
    kept,
  };
}

/**
 * The content file with `languages` as the site's languages and `languages[0]` as the default in
 * place of `previous`: every document's texts swapped with their translation (swapDocument).
 * `kept` counts the texts with no translation in the new default, which keep their words.
 */
export function withDefaultLanguage(
  file: PortfolioFile,
  previous: SiteLanguage,
  languages: readonly SiteLanguage[],
): { file: PortfolioFile; kept: number } {
  const next = languages[0] ?? previous;
  let kept = 0;
  const swap = <Fields extends object>(fields: Fields, translatable: readonly string[]) => {
    const result = swapDocument(fields, translatable, previous, next);
    kept += result.kept;
    return result.fields;
  };
  const user = { ...swap(file.user, PROFILE_TRANSLATABLE_FIELDS), languages: [...languages] };
  const projects = file.projects.map((project) => swap(project, PROJECT_TRANSLATABLE_FIELDS));
  const resume = Object.fromEntries(
    RESUME_SECTIONS.map((section) => [
      section,
      file.resume[section].map((entry) => swap(entry, resumeTranslatableFields(section))),
    ]),
  ) as PortfolioFile['resume'];
  const posts = file.posts.map((post) => swap(post, POST_TRANSLATABLE_FIELDS));
  return { file: { ...file, user, projects, resume, posts }, kept };
}
