import { describe, expect, it } from 'vitest';
import type { SiteLanguages } from '@/domain/site-languages';
import { formatPostDate } from '@/domain/post-date-format';
import { describePostPage, describeWritingPage } from '@/domain/post-metadata';
import { localizePost, postTags, summarizePost } from '@/domain/post-summary';
import { describePostSharing } from '@/domain/share-metadata';
import { describePostStructuredData } from '@/domain/structured-data';
import { parseUserProfile } from '@/domain/user-profile';
import { makeUser } from '../support/factories';
import { makeReadPost } from '../support/post-fixtures';

const SITE: SiteLanguages = { default: 'en', all: ['en', 'fr'] };
const user = parseUserProfile(makeUser({ name: 'Ada Example', twitter: 'https://x.com/ada' }));

describe('the tags of posts', () => {
  it('lists each tag once, in the spelling first met', () => {
    expect(postTags([{ tags: ['Kotlin', 'web'] }, { tags: ['kotlin', 'Rust'] }])).toEqual([
      'Kotlin',
      'web',
      'Rust',
    ]);
  });
});

describe('a post in a language', () => {
  const post = makeReadPost({
    title: 'Hello',
    summary: 'In English.',
    body: 'one two three',
    tags: ['Kotlin', 'web'],
    translations: { fr: { title: 'Bonjour', body: 'un deux', tags: ['', 'toile'] } },
  });

  it('takes the translated texts and marks those left in the default language', () => {
    const shown = localizePost(post, 'fr', SITE);
    expect(shown.title).toBe('Bonjour');
    expect(shown.body).toBe('un deux');
    expect(shown.summary).toBe('In English.');
    expect(shown.textLanguage).toEqual({ summary: 'en' });
    expect(shown.tagLabels).toEqual([{ text: 'Kotlin', lang: 'en' }, { text: 'toile' }]);
    expect(shown.tags).toEqual(['Kotlin', 'web']);
  });

  it('summarizes without the body, its reading time read from the page language body', () => {
    const summary = summarizePost(post, 'fr', SITE, (markdown) => markdown.length);
    expect(summary).not.toHaveProperty('body');
    expect(summary).not.toHaveProperty('translations');
    expect(summary.minutes).toBe('un deux'.length);
  });
});

describe("a post page's head", () => {
  const post = makeReadPost({
    slug: 'on-kotlin',
    title: 'On Kotlin',
    summary: 'Why  I like\nit.',
    tags: ['Kotlin'],
    publishedAt: '2026-11-01',
    updatedAt: '2026-11-20T08:00:00Z',
  });

  it('titles the page by the post and its owner, described by the summary on one line', () => {
    expect(describePostPage(post, user)).toEqual({
      title: 'On Kotlin · Ada Example',
      description: 'Why I like it.',
    });
    expect(describePostPage({ title: '', summary: '' }, null)).toEqual({
      title: 'Untitled post · Portfolio',
      description: 'Untitled post',
    });
    expect(describeWritingPage(user).title).toBe('Writing · Ada Example');
  });

  it('shares as an article with its times, tags and own image', () => {
    const sharing = describePostSharing(post, user, {
      siteUrl: 'https://ada.example/',
      previewImage: { path: '/assets/p.png', width: 1200, height: 630, alt: 'On Kotlin' },
    });
    expect(sharing.canonical).toBe('https://ada.example/writing/on-kotlin');
    const tags = [...sharing.profileTags, ...sharing.addressTags].map(
      ({ key, content }) => `${key}=${content}`,
    );
    expect(tags).toEqual(
      expect.arrayContaining([
        'og:type=article',
        'article:published_time=2026-11-01',
        'article:modified_time=2026-11-20T08:00:00Z',
        'article:tag=Kotlin',
        'og:url=https://ada.example/writing/on-kotlin',
        'og:image=https://ada.example/assets/p.png',
        'twitter:creator=@ada',
      ]),
    );
  });

  it('describes a BlogPosting by the owner', () => {
    const graph = describePostStructuredData(
      { ...post, cover: '/covers/k.png' },
      user,
      'https://ada.example/',
      {
        path: '/fr/writing/on-kotlin',
        language: 'fr',
      },
    ) as unknown as { '@graph': [{ '@id': string }, Record<string, unknown>] };
    const [person, posting] = graph['@graph'];
    expect(posting).toEqual({
      '@type': 'BlogPosting',
      headline: 'On Kotlin',
      description: 'Why I like it.',
      datePublished: '2026-11-01',
      dateModified: '2026-11-20T08:00:00Z',
      author: { '@id': person['@id'] },
      image: 'https://ada.example/covers/k.png',
      inLanguage: 'fr',
      url: 'https://ada.example/fr/writing/on-kotlin',
      mainEntityOfPage: 'https://ada.example/fr/writing/on-kotlin',
      keywords: 'Kotlin',
    });
  });
});

describe("a post's dates", () => {
  it('are written as the locale writes them, on the day they name', () => {
    expect(formatPostDate('2026-11-29', 'en')).toBe('November 29, 2026');
    expect(formatPostDate('2026-11-29', 'fr')).toBe('29 novembre 2026');
    expect(formatPostDate('2026-11-29T23:30:00Z', 'de')).toBe('29. November 2026');
    expect(formatPostDate('soon', 'en')).toBe('');
  });
});
