import type { PostFields, StudioContent, StudioPost } from '@/domain/studio-content';
import { comparePostsNewestFirst } from '@/domain/post-order';
import { useContentWrite } from './use-content-write';

/** The posts newest first, as the studio's listener gives them. */
const newestFirst = (posts: StudioPost[]) =>
  posts.sort((a, b) =>
    comparePostsNewestFirst(
      { slug: a.slug, publishedAt: a.fields.publishedAt },
      { slug: b.slug, publishedAt: b.fields.publishedAt },
    ),
  );

export interface SavePostVariables {
  post: { slug: string; fields: PostFields };
  /** 0 adds it. */
  readVersion: number;
}

/** Saves a post read at `readVersion`, or adds one. */
export function useSavePost() {
  return useContentWrite(
    (repository, { post, readVersion }: SavePostVariables) =>
      repository.savePost(post, readVersion),
    (content: StudioContent, { post, readVersion }) => ({
      ...content,
      posts: newestFirst([
        ...content.posts.filter(({ slug }) => slug !== post.slug),
        { ...post, version: readVersion + 1 },
      ]),
    }),
  );
}

/** Deletes a post. */
export function useDeletePost() {
  return useContentWrite(
    (repository, { slug }: { slug: string }) => repository.deletePost(slug),
    (content, { slug }) => ({
      ...content,
      posts: content.posts.filter((post) => post.slug !== slug),
    }),
  );
}
