import type { Page } from '@playwright/test';
import { parseAtomFeed, parseJsonFeed } from 'feedsmith';
import { DEMO_SITE_URL } from '../../src/domain/site-url';
import { content, expect, owner, test } from './support/fixtures';

interface DemoPost {
  slug: string;
  title: string;
  publishedAt: string;
  draft?: boolean;
}

const posts = (content as unknown as { posts?: DemoPost[] }).posts ?? [];
/** What a feed lists: no draft, the newest first, then by slug. */
const published = posts
  .filter(({ draft }) => !draft)
  .sort(
    (a, b) =>
      b.publishedAt.localeCompare(a.publishedAt) ||
      (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0),
  );
const drafts = posts.filter(({ draft }) => draft);

/** The same path on this server: the demo's feeds name the placeholder address. */
const pathOf = (url: string) => {
  expect(url.startsWith(DEMO_SITE_URL)).toBe(true);
  return new URL(url).pathname;
};

/** What the browser's strict XML parser says of `xml`: '' when it is well-formed. */
const xmlErrors = (page: Page, xml: string) =>
  page.evaluate(
    (text) =>
      new DOMParser().parseFromString(text, 'application/xml').querySelector('parsererror')
        ?.textContent ?? '',
    xml,
  );

test.describe("the writing's feeds, written by the build", () => {
  test('/feed.xml is Atom, served as such, every published post in it, each opening its page', async ({
    page,
    request,
  }) => {
    expect(published.length).toBeGreaterThan(0);
    const response = await request.get('/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']?.replace(/;\s*/, '; ')).toBe(
      'application/atom+xml; charset=utf-8',
    );
    const xml = await response.text();
    await page.goto('/');
    expect(await xmlErrors(page, xml)).toBe('');
    const feed = parseAtomFeed(xml);
    expect(feed.title?.value?.trim()).toBe(`Writing · ${owner}`);
    expect(feed.authors?.[0]?.name).toBe(owner);
    const entries = feed.entries ?? [];
    expect(entries.map(({ title }) => title?.value?.trim())).toEqual(
      published.map(({ title }) => title),
    );
    for (const draft of drafts) expect(xml).not.toContain(`/writing/${draft.slug}`);
    for (const entry of entries) {
      const link = entry.links?.find(({ rel }) => rel === 'alternate')?.href ?? '';
      expect(entry.id).toBe(link);
      const post = await request.get(pathOf(link));
      expect(post.status(), link).toBe(200);
      expect(await post.text()).toContain(`<title>${entry.title?.value?.trim()} · ${owner}`);
    }
  });

  test('/feed.json is JSON Feed 1.1, served as such, with the same posts', async ({ request }) => {
    const response = await request.get('/feed.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']?.replace(/;\s*/, '; ')).toBe(
      'application/feed+json; charset=utf-8',
    );
    const json = (await response.json()) as { version: string };
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    const feed = parseJsonFeed(json);
    const items = feed.items ?? [];
    expect(items.map(({ title }) => title)).toEqual(published.map(({ title }) => title));
    for (const item of items) {
      expect(item.id).toBe(item.url);
      expect(item.content_html).toMatch(/^<p>|^<div|^<h/);
      expect(item.date_published).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect((await request.get(pathOf(item.url ?? ''))).status(), item.url).toBe(200);
    }
  });

  test("each other language has its own feeds, in its words and at its pages' addresses", async ({
    page,
    request,
  }) => {
    const response = await request.get('/fr/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']?.replace(/;\s*/, '; ')).toBe(
      'application/atom+xml; charset=utf-8',
    );
    const xml = await response.text();
    await page.goto('/fr/');
    expect(await xmlErrors(page, xml)).toBe('');
    const feed = parseAtomFeed(xml);
    expect(feed.xml?.lang).toBe('fr');
    const links = (feed.entries ?? []).map(({ id }) => pathOf(id ?? ''));
    expect(links).toEqual(published.map(({ slug }) => `/fr/writing/${slug}`));
    const json = await request.get('/fr/feed.json');
    expect(json.headers()['content-type']?.replace(/;\s*/, '; ')).toBe(
      'application/feed+json; charset=utf-8',
    );
  });

  for (const path of ['/', `/writing/${published[0]?.slug}`, '/fr/']) {
    test(`${path} names its language's feeds in its head`, async ({ page, request }) => {
      await page.goto(path);
      const prefix = path === '/fr/' ? '/fr' : '';
      for (const [type, file] of [
        ['application/atom+xml', 'feed.xml'],
        ['application/feed+json', 'feed.json'],
      ] as const) {
        const link = page.locator(`head link[rel="alternate"][type="${type}"]`);
        await expect(link).toHaveAttribute('href', `${prefix}/${file}`);
        await expect(link).toHaveAttribute('title', /· Maya Lindqvist$/);
        expect((await request.get(`${prefix}/${file}`)).status()).toBe(200);
      }
    });
  }
});
