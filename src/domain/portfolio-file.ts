import { LIMITS } from './clip';
import { withoutVersion } from './content-version';
import { describeFileProblem } from './file-problems';
import { POST_LIMITS, SLUG_PATTERN } from './post';
import { POST_DATE_PATTERN } from './post-dates';
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

/** A post's texts in another language, each bounded as the default language's. */
const postTranslationSchema = z.strictObject({
  title: translatedText(POST_LIMITS.title),
  summary: translatedText(POST_LIMITS.summary),
  body: translatedText(POST_LIMITS.body),
  tags: translatedList(POST_LIMITS.tag, POST_LIMITS.tags, 'tags'),
});

export type PostTranslation = Partial<{
  title: string;
  summary: string;
  body: string;
  tags: string[];
}>;

/** A post's date: ISO 8601 (post-dates.ts), or '' for none yet (a draft's). */
const postDate = withDefault(
  z
    .string()
    .check(
      z.regex(
        new RegExp(`^(?:${POST_DATE_PATTERN})?$`),
        'use an ISO 8601 date, 2026-11-29 or 2026-11-29T08:30:00Z',
      ),
    ),
  () => '',
);

/**
 * A post as the content file holds it: the studio's post form checks it too. `draft` is
 * required: a post left out of the site, or shown to everyone, is the owner's choice to write
 * down, never a default.
 */
export const postFileSchema = z.strictObject({
  slug: z
    .string()
    .check(
      z.maxLength(POST_LIMITS.slug, `at most ${POST_LIMITS.slug} characters`),
      z.regex(SLUG_PATTERN, 'use lower-case letters and digits, single hyphens between them'),
    ),
  title: z
    .string()
    .check(
      atMostUnits(POST_LIMITS.title),
      z.regex(new RegExp(`^(?:${TITLE_PATTERN})$`), 'a post needs a title'),
    ),
  summary: boundedText(POST_LIMITS.summary),
  body: boundedText(POST_LIMITS.body),
  tags: boundedList(z.string().check(atMostUnits(POST_LIMITS.tag)), POST_LIMITS.tags, 'tags'),
  cover: text,
  publishedAt: postDate,
  updatedAt: postDate,
  draft: z.boolean(),
  translations: translationsSchema<PostTranslation>(postTranslationSchema),
});

export type PostFile = z.output<typeof postFileSchema>;

/** A problem at each place in `keys` that repeats an earlier key, at `path` (its list). */
function repeatedKeyIssues(
  keys: readonly string[],
  path: (index: number) => PropertyKey[],
  message: (key: string) => string,
  input: unknown,
): z.core.$ZodRawIssue[] {
  const seen = new Set<string>();
  return keys.flatMap((key, index) => {
    const repeated = seen.has(key);
    seen.add(key);
    return repeated
      ? [
          {
            code: 'custom' as const,
            path: path(index),
            message: message(key),
            input,
            continue: true,
          },
        ]
      : [];
  });
}

/**
 * The content file (`mocks/portfolio.json`) as the import command demands it: unlike documents
 * read at run time, which are parsed leniently, a file with a mistake is refused whole. A file
 * written before the career record was kept has no `resume`: it reads as an empty record; one
 * written before posts were kept has no `posts`: it reads as none.
 */
const portfolioFileSchema = z
  .strictObject({
    user: profileFileSchema,
    projects: z.array(projectFileSchema),
    resume: withDefault(resumeFileSchema, emptyResumeFile),
    posts: withDefault(z.array(postFileSchema), (): PostFile[] => []),
  })
  .check(
    z.check(({ value, issues }) => {
      issues.push(
        ...repeatedKeyIssues(
          value.projects.map(({ id }) => id),
          (index) => ['projects', index, 'id'],
          (id) => `another project has the address “${id}”`,
          value,
        ),
        ...repeatedKeyIssues(
          value.posts.map(({ slug }) => slug),
          (index) => ['posts', index, 'slug'],
          (slug) => `another post has the address “${slug}”`,
          value,
        ),
      );
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
