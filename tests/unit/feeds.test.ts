// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseAtomFeed, parseJsonFeed } from 'feedsmith';
import { describe, expect, it } from 'vitest';
import type { PortfolioDocuments } from '@/data/portfolio-repository';
import { siteLanguagesOf, type SiteLanguage } from '@/domain/site-languages';
import { feedContent, prerenderPage } from '@/start/entry-prerender';
import { renderFeeds, writeFeeds } from '../../scripts/lib/write-feeds';
import firebaseJson from '../../firebase.json';
import { makeContent, makePost, makeProject, makeUser } from '../support/factories';
import { hostingDeploys, useTempDist } from '../support/hosting-folder';

const SITE = 'https://ada.example/';
const LAST_CHANGED = new Date('2026-12-01T12:00:00Z');
// RFC 3339's date-time: a full date, a time and a zone.
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

const documents: PortfolioDocuments = makeContent({
  user: makeUser({ name: 'Ada Lovelace', languages: ['en', 'fr'] }),
  projects: [makeProject({ id: 'weather', title: 'Weather' })],
  posts: [
    makePost({
      slug: 'on-kotlin',
      title: 'Kotlin <vs> Java & friends',
      summary: 'Why I <3 it & more.',
      body: [
        '## Why',
        '',
        'See [the app](/projects/weather), [this part](#why) and ![a chart](/demo/chart.png).',
        '',
        'Raw <script>alert(1)</script> and [a bad link](javascript:alert(1)) and ]]> here.',
        '',
        'Elsewhere: [GitHub](https://github.com/ada/app?tab=readme) and <ada@example.com>.',
      ].join('\n'),
      tags: ['kotlin', 'jvm'],
      cover: '/demo/kotlin.png',
      publishedAt: '2026-11-20',
      updatedAt: '2026-11-28T09:30:00+01:00',
      translations: { fr: { title: 'Sur Kotlin', tags: ['kotlin', 'JVM fr'] } },
    }),
    makePost({ slug: 'older', title: 'Older', publishedAt: '2025-01-01' }),
    makePost({ slug: 'secret', title: 'Secret draft', publishedAt: '2027-01-01', draft: true }),
  ],
});
const site = siteLanguagesOf(['en', 'fr']);

async function feedsIn(language: SiteLanguage, content = documents) {
  return renderFeeds({
    siteUrl: SITE,
    language,
    site,
    content: await feedContent(content, language, { siteUrl: SITE }),
    lastChanged: LAST_CHANGED,
  });
}

