import type { SiteLanguage } from '@/domain/site-languages';
import type {
  StudioContent,
  StudioPost,
  StudioProfile,
  StudioProject,
} from '@/domain/studio-content';
import { RESUME_ENTRY_TITLE_FIELD, RESUME_SECTION_FIELDS } from '@/domain/resume-sections';
import {
  PROFILE_TRANSLATABLE_FIELDS,
  resumeTranslatableFields,
} from '@/domain/translatable-fields';
import { studioResumeEntries, type StudioResumeEntry } from '@/domain/studio-resume';
import { CAREER_FIELD_LABELS, CAREER_SECTION_WORDS } from '@/sections/studio-career/career-labels';
import { PROFILE_LABELS } from '@/sections/studio/profile-labels';
import { PROJECT_LABELS } from '@/sections/studio/project-labels';
import { translationsOf, type DocumentTranslations } from './document-translations';
import { isFilled } from '@/domain/translations';

/**
 * How a text is typed: a line, paragraphs, a post's Markdown (a long text), a list (one item a
 * line) or a project's or post's tags.
 */
export type TextKind = 'line' | 'text' | 'markdown' | 'list' | 'tags';

/** One of a document's texts the owner may translate, in the default language. */
export interface TranslatableText {
  field: string;
  label: string;
  kind: TextKind;
  /** The document's own text: the default language's. */
  source: string | string[];
}

/** A document with texts to translate, as the translations part lists it. */
export type TranslatableDocument = {
  texts: TranslatableText[];
  translations: DocumentTranslations;
} & (
  | { kind: 'profile'; key: 'profile'; heading: string; document: StudioProfile }
  | { kind: 'project'; key: string; heading: string; document: StudioProject }
  | { kind: 'entry'; key: string; heading: string; document: StudioResumeEntry }
  | { kind: 'post'; key: string; heading: string; document: StudioPost }
);

const PROFILE_KINDS = { name: 'line', label: 'line', bio: 'text' } as const;

function profileDocument(profile: StudioProfile): TranslatableDocument {
  return {
    kind: 'profile',
    key: 'profile',
    heading: 'Profile',
    document: profile,
    translations: translationsOf(profile.fields),
    texts: PROFILE_TRANSLATABLE_FIELDS.map((field) => ({
      field,
      label: PROFILE_LABELS[field],
      kind: PROFILE_KINDS[field],
      source: profile.fields[field],
    })),
  };
}

function projectDocument(project: StudioProject): TranslatableDocument {
  const { title, description, tags } = project.fields;
  return {
    kind: 'project',
    key: `project-${project.id}`,
    heading: title.trim() ? `Project “${title.trim()}”` : `Project ${project.id} (no title)`,
    document: project,
    translations: translationsOf(project.fields),
    texts: [
      { field: 'title', label: PROJECT_LABELS.title, kind: 'line', source: title },
      {
        field: 'description',
        label: PROJECT_LABELS.description,
        kind: 'text',
        source: description,
      },
      { field: 'tags', label: PROJECT_LABELS.tags, kind: 'tags', source: tags },
    ],
  };
}

/** A post's words: its title, summary, Markdown and tags (never its address, cover or dates). */
function postDocument(post: StudioPost): TranslatableDocument {
  const { title, summary, body, tags } = post.fields;
  return {
    kind: 'post',
    key: `post-${post.slug}`,
    heading: title.trim() ? `Post “${title.trim()}”` : `Post ${post.slug} (no title)`,
    document: post,
    translations: translationsOf(post.fields),
    texts: [
      { field: 'title', label: 'Title', kind: 'line', source: title },
      { field: 'summary', label: 'Summary', kind: 'text', source: summary },
      { field: 'body', label: 'Text (Markdown)', kind: 'markdown', source: body },
      { field: 'tags', label: 'Tags', kind: 'tags', source: tags },
    ],
  };
}

/** A career entry's fields of kind line, text or list: the ones with words to translate. */
function entryDocument(entry: StudioResumeEntry): TranslatableDocument {
  const fields = entry.fields as Record<string, string | string[]>;
  const labels = CAREER_FIELD_LABELS[entry.section] as Record<string, string>;
  const kinds = RESUME_SECTION_FIELDS[entry.section] as Record<string, 'line' | 'text' | 'list'>;
  const titleText = fields[RESUME_ENTRY_TITLE_FIELD[entry.section]];
  const name =
    typeof titleText === 'string' && titleText.trim() ? `“${titleText.trim()}”` : '(untitled)';
  return {
    kind: 'entry',
    key: `entry-${entry.id}`,
    heading: `${CAREER_SECTION_WORDS[entry.section].heading}: ${name}`,
    document: entry,
    translations: translationsOf(entry.fields),
    texts: resumeTranslatableFields(entry.section).map((field: string) => ({
      field,
      label: labels[field] ?? field,
      kind: kinds[field] ?? 'line',
      source: fields[field] ?? '',
    })),
  };
}

/**
 * Every document with texts to translate: the profile, the projects, the career's entries, the
 * posts (drafts too: translated before they are published).
 */
export function translatableDocuments(content: StudioContent): TranslatableDocument[] {
  return [
    profileDocument(content.profile),
    ...content.projects.map(projectDocument),
    ...studioResumeEntries(content.resume).map(entryDocument),
    ...content.posts.map(postDocument),
  ];
}

/**
 * The texts counted: those the default language has (an empty field has nothing to translate).
 * A project's or a post's tags are not: a tag left as it is (a name, "Kotlin") is no gap, so its label is
 * offered, never asked for.
 */
export const countedTexts = (document: TranslatableDocument) =>
  document.texts.filter(({ kind, source }) => kind !== 'tags' && isFilled(source));

/** The counted texts with no translation in `language`. */
export function untranslatedTexts(document: TranslatableDocument, language: SiteLanguage) {
  const translated = document.translations[language] ?? {};
  return countedTexts(document).filter(({ field }) => !isFilled(translated[field]));
}

export interface UntranslatedCount {
  untranslated: number;
  total: number;
}

/** How many of the documents' counted texts `language` lacks, of how many. */
export function countUntranslated(
  documents: readonly TranslatableDocument[],
  language: SiteLanguage,
): UntranslatedCount {
  return documents.reduce(
    (sum, document) => ({
      untranslated: sum.untranslated + untranslatedTexts(document, language).length,
      total: sum.total + countedTexts(document).length,
    }),
    { untranslated: 0, total: 0 },
  );
}

/** "12 of 48 texts untranslated", "Every text translated (48)". */
export function describeCount({ untranslated, total }: UntranslatedCount): string {
  if (total === 0) return 'No texts to translate yet.';
  if (untranslated === 0) return `Every text translated (${total}).`;
  return `${untranslated} of ${total} ${total === 1 ? 'text' : 'texts'} untranslated.`;
}
