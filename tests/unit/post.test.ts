import { describe, expect, it } from 'vitest';
import { parsePost, POST_LIMITS } from '@/domain/post';
import { isPostDate } from '@/domain/post-dates';
import { publishedPostsNewestFirst } from '@/domain/post-order';

const EMPTY_POST = {
  slug: 'p',
  title: '',
  summary: '',
  body: '',
  tags: [],
  cover: '',
  publishedAt: '',
  updatedAt: '',
  draft: true,
  translations: {},
};

describe('parsePost', () => {
  it('keeps a well-formed document and takes the slug from its key', () => {
    const document = {
      slug: 'ignored',
      title: 'Hello',
      summary: 'A first post.',
      body: '# Hello\n\n<script>alert(1)</script> stays Markdown, rendered safely later.',
      tags: ['Web', 'Notes'],
      cover: '/demo/a.png',
      publishedAt: '2026-11-29',
      updatedAt: '2026-11-30T08:30:00Z',
      draft: false,
      translations: { fr: { title: 'Bonjour', body: '# Bonjour', tags: ['', 'Carnet'] } },
    };
    expect(parsePost('hello', document)).toEqual({
      ...document,
      slug: 'hello',
      translations: { fr: { title: 'Bonjour', body: '# Bonjour', tags: ['', 'Carnet'] } },
    });
  });

  it.each([null, 'a post', 3, []])('turns %j into an empty draft', (document) => {
    expect(parsePost('p', document)).toEqual(EMPTY_POST);
  });

  it.each([undefined, null, 'false', 0, true, {}])(
    'reads a draft of %j as a draft: only `false` publishes',
    (draft) => {
      expect(parsePost('p', { title: 'T', draft }).draft).toBe(true);
    },
  );

  it('is published only when its draft is false', () => {
    expect(parsePost('p', { draft: false }).draft).toBe(false);
  });

  it('clips every text at its bound', () => {
    const post = parsePost('p', {
      title: 't'.repeat(POST_LIMITS.title + 5),
      summary: 's'.repeat(POST_LIMITS.summary + 5),
      body: 'b'.repeat(POST_LIMITS.body + 5),
      tags: ['x'.repeat(POST_LIMITS.tag + 5)],
    });
    expect(Array.from(post.title)).toHaveLength(POST_LIMITS.title);
    expect(post.title.endsWith('…')).toBe(true);
    expect(Array.from(post.summary)).toHaveLength(POST_LIMITS.summary);
    expect(Array.from(post.body)).toHaveLength(POST_LIMITS.body);
    expect(Array.from(post.tags[0]!)).toHaveLength(POST_LIMITS.tag);
  });

  it('keeps the text tags once each, trimmed, at most their bound', () => {
    const many = Array.from({ length: POST_LIMITS.tags + 5 }, (_, index) => `Tag ${index}`);
    expect(parsePost('p', { tags: ['Web', 3, ' web ', '', null, 'Notes'] }).tags).toEqual([
      'Web',
      'Notes',
    ]);
    expect(parsePost('p', { tags: many }).tags).toEqual(many.slice(0, POST_LIMITS.tags));
    expect(parsePost('p', { tags: 'Web' }).tags).toEqual([]);
  });

  it('keeps a safe cover only', () => {
    expect(parsePost('p', { cover: 'https://cdn.example.com/c.webp' }).cover).toBe(
      'https://cdn.example.com/c.webp',
    );
    for (const cover of [
      'javascript:alert(1)',
      '//evil.example.com/c.png',
      'data:image/png,x',
      4,
    ]) {
      expect(parsePost('p', { cover }).cover).toBe('');
    }
  });

  it('keeps only dates that are ISO 8601 days or date-times with their zone', () => {
    for (const date of ['2026-11-29', '2026-11-29T08:30Z', '2026-11-29T09:30:15.5+01:00']) {
      expect(parsePost('p', { publishedAt: date }).publishedAt).toBe(date);
    }
    for (const date of [
      '2026-02-30',
      '2026-13-01',
      '2026-11-29T08:30',
      '2026-11-29T25:00Z',
      'yesterday',
      '29/11/2026',
      ' 2026-11-29',
      1_795_910_400_000,
    ]) {
      expect(parsePost('p', { publishedAt: date, updatedAt: date })).toMatchObject({
        publishedAt: '',
        updatedAt: '',
      });
    }
  });

  it('reads the translations as the texts, each tag translation following its tag', () => {
    const post = parsePost('p', {
      tags: ['Web', 'web', 3, 'Notes'],
      translations: {
        fr: { title: 'Bonjour', body: 7, tags: ['Toile', 'doublon', 'x', 'Carnet'], slug: 'x' },
        xx: { title: 'Unknown language' },
        de: { tags: ['', '', '', ''] },
      },
    });
    expect(post.translations.fr).toEqual({ title: 'Bonjour', tags: ['Toile', 'Carnet'] });
    expect(post.translations.de?.tags).toBeUndefined();
    expect(post.translations).not.toHaveProperty('xx');
  });
});

describe('isPostDate', () => {
  it('takes a leap day only in a leap year', () => {
    expect(isPostDate('2028-02-29')).toBe(true);
    expect(isPostDate('2026-02-29')).toBe(false);
  });
});

describe('publishedPostsNewestFirst', () => {
  it('leaves the drafts out and puts the newest first, then by slug, the undated last', () => {
    const posts = [
      parsePost('b-older', { draft: false, publishedAt: '2026-10-01' }),
      parsePost('undated', { draft: false }),
      parsePost('draft', { draft: true, publishedAt: '2026-12-01' }),
      parsePost('z-same-day', { draft: false, publishedAt: '2026-11-29' }),
      parsePost('a-same-day', { draft: false, publishedAt: '2026-11-29' }),
      parsePost('later-that-day', { draft: false, publishedAt: '2026-11-29T10:00:00+01:00' }),
    ];
    expect(publishedPostsNewestFirst(posts).map((post) => post.slug)).toEqual([
      'later-that-day',
      'a-same-day',
      'z-same-day',
      'b-older',
      'undated',
    ]);
  });
});
