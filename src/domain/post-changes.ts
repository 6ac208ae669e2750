import type { PortfolioFile } from './portfolio-file';
import type { PostFields, StudioPost } from './studio-content';
import { POST_FIELDS } from './studio-content';
import { sameTranslations } from './studio-translations';

/** A post as a change names it: its address and its title. */
export interface PostMention {
  slug: string;
  title: string;
}

/** What importing a content file changes in the posts, each known by its slug. */
export interface PostChanges {
  /** Posts of the file that none stored has the slug of, in the file's order. */
  postsAdded: PostMention[];
  /** Stored posts the file does not hold, newest first. */
  postsRemoved: PostMention[];
  /** Posts kept whose fields change, with those fields, in the file's order. */
  postsChanged: (PostMention & { fields: (keyof PostFields)[] })[];
}

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, index) => item === b[index])
    : a === b;

/** What replacing the stored posts `current` with the file's `posts` changes. */
export function describePostChanges(
  current: readonly StudioPost[],
  posts: PortfolioFile['posts'],
): PostChanges {
  const stored = new Map(current.map((post) => [post.slug, post]));
  const inFile = new Set(posts.map(({ slug }) => slug));
  return {
    postsAdded: posts
      .filter(({ slug }) => !stored.has(slug))
      .map(({ slug, title }) => ({ slug, title })),
    postsRemoved: current
      .filter(({ slug }) => !inFile.has(slug))
      .map(({ slug, fields }) => ({ slug, title: fields.title })),
    postsChanged: posts.flatMap((post) => {
      const before = stored.get(post.slug);
      if (!before) return [];
      const fields: (keyof PostFields)[] = POST_FIELDS.filter(
        (field) => !sameValue(before.fields[field], post[field]),
      );
      if (!sameTranslations(before.fields.translations, post.translations)) {
        fields.push('translations');
      }
      return fields.length > 0 ? [{ slug: post.slug, title: post.title, fields }] : [];
    }),
  };
}
