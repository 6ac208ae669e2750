import { z } from './zod';
import { clipText, LIMITS } from './clip';
import { isRecord } from './is-record';
import { lenientLink, lenientStringsAs, lenientTextAs } from './lenient-fields';
import { uniqueTags } from './project-tags';
import {
  alignedTagTranslations,
  readTranslations,
  translatedTextReader,
  type TranslatedFieldReader,
} from './lenient-translations';
import { toSafeImageSrc } from './safe-link';
import type { PROJECT_TRANSLATABLE_FIELDS } from './translatable-fields';
import type { Translations } from './translations';

const projectSchema = z.object({
  title: lenientTextAs((title) => clipText(title, LIMITS.title)),
  description: lenientTextAs((description) => clipText(description, LIMITS.text)),
  tags: lenientStringsAs((tags) =>
    uniqueTags(
      tags.map((tag) => clipText(tag.trim(), LIMITS.tag)).filter((tag) => tag !== ''),
    ).slice(0, LIMITS.tagsPerProject),
  ),
  images: lenientStringsAs((sources) =>
    sources
      .map(toSafeImageSrc)
      .filter((source) => source !== '')
      .slice(0, LIMITS.imagesPerProject),
  ),
  githubLink: lenientLink,
  /** The Google Play address. */
  projectLink: lenientLink,
  appStoreLink: lenientLink,
});

/**
 * A project's texts in the site's other languages, read as its own; `tags` item i translates
 * the project's (read) tag i, '' where that tag is not translated.
 */
export type ProjectTranslations = Translations<{
  title: string;
  description: string;
  tags: string[];
}>;

/** A featured project, one document in collection `Projects`. Links and images are already safe. */
export type Project = z.output<typeof projectSchema> & {
  id: string;
  translations: ProjectTranslations;
};

const PROJECT_TRANSLATION_READERS = {
  title: translatedTextReader(LIMITS.title),
  description: translatedTextReader(LIMITS.text),
  // Kept as stored, place for place: alignedTagTranslations matches them to the read tags.
  tags: (value) => (Array.isArray(value) ? value : undefined),
} satisfies Record<(typeof PROJECT_TRANSLATABLE_FIELDS)[number], TranslatedFieldReader>;

const PROJECT_TAG_LIMITS = { tag: LIMITS.tag, tags: LIMITS.tagsPerProject };

function readProjectTranslations(fields: Record<string, unknown>): ProjectTranslations {
  const translations = readTranslations<{ title: string; description: string; tags: unknown[] }>(
    fields.translations,
    PROJECT_TRANSLATION_READERS,
  );
  return Object.fromEntries(
    Object.entries(translations).map(([language, translation]) => {
      const { tags, ...texts } = translation;
      const aligned = tags ? alignedTagTranslations(fields.tags, tags, PROJECT_TAG_LIMITS) : [];
      return [language, aligned.some((tag) => tag !== '') ? { ...texts, tags: aligned } : texts];
    }),
  );
}

/** Parses an untrusted document; never throws. The id comes from the document's key, not its body. */
export function parseProject(id: string, document: unknown): Project {
  const fields = isRecord(document) ? document : {};
  return { id, ...projectSchema.parse(fields), translations: readProjectTranslations(fields) };
}
