import { LIMITS } from './clip';
import { withoutVersion } from './content-version';
import { describeFileProblem } from './file-problems';
import { ORDER_FIELD, sortInOwnerOrder } from './project-order';
import { boundedList, boundedText, atMostUnits, text, withDefault } from './file-fields';
import { emptyResumeFile, resumeFileSchema } from './resume-file';
import type { SiteLanguage } from './site-languages';
import {
  languagesSchema,
  translatedList,
  translatedText,
  translationsSchema,
} from './translation-schemas';
import { z } from './zod';

// The fields the owner's rules bound (firestore.rules) are bounded here exactly as there, so the
// file takes what the owner may write; links and images are any strings, as the rules take them.
// tests/unit/firestore-rules.test.ts fails when the two drift.
/** The profile's texts in another language: each bounded as the default language's. */
const profileTranslationSchema = z.strictObject({
  name: translatedText(LIMITS.name),
  label: translatedText(LIMITS.label),
  bio: translatedText(LIMITS.text),
});

export type ProfileTranslation = Partial<{ name: string; label: string; bio: string }>;

/**
 * A project's texts in another language, each bounded as the default language's. An item of
 * `tags` translates the project's tag at the same place; an empty item leaves that tag as it is.
 */
const projectTranslationSchema = z.strictObject({
  title: translatedText(LIMITS.title),
  description: translatedText(LIMITS.text),
  tags: translatedList(LIMITS.tag, LIMITS.tagsPerProject, 'tags'),
});

export type ProjectTranslation = Partial<{
  title: string;
  description: string;
  tags: string[];
}>;

/** The profile as the content file holds it: the studio's profile form checks it too. */
export const profileFileSchema = z.strictObject({
  name: boundedText(LIMITS.name),
  label: boundedText(LIMITS.label),
  bio: boundedText(LIMITS.text),
  photo: text,
  facebook: text,
  instagram: text,
  linkedin: text,
  medium: text,
  blogger: text,
  github: text,
  resume: text,
  twitter: text,
  youtube: text,
  whatsapp: text,
  /** The site's languages, the first the default; absent, English alone. */
  languages: languagesSchema as unknown as z.ZodMiniOptional<
    z.ZodMiniType<SiteLanguage[], unknown>
  >,
  translations: translationsSchema<ProfileTranslation>(profileTranslationSchema),
});

/**
 * A title has a character other than a space, a tab or a line break. firestore.rules match a new
 * project's title against this very pattern (RE2 reads it as JavaScript does).
 */
export const TITLE_PATTERN = String.raw`[\s\S]*[^ \t\n\r\f][\s\S]*`;

/** A project as the content file holds it: the studio's project form checks it too. */
export const projectFileSchema = z.strictObject({
  id: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'use letters, digits, - or _ (at most 100 of them)')),
  // Required, unlike the other fields: "Add the project" on an empty form would otherwise
  // publish a card without a name. Stored documents without one still render (parseProject).
  title: z
    .string()
    .check(
      atMostUnits(LIMITS.title),
      z.regex(new RegExp(`^(?:${TITLE_PATTERN})$`), 'a project needs a title'),
    ),
  description: boundedText(LIMITS.text),
  tags: boundedList(z.string().check(atMostUnits(LIMITS.tag)), LIMITS.tagsPerProject, 'tags'),
  images: boundedList(z.string(), LIMITS.imagesPerProject, 'images'),
  githubLink: text,
  projectLink: text,
  appStoreLink: text,
  translations: translationsSchema<ProjectTranslation>(projectTranslationSchema),
});

/**
 * The content file (`mocks/portfolio.json`) as the import command demands it: unlike documents
 * read at run time, which are parsed leniently, a file with a mistake is refused whole. A file
 * written before the career record was kept has no `resume`: it reads as an empty record.
 */
const portfolioFileSchema = z
  .strictObject({
    user: profileFileSchema,
    projects: z.array(projectFileSchema),
    resume: withDefault(resumeFileSchema, emptyResumeFile),
  })
  .check(
    z.check(({ value, issues }) => {
      const seen = new Set<string>();
      value.projects.forEach(({ id }, index) => {
        if (seen.has(id)) {
          issues.push({
            code: 'custom',
            path: ['projects', index, 'id'],
            message: `another project has the address “${id}”`,
            input: value,
            continue: true,
          });
        }
        seen.add(id);
      });
    }),
  );

export type PortfolioFile = z.output<typeof portfolioFileSchema>;

export type PortfolioFileResult =
  { ok: true; content: PortfolioFile } | { ok: false; problems: string[] };

/** Checks a content file, naming every problem in words by its place (describeFileProblem). */
export function validatePortfolioFile(input: unknown): PortfolioFileResult {
  const result = portfolioFileSchema.safeParse(input);
  if (result.success) return { ok: true, content: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => describeFileProblem(issue, input)),
  };
}

/**
 * Stored project documents as the content file lists them: in the owner's order, which the
 * file keeps as the order of its list, so without the order field, and without the version,
 * which only the database keeps.
 */
export function toContentFileOrder(
  entries: readonly { id: string; document: Record<string, unknown> }[],
): Record<string, unknown>[] {
  return sortInOwnerOrder(entries).map(({ id, document }) => ({
    id,
    ...Object.fromEntries(
      Object.entries(withoutVersion(document)).filter(([key]) => key !== ORDER_FIELD),
    ),
  }));
}