describe('the Atom feed', { timeout: 30_000 }, () => {
  it('has every field Atom requires, the published posts newest first, never a draft', async () => {
    const { atom } = await feedsIn('en');
    const feed = parseAtomFeed(atom);
    expect(feed.id).toBe(`${SITE}feed.xml`);
    expect(feed.title?.value?.trim()).toBe('Writing · Ada Lovelace');
    expect(feed.updated).toMatch(RFC_3339);
    expect(feed.authors).toEqual([{ name: 'Ada Lovelace', uri: SITE }]);
    expect(feed.links).toEqual(
      expect.arrayContaining([
        { href: `${SITE}feed.xml`, rel: 'self', type: 'application/atom+xml' },
        expect.objectContaining({ href: `${SITE}writing`, rel: 'alternate' }),
      ]),
    );
    const entries = feed.entries ?? [];
    expect(entries.map(({ id }) => id)).toEqual([
      `${SITE}writing/on-kotlin`,
      `${SITE}writing/older`,
    ]);
    expect(atom).not.toContain('secret');
    for (const entry of entries) {
      expect(entry.title?.value?.trim()).toBeTruthy();
      expect(entry.updated).toMatch(RFC_3339);
      expect(entry.published).toMatch(RFC_3339);
      expect(entry.links?.[0]).toMatchObject({ href: entry.id, rel: 'alternate' });
      expect(entry.content?.type).toBe('html');
    }
  });

  it('carries a post whole: its dates, tags, cover, and its body with absolute addresses', async () => {
    const entry = parseAtomFeed((await feedsIn('en')).atom).entries?.[0];
    expect(entry?.published).toBe('2026-11-20T00:00:00.000Z');
    expect(entry?.updated).toBe('2026-11-28T08:30:00.000Z');
    expect(entry?.categories?.map(({ term }) => term)).toEqual(['kotlin', 'jvm']);
    expect(entry?.media?.thumbnails?.[0]?.url).toBe(`${SITE}demo/kotlin.png`);
    const html = entry?.content?.value ?? '';
    expect(html).toContain(`href="${SITE}projects/weather"`);
    expect(html).toContain(`href="${SITE}writing/on-kotlin#why"`);
    expect(html).toContain(`src="${SITE}demo/chart.png"`);
    // Addresses already absolute stay as the page has them.
    expect(html).toContain('href="https://github.com/ada/app?tab=readme" target="_blank"');
    expect(html).toContain('href="mailto:ada@example.com"');
    // The renderer's safety holds in the feed: raw HTML is text, an unsafe link is no link.
    expect(html).not.toContain('<script');
    expect(html).toContain('&#x3C;script>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain(']]> here');
  });

  it('escapes text: a title with < and & reads back exactly', async () => {
    const { atom } = await feedsIn('en');
    // Outside character data, no markup of the owner's and no bare ampersand.
    const markup = atom.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
    expect(markup).not.toContain('<vs>');
    expect(markup).not.toMatch(/&(?![a-z]+;|#)/);
    const entry = parseAtomFeed(atom).entries?.[0];
    expect(entry?.title?.value?.trim()).toBe('Kotlin <vs> Java & friends');
    expect(entry?.summary?.value?.trim()).toBe('Why I <3 it & more.');
  });

  it('is the same from the same content: ids and times stable across builds', async () => {
    expect((await feedsIn('en')).atom).toBe((await feedsIn('en')).atom);
  });

  it("in another language is at that language's addresses, with its texts", async () => {
    const { atom, json } = await feedsIn('fr');
    const feed = parseAtomFeed(atom);
    expect(feed.id).toBe(`${SITE}fr/feed.xml`);
    expect(feed.xml?.lang).toBe('fr');
    const [kotlin] = feed.entries ?? [];
    expect(kotlin?.id).toBe(`${SITE}fr/writing/on-kotlin`);
    expect(kotlin?.title?.value?.trim()).toBe('Sur Kotlin');
    expect(kotlin?.categories?.map(({ label }) => label)).toEqual(['kotlin', 'JVM fr']);
    // Its body has no French translation: the entry says it is in English.
    expect(kotlin?.xml?.lang).toBe('en');
    expect(parseJsonFeed(JSON.parse(json)).items?.[0]).toMatchObject({
      id: `${SITE}fr/writing/on-kotlin`,
      language: 'en',
    });
  });
});

describe('the JSON feed', { timeout: 30_000 }, () => {
  it("has JSON Feed 1.1's version, title and items with id, url, content_html and dates", async () => {
    const { json, atom } = await feedsIn('en');
    const feed = parseJsonFeed(JSON.parse(json));
    expect(JSON.parse(json)).toMatchObject({ version: 'https://jsonfeed.org/version/1.1' });
    expect(feed).toMatchObject({
      title: 'Writing · Ada Lovelace',
      home_page_url: `${SITE}writing`,
      feed_url: `${SITE}feed.json`,
      authors: [{ name: 'Ada Lovelace', url: SITE }],
    });
    const items = feed.items ?? [];
    expect(items.map(({ id }) => id)).toEqual([`${SITE}writing/on-kotlin`, `${SITE}writing/older`]);
    expect(items[0]).toMatchObject({
      url: `${SITE}writing/on-kotlin`,
      title: 'Kotlin <vs> Java & friends',
      summary: 'Why I <3 it & more.',
      image: `${SITE}demo/kotlin.png`,
      tags: ['kotlin', 'jvm'],
      content_html: parseAtomFeed(atom).entries?.[0]?.content?.value?.trim(),
    });
    for (const item of items) {
      expect(item.date_published).toMatch(RFC_3339);
      expect(item.date_modified).toMatch(RFC_3339);
    }
  });

  it('without posts is a valid feed with no items, its time the content’s', async () => {
    const { json, atom } = await feedsIn('en', { ...documents, posts: [] });
    expect(JSON.parse(json)).toMatchObject({ items: [] });
    expect(parseJsonFeed(JSON.parse(json)).title).toBe('Writing · Ada Lovelace');
    const feed = parseAtomFeed(atom);
    expect(feed.entries ?? []).toEqual([]);
    expect(feed.updated).toBe(LAST_CHANGED.toISOString());
  });
});

describe('writeFeeds', () => {
  const dist = useTempDist('portfolio-feeds-');

  it("writes each language's feeds at its addresses, which Hosting deploys with their types", async () => {
    const paths: string[] = [];
    for (const language of site.all) {
      const content = await feedContent(documents, language, { siteUrl: SITE });
      paths.push(
        ...(await writeFeeds(dist(), {
          siteUrl: SITE,
          language,
          site,
          content,
          lastChanged: LAST_CHANGED,
        })),
      );
    }
    expect(paths).toEqual(['/feed.xml', '/feed.json', '/fr/feed.xml', '/fr/feed.json']);
    expect(hostingDeploys(dist()).sort()).toEqual(
      ['feed.json', 'feed.xml', 'fr/feed.json', 'fr/feed.xml'].sort(),
    );
    const french = await readFile(join(dist(), 'fr', 'feed.xml'), 'utf8');
    expect(parseAtomFeed(french).id).toBe(`${SITE}fr/feed.xml`);
    const types = Object.fromEntries(
      firebaseJson.hosting.headers.flatMap(({ source, headers }) =>
        headers.filter(({ key }) => key === 'Content-Type').map(({ value }) => [source, value]),
      ),
    );
    expect(types['**/feed.xml']).toBe('application/atom+xml; charset=utf-8');
    expect(types['**/feed.json']).toBe('application/feed+json; charset=utf-8');
  });
});

describe("every page's head", { timeout: 30_000 }, () => {
  const head = async (path: string, content = documents, siteUrl: string | null = SITE) =>
    (
      await prerenderPage(path, content, {
        addresses: { siteUrl, previewImage: null },
        indexable: true,
      })
    ).head;
  const links = (html: string) =>
    [
      ...html.matchAll(/<link rel="alternate" type="([^"]+)" title="([^"]+)" href="([^"]+)"\/>/g),
    ].map(([, type, title, href]) => ({ type, title, href }));

  it("names its language's feeds when there are posts", async () => {
    const english = [
      { type: 'application/atom+xml', title: 'Writing · Ada Lovelace', href: '/feed.xml' },
      { type: 'application/feed+json', title: 'Writing · Ada Lovelace', href: '/feed.json' },
    ];
    expect(links(await head('/'))).toEqual(english);
    expect(links(await head('/writing/on-kotlin'))).toEqual(english);
    expect(links(await head('/projects/weather'))).toEqual(english);
    expect(links(await head('/fr/')).map(({ href }) => href)).toEqual([
      '/fr/feed.xml',
      '/fr/feed.json',
    ]);
  });

  it('names none without a published post, or without the address the feeds need', async () => {
    const drafts = { ...documents, posts: [makePost({ draft: true })] };
    expect(links(await head('/', drafts))).toEqual([]);
    expect(links(await head('/', documents, null))).toEqual([]);
  });
});
