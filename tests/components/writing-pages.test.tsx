import { dehydrate, QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Post } from '@/domain/post';
import type { RenderedPost } from '@/domain/rendered-post';
import { publishedPostsNewestFirst } from '@/domain/post-order';
import { summarizePost } from '@/domain/post-summary';
import type { SiteLanguage, SiteLanguages } from '@/domain/site-languages';
import { parseUserProfile } from '@/domain/user-profile';
import { portfolioQueries } from '@/queries/portfolio-queries';
import { postQueries } from '@/queries/post-queries';
import { activateInterfaceLanguage } from '@/start/interface-catalogs';
import { makeUser } from '../support/factories';
import { makeReadPost } from '../support/post-fixtures';
import { renderApp } from '../support/render-app';

const ENGLISH: SiteLanguages = { default: 'en', all: ['en'] };
const BILINGUAL: SiteLanguages = { default: 'en', all: ['en', 'fr'] };
const words = (markdown: string) => Math.max(1, Math.ceil(markdown.split(/\s+/).length / 200));

const posts = [
  makeReadPost({
    slug: 'older',
    title: 'Older post',
    tags: ['Kotlin'],
    publishedAt: '2025-06-10',
    translations: { fr: { title: 'Article plus ancien' } },
  }),
  makeReadPost({
    slug: 'newest',
    title: 'Newest post',
    summary: 'What is new.',
    body: 'word '.repeat(900),
    tags: ['Web', 'kotlin'],
    publishedAt: '2026-11-20',
    updatedAt: '2026-11-28',
  }),
  makeReadPost({ slug: 'secret', title: 'Secret draft', publishedAt: '2026-12-01', draft: true }),
];

/** The cache the build gives a page of `site` in `language`, with what `fill` adds. */
function prerenderedCache(
  language: SiteLanguage,
  site: SiteLanguages,
  fill: (queryClient: QueryClient, shown: ReturnType<typeof summarizePost>[]) => void,
) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(portfolioQueries.userKey(), parseUserProfile(makeUser()));
  queryClient.setQueryData(portfolioQueries.projects().queryKey, []);
  const shown = publishedPostsNewestFirst(posts).map((post) =>
    summarizePost(post, language, site, words),
  );
  queryClient.setQueryData(postQueries.any({ language, site }).queryKey, shown.length > 0);
  fill(queryClient, shown);
  return dehydrate(queryClient);
}

const listCache = (language: SiteLanguage = 'en', site = ENGLISH) =>
  prerenderedCache(language, site, (queryClient, shown) =>
    queryClient.setQueryData(postQueries.list({ language, site }).queryKey, shown),
  );

function pageCache(post: Post, html: string) {
  const rendered: RenderedPost = { ...summarizePost(post, 'en', ENGLISH, words), html };
  return prerenderedCache('en', ENGLISH, (queryClient) =>
    queryClient.setQueryData(
      postQueries.page(post.slug, { language: 'en', site: ENGLISH }).queryKey,
      rendered,
    ),
  );
}

