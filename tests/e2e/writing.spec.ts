import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { content, expect, isPhone, owner, scrollThrough, test } from './support/fixtures';

interface DemoPost {
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  publishedAt: string;
  draft?: boolean;
  translations?: { fr?: { title?: string } };
}

const posts = (content as unknown as { posts?: DemoPost[] }).posts ?? [];
/** What a visitor reads: no draft, the newest first, then by slug. */
const published = posts
  .filter(({ draft }) => !draft)
  .sort(
    (a, b) =>
      b.publishedAt.localeCompare(a.publishedAt) ||
      (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0),
  );
const newest = published[0]!;
/** A tag some posts have and others not: choosing it changes the list. */
const narrowTag = published
  .flatMap(({ tags }) => tags)
  .find((tag) => published.some((post) => !post.tags.includes(tag)))!;

/** The app runs the page: the hint that controls wait for it is gone (src/ui/app-starting.tsx). */
async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('#app-starting-hint')).toHaveCount(0);
}

const listedTitles = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();

test.describe('/writing', () => {
  test('lists the published posts newest first, filtered by the tag in the address', async ({
    page,
  }) => {
    const response = await page.goto('/writing');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Writing' })).toBeVisible();
    expect(await listedTitles(page)).toEqual(published.map(({ title }) => title));
    await expect(page).toHaveTitle(`Writing · ${owner}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/writing$/);
    await waitForApp(page);
    const filter = page.getByRole('radiogroup', { name: 'Filter posts by tag' });
    await filter.getByText(narrowTag, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?tag=${encodeURIComponent(narrowTag)}$`));
    await expect
      .poll(() => listedTitles(page))
      .toEqual(published.filter(({ tags }) => tags.includes(narrowTag)).map(({ title }) => title));
    // The address's tag on arrival.
    await page.goto(`/writing?tag=${encodeURIComponent(narrowTag)}`);
    await waitForApp(page);
    await expect(filter.getByRole('radio', { name: narrowTag })).toBeChecked();
    await expect
      .poll(() => listedTitles(page))
      .toEqual(published.filter(({ tags }) => tags.includes(narrowTag)).map(({ title }) => title));
  });

  test("opens from the header's Writing link and from the home page's latest posts", async ({
    page,
  }) => {
    await page.goto('/');
    const latest = page.locator('section#writing');
    await expect(latest.getByRole('heading', { level: 3 })).toHaveText(
      published.slice(0, 3).map(({ title }) => title),
    );
    await latest.getByRole('link', { name: newest.title }).click();
    await expect(page).toHaveURL(new RegExp(`/writing/${newest.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
    const banner = page.getByRole('banner');
    if (isPhone(page)) await banner.getByRole('button', { name: 'Menu' }).click();
    await banner.getByRole('link', { name: 'Writing' }).click();
    await expect(page).toHaveURL(/\/writing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Writing' })).toBeVisible();
  });
});

test.describe("a post's page", () => {
  test('shows the post the build rendered, with its head: title, canonical, hreflang, BlogPosting', async ({
    page,
  }) => {
    const response = await page.goto(`/writing/${newest.slug}`);
    expect(response?.status()).toBe(200);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(newest.title);
    await expect(article.locator('time').first()).toHaveAttribute('datetime', newest.publishedAt);
    await expect(article.getByText(/\d+ min read/)).toBeVisible();
    await expect(article.locator('.post-body > *').first()).toBeVisible();
    // The cover has its size before it loads: nothing below it moves when it arrives.
    const cover = article.locator('img.post-cover');
    await expect(cover).toHaveAttribute('width', /^\d+$/);
    await expect(cover).toHaveAttribute('height', /^\d+$/);
    await expect(page).toHaveTitle(`${newest.title} · ${owner}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      newest.summary.replace(/\s+/g, ' ').trim(),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/writing/${newest.slug}$`),
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\.png$/);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates.sort()).toEqual(['en', 'fr', 'x-default']);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@graph': Record<string, unknown>[] };
    const posting = jsonLd['@graph'].find((node) => node['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: newest.title,
      datePublished: newest.publishedAt,
      inLanguage: 'en',
      url: expect.stringMatching(new RegExp(`/writing/${newest.slug}$`)) as unknown,
      author: { '@id': expect.stringMatching(/#owner$/) as unknown },
    });
  });

  test("the body travels once, in the page's HTML, and stays as the build wrote it once the app runs", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`/writing/${newest.slug}`)).text();
    await page.goto(`/writing/${newest.slug}`);
    const paragraph = page.locator('.post-body p').first();
    const words = ((await paragraph.textContent()) ?? '').slice(0, 40);
    expect(words.length).toBeGreaterThan(20);
    // Not again in the page's query cache: the cache holds the post without its body.
    expect(html.split(words).length - 1).toBe(1);
    await waitForApp(page);
    await expect(paragraph).toContainText(words);
    await expect(page.locator('.post-body pre').first()).toBeVisible();
  });

  test("a draft's address, or an unknown slug's, is the not-found page with status 404", async ({
    page,
    guard,
  }) => {
    const hidden = posts.find(({ draft }) => draft)?.slug ?? 'no-such-post';
    guard.allowFailedRequest(new RegExp(`/writing/${hidden}$`));
    const response = await page.goto(`/writing/${hidden}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('pagenotfound works!')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(
      posts.find(({ draft }) => draft)?.title ?? newest.title,
    );
  });

  test('in French: its address, the words and the dates in French', async ({ page }) => {
    await page.goto(`/fr/writing/${newest.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      newest.translations?.fr?.title || newest.title,
    );
    await expect(page.getByRole('article').getByText(/\d+ min de lecture/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tous les articles' })).toHaveAttribute(
      'href',
      '/fr/writing',
    );
    await page.goto('/fr/writing');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list and a post read whole', async ({ page }) => {
    await page.goto('/writing');
    expect(await listedTitles(page)).toEqual(published.map(({ title }) => title));
    await page.getByRole('link', { name: newest.title }).click();
    await expect(page).toHaveURL(new RegExp(`/writing/${newest.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
    await expect(page.locator('.post-body > *').first()).toBeVisible();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} colour scheme`, () => {
    test.use({ colorScheme, reducedMotion: 'reduce' });

    for (const [name, path] of [
      ['list', '/writing'],
      ['post', `/writing/${newest.slug}`],
      ...published.slice(1).map(({ slug }) => [slug, `/writing/${slug}`] as const),
    ] as const) {
      test(`${name} has no axe violations, and a screenshot is kept`, async ({ page }, info) => {
        await page.goto(path);
        await waitForApp(page);
        await scrollThrough(page);
        await expectNoAxeViolations(page);
        // Nothing wider than the screen: a long line of code scrolls inside its own box.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `test-results/screenshots/${info.project.name}-${colorScheme}-writing-${name}.png`,
          fullPage: true,
        });
      });
    }
  });
}
