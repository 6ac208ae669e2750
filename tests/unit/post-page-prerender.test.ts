import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import type { PortfolioDocuments } from '@/data/portfolio-repository';
import type { ShareAddresses } from '@/domain/share-metadata';
import { listStaticPaths, prerenderPage } from '@/start/entry-prerender';
import { fillTemplate } from '../../scripts/prerender';
import { makeContent, makeUser } from '../support/factories';

const TEMPLATE = readFileSync('index.html', 'utf8');
const ADDRESSES: ShareAddresses = {
  siteUrl: 'https://ada.example/',
  previewImage: { path: '/assets/preview-post0123.png', width: 1200, height: 630, alt: 'A post' },
};
const OPTIONS = { addresses: ADDRESSES, indexable: true };

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true },
});
afterAll(() => window.happyDOM.close());

const post = (fields: Record<string, unknown>) => ({
  title: 'A post',
  summary: 'What it says.',
  body: 'Some words.',
  tags: [],
  cover: '',
  publishedAt: '2026-01-01',
  updatedAt: '',
  draft: false,
  ...fields,
});

const withPosts: PortfolioDocuments = {
  ...makeContent({ user: makeUser({ languages: ['en', 'fr'] }) }),
  posts: [
    post({
      slug: 'on-kotlin',
      title: 'On Kotlin',
      summary: 'Why I like it.',
      body: '## Why\n\nBecause <script>alert(1)</script> and [a link](javascript:alert(1)).\n\n```kotlin\nval x = 1\n```\n',
      tags: ['Kotlin'],
      publishedAt: '2026-11-20',
      updatedAt: '2026-11-28',
      translations: { fr: { title: 'Sur Kotlin', body: '## Pourquoi\n\nParce que.' } },
    }),
    post({ slug: 'older', title: 'Older', publishedAt: '2025-01-01' }),
    post({ slug: 'secret', title: 'Secret draft', publishedAt: '2027-01-01', draft: true }),
  ],
};

async function renderPage(path: string, documents = withPosts) {
  const page = await prerenderPage(path, documents, OPTIONS);
  const html = fillTemplate(TEMPLATE, page);
  return { page, html, document: new window.DOMParser().parseFromString(html, 'text/html') };
}

describe('the writing, prerendered', { timeout: 30_000 }, () => {
  it('writes a page for the list and each published post in it, never a draft', async () => {
    const paths = await listStaticPaths(withPosts);
    expect(paths).toEqual(
      expect.arrayContaining(['/writing', '/writing/on-kotlin', '/writing/older']),
    );
    expect(paths).not.toContain('/writing/secret');
    const without = await listStaticPaths(makeContent());
    expect(without.filter((path) => path.startsWith('/writing'))).toEqual([]);
  });

  it("renders a post's body at build time, safely, with its head", async () => {
    const { document, page } = await renderPage('/writing/on-kotlin');
    const body = document.querySelector('.post-body');
    // The body's headings sit below the page's h1, from h2.
    expect(body?.querySelector('h2')?.textContent).toContain('Why');
    expect(body?.querySelector('pre code [class^="hljs-"]')).not.toBeNull();
    expect(body?.querySelector('script')).toBeNull();
    expect(body?.textContent).toContain('<script>alert(1)</script>');
    expect(body?.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(document.title).toBe('On Kotlin · Ada Example');
    expect(page.metadata.description).toBe('Why I like it.');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://ada.example/writing/on-kotlin',
    );
    const property = (key: string) =>
      document.querySelector(`meta[property="${key}"]`)?.getAttribute('content');
    expect(property('og:type')).toBe('article');
    expect(property('article:published_time')).toBe('2026-11-20');
    expect(property('article:modified_time')).toBe('2026-11-28');
    expect(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) =>
        link.getAttribute('hreflang'),
      ),
    ).toEqual(['en', 'fr', 'x-default']);
    const graph = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { '@graph': Record<string, unknown>[] };
    expect(graph['@graph'].map((node) => node['@type'])).toEqual(['Person', 'BlogPosting']);
    expect(graph['@graph'][1]).toMatchObject({
      headline: 'On Kotlin',
      inLanguage: 'en',
      url: 'https://ada.example/writing/on-kotlin',
      image: 'https://ada.example/assets/preview-post0123.png',
      keywords: 'Kotlin',
    });
  });

  it('renders the French page from the translated Markdown, its cache in French only', async () => {
    const { document, html } = await renderPage('/fr/writing/on-kotlin');
    expect(document.querySelector('h1')?.textContent).toBe('Sur Kotlin');
    expect(document.querySelector('.post-body h2')?.textContent).toContain('Pourquoi');
    expect(document.title).toBe('Sur Kotlin · Ada Example');
    // The English body is in no part of the page, its cache included.
    expect(html).not.toContain('Because');
    expect(html).not.toContain('val x');
  });

  it('lists the posts newest first, without drafts, and the home page the latest', async () => {
    const list = await renderPage('/writing');
    expect([...list.document.querySelectorAll('main h2')].map((h) => h.textContent)).toEqual([
      'On Kotlin',
      'Older',
    ]);
    expect(list.html).not.toContain('Secret draft');
    expect(list.document.title).toBe('Writing · Ada Example');
    const listGraph = JSON.parse(
      list.document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { '@graph': { '@type': string; blogPost?: { headline: string; url: string }[] }[] };
    const blog = listGraph['@graph'].find((node) => node['@type'] === 'Blog');
    expect(blog?.blogPost?.map(({ headline, url }) => [headline, url])).toEqual([
      ['On Kotlin', 'https://ada.example/writing/on-kotlin'],
      ['Older', 'https://ada.example/writing/older'],
    ]);
    const home = await renderPage('/');
    expect([...home.document.querySelectorAll('#writing h3')].map((h) => h.textContent)).toEqual([
      'On Kotlin',
      'Older',
    ]);
    expect(home.html).not.toContain('Secret draft');
    expect(home.html).not.toContain('Some words.');
  });

  it('leaves the home page as it was without posts: the same HTML and scripts', async () => {
    // One content: each makeContent() numbers its project anew.
    const base = makeContent();
    const before = await renderPage('/', base);
    const none = await renderPage('/', { ...base, posts: [] });
    const onlyDrafts = await renderPage('/', {
      ...base,
      posts: [post({ slug: 'secret', draft: true })],
    });
    // The router's state carries the time it was rendered at, which no two renders share (nor,
    // so, the policy's hashes of it in the filled template).
    const untimed = ({
      page,
    }: {
      page: { html: string; scripts: { html: string }; head: string };
    }) => (page.html + page.scripts.html + page.head).replace(/\b1\d{12}\b/g, 'TIME');
    expect(untimed(none)).toBe(untimed(before));
    expect(untimed(onlyDrafts)).toBe(untimed(before));
    expect(before.html).not.toMatch(/writing|"posts"/i);
  });

  it('is the not-found page at a draft or unknown slug', async () => {
    for (const slug of ['secret', 'nothing']) {
      const { document, html } = await renderPage(`/writing/${slug}`);
      expect(document.querySelector('main.not-found')).not.toBeNull();
      expect(html).not.toContain('Secret draft');
    }
  });
});