const titles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the list of posts', () => {
  afterEach(() => activateInterfaceLanguage('en'));

  it('lists the published posts newest first, with their dates, reading times and summaries', async () => {
    await renderApp({ url: '/writing', prerendered: listCache() });
    await screen.findByRole('heading', { level: 1, name: 'Writing' });
    expect(titles()).toEqual(['Newest post', 'Older post']);
    expect(screen.queryByText('Secret draft')).not.toBeInTheDocument();
    const newest = screen.getByRole('article', { name: 'Newest post' });
    expect(within(newest).getByRole('link', { name: 'Newest post' })).toHaveAttribute(
      'href',
      '/writing/newest',
    );
    expect(within(newest).getByText('November 20, 2026')).toHaveAttribute('datetime', '2026-11-20');
    expect(within(newest).getByText('5 min read')).toBeInTheDocument();
    expect(within(newest).getByText('What is new.')).toBeInTheDocument();
  });

  it('filters by the tag in the address, and a tag chosen goes into the address', async () => {
    const { user, router } = await renderApp({
      url: '/writing?tag=web',
      prerendered: listCache(),
    });
    const filter = await screen.findByRole('radiogroup', { name: 'Filter posts by tag' });
    await waitFor(() => expect(titles()).toEqual(['Newest post']));
    expect(within(filter).getByRole('radio', { name: 'Web' })).toBeChecked();
    // The newest post's spelling, met first: tags differing only in case are one.
    await user.click(within(filter).getByRole('radio', { name: 'kotlin' }));
    await waitFor(() => expect(titles()).toEqual(['Newest post', 'Older post']));
    expect(router.state.location.search).toEqual({ tag: 'kotlin' });
    await user.click(within(filter).getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('writes dates and reading times in French on a French page, titles translated', async () => {
    await activateInterfaceLanguage('fr');
    await renderApp({
      url: '/fr/writing',
      prerendered: listCache('fr', BILINGUAL),
      pageLanguage: { language: 'fr', site: BILINGUAL },
    });
    const older = await screen.findByRole('article', { name: 'Article plus ancien' });
    expect(within(older).getByText('10 juin 2025')).toBeInTheDocument();
    expect(within(older).getByRole('link', { name: 'Article plus ancien' })).toHaveAttribute(
      'href',
      '/fr/writing/older',
    );
    // Left in English, and marked so.
    const newest = screen.getByRole('link', { name: 'Newest post' });
    expect(newest).toHaveAttribute('lang', 'en');
    expect(screen.getByText('20 novembre 2026')).toBeInTheDocument();
  });

  it('links to the posts from the header, when the build says there are any', async () => {
    await renderApp({ url: '/writing', prerendered: listCache() });
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Writing' })).toHaveAttribute('href', '/writing');
  });

  it('has no header link and no page without posts', async () => {
    const empty = prerenderedCache('en', ENGLISH, (queryClient) => {
      queryClient.setQueryData(postQueries.any({ language: 'en', site: ENGLISH }).queryKey, false);
      queryClient.setQueryData(postQueries.list({ language: 'en', site: ENGLISH }).queryKey, []);
    });
    await renderApp({ url: '/writing', prerendered: empty });
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Writing');
    expect(screen.queryByRole('link', { name: 'Writing' })).not.toBeInTheDocument();
  });
});

describe("a post's page", () => {
  const post = posts[1]!;

  it('shows its title, dates, reading time, tags and the body the build rendered', async () => {
    await renderApp({
      url: '/writing/newest',
      prerendered: pageCache(post, '<h2 id="why">Why</h2><p>The <strong>body</strong>.</p>'),
    });
    const article = await screen.findByRole('article', { name: 'Newest post' });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Newest post');
    expect(within(article).getByText('November 20, 2026')).toHaveAttribute(
      'datetime',
      '2026-11-20',
    );
    expect(within(article).getByText('November 28, 2026')).toBeInTheDocument();
    expect(within(article).getByText('5 min read')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'Why' })).toBeInTheDocument();
    expect(within(article).getByText('body').tagName).toBe('STRONG');
    expect(within(article).getByRole('link', { name: 'Posts tagged Web' })).toHaveAttribute(
      'href',
      '/writing?tag=Web',
    );
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/writing');
  });

  it('is the not-found page for a slug no published post has', async () => {
    const cache = prerenderedCache('en', ENGLISH, (queryClient) =>
      queryClient.setQueryData(
        postQueries.page('secret', { language: 'en', site: ENGLISH }).queryKey,
        null,
      ),
    );
    await renderApp({ url: '/writing/secret', prerendered: cache });
    await waitFor(() => expect(document.querySelector('main.not-found')).not.toBeNull());
    expect(screen.queryByText('Secret draft')).not.toBeInTheDocument();
  });
});

describe("the home page's latest posts", () => {
  it('shows the latest three after the projects, and the way to them all', async () => {
    const many = [...Array(5).keys()].map((index) =>
      summarizePost(
        makeReadPost({ title: `Post number ${index}`, publishedAt: `2026-0${index + 1}-01` }),
        'en',
        ENGLISH,
        words,
      ),
    );
    const cache = prerenderedCache('en', ENGLISH, (queryClient) =>
      queryClient.setQueryData(
        postQueries.latest({ language: 'en', site: ENGLISH }).queryKey,
        many.reverse().slice(0, 3),
      ),
    );
    await renderApp({ url: '/', prerendered: cache });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Writing' });
    const section = heading.closest('section')!;
    expect(section.previousElementSibling).toHaveAttribute('id', 'projects');
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((title) => title.textContent),
    ).toEqual(['Post number 4', 'Post number 3', 'Post number 2']);
    expect(within(section).getByRole('link', { name: 'All posts' })).toHaveAttribute(
      'href',
      '/writing',
    );
  });

  it('is not there without posts', async () => {
    await renderApp({ url: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Ada Example' });
    expect(screen.queryByRole('heading', { name: 'Writing' })).not.toBeInTheDocument();
    expect(document.getElementById('writing')).toBeNull();
  });
});
