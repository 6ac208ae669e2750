import type { PortfolioFile } from '@/domain/portfolio-file';
import { RESUME_SECTIONS } from '@/domain/resume-sections';
import { INTERFACE_LANGUAGES, type SiteLanguage } from '@/domain/site-languages';
import { toContentFile } from '@/domain/content-changes';
import type { StudioContent } from '@/domain/studio-content';
import { isRecord } from '@/domain/is-record';

/** Each document's translations, by a name that is the same in the stored content and a file. */
function translationsByDocument(file: PortfolioFile): Map<string, unknown> {
  const documents = new Map<string, unknown>([['profile', file.user.translations]]);
  for (const project of file.projects) documents.set(`project ${project.id}`, project.translations);
  for (const section of RESUME_SECTIONS) {
    file.resume[section].forEach((entry, place) =>
      documents.set(`${section} ${place}`, entry.translations),
    );
  }
  for (const post of file.posts) documents.set(`post ${post.slug}`, post.translations);
  return documents;
}

/** A translated text as compared: empty (a list of empty items too) is no translation. */
function filled(translations: unknown, language: SiteLanguage, field: string): string {
  const fields = isRecord(translations) ? translations[language] : undefined;
  const value = isRecord(fields) ? fields[field] : undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.some((item) => item !== '')) return JSON.stringify(value);
  return '';
}

const fieldsIn = (translations: unknown, language: SiteLanguage): string[] => {
  const fields = isRecord(translations) ? translations[language] : undefined;
  return isRecord(fields) ? Object.keys(fields) : [];
};

/**
 * How many translated texts an import adds, changes or removes in each language: a text is a
 * field of a document (the profile, a project or a post by its address, a career entry by its
 * section and place), so "fr: 12" is twelve texts that read otherwise in French after the import.
 */
export function countTranslationChanges(
  current: StudioContent,
  file: PortfolioFile,
): { language: SiteLanguage; texts: number }[] {
  const before = translationsByDocument(toContentFile(current));
  const after = translationsByDocument(file);
  const documents = new Set([...before.keys(), ...after.keys()]);
  return INTERFACE_LANGUAGES.map((language) => {
    let texts = 0;
    for (const document of documents) {
      const was = before.get(document);
      const will = after.get(document);
      const fields = new Set([...fieldsIn(was, language), ...fieldsIn(will, language)]);
      for (const field of fields) {
        if (filled(was, language, field) !== filled(will, language, field)) texts += 1;
      }
    }
    return { language, texts };
  }).filter(({ texts }) => texts > 0);
}
