import { postFileSchema } from '@/domain/portfolio-file';
import { POST_LIMITS } from '@/domain/post';
import { uniqueTags } from '@/domain/project-tags';
import type { PostFields, StudioPost } from '@/domain/studio-content';
import { describeLinkProblem } from '@/sections/studio/link-problem';

/**
 * A post as its editor holds it while typed: the stored fields, but the tags as the one line
 * they are typed in ("react, testing"). Translations are not edited here: a save keeps the
 * stored ones.
 */
export interface PostDraft {
  slug: string;
  title: string;
  summary: string;
  body: string;
  tags: string;
  cover: string;
  publishedAt: string;
  updatedAt: string;
  draft: boolean;
}

export type PostDraftField = keyof PostDraft;

/** The fields as the editor shows them, top to bottom. */
const FORM_ORDER: readonly PostDraftField[] = [
  'title',
  'slug',
  'summary',
  'tags',
  'cover',
  'body',
  'publishedAt',
  'updatedAt',
  'draft',
];

/** What is wrong with a draft, by field, in the content file's words. */
export type PostProblems = Partial<Record<PostDraftField, string>>;

export const BLANK_POST: PostDraft = {
  slug: '',
  title: '',
  summary: '',
  body: '',
  tags: '',
  cover: '',
  publishedAt: '',
  updatedAt: '',
  draft: true,
};

export function draftOf({ slug, fields }: StudioPost): PostDraft {
  const { title, summary, body, tags, cover, publishedAt, updatedAt, draft } = fields;
  return {
    slug,
    title,
    summary,
    body,
    tags: tags.join(', '),
    cover,
    publishedAt,
    updatedAt,
    draft,
  };
}

/** The tags typed in one line: split at commas, trimmed, the same tag (any case) once. */
export const tagsOf = (line: string) =>
  uniqueTags(
    line
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  );

/** The draft as a save stores it, with the translations stored now. */
export function fieldsOf(post: PostDraft, translations: PostFields['translations']): PostFields {
  const { title, summary, body, tags, cover, publishedAt, updatedAt, draft } = post;
  return {
    title,
    summary,
    body,
    tags: tagsOf(tags),
    cover,
    publishedAt,
    updatedAt,
    draft,
    ...(translations ? { translations } : {}),
  };
}

export const sameDraft = (a: PostDraft, b: PostDraft) =>
  (Object.keys(a) as PostDraftField[]).every((field) => a[field] === b[field]);

const bodyTooLong = (length: number) =>
  `the body has ${length.toLocaleString('en')} characters: at most ${POST_LIMITS.body.toLocaleString('en')} fit, so shorten it to save`;

/**
 * Checks a draft as the content file (and the rules) will: its schema's words for each field,
 * a cover visitors could see, and a slug no other post has (`taken`).
 */
export function findPostProblems(draft: PostDraft, taken: ReadonlySet<string>): PostProblems {
  const problems: PostProblems = {};
  const parsed = postFileSchema.safeParse({ slug: draft.slug, ...fieldsOf(draft, undefined) });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as PostDraftField;
    if (problems[field]) continue;
    const tag = issue.path[1];
    problems[field] =
      field === 'body' && draft.body.length > POST_LIMITS.body
        ? bodyTooLong(draft.body.length)
        : typeof tag === 'number'
          ? `“${tagsOf(draft.tags)[tag] ?? ''}”: ${issue.message}`
          : issue.message;
  }
  const cover = describeLinkProblem(draft.cover, 'image');
  if (cover) problems.cover = cover;
  if (draft.slug === '') problems.slug = 'a post needs an address';
  if (taken.has(draft.slug)) problems.slug = 'another post has this address already';
  // In the form's order, so the first problem named is the first field to fix.
  return Object.fromEntries(
    FORM_ORDER.flatMap((field) => (problems[field] ? [[field, problems[field]]] : [])),
  );
}
