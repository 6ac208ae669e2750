import type { Post } from '@/domain/post';

let postCount = 0;

/** A post as read (parsed), published unless told otherwise. */
export function makeReadPost(overrides: Partial<Post> = {}): Post {
  postCount += 1;
  return {
    slug: `post-${postCount}`,
    title: `Post ${postCount}`,
    summary: 'A post.',
    body: 'Some words.',
    tags: [],
    cover: '',
    publishedAt: '2026-01-01',
    updatedAt: '',
    draft: false,
    translations: {},
    ...overrides,
  };
}
