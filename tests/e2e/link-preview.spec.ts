import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { DEMO_SITE_URL } from '../../src/domain/site-url';
import { content, expect, owner, test } from './support/fixtures';

/** The site as Firebase Hosting serves it (its emulator: playwright.config.ts). */
const site = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

test.describe('what a shared link to the memory build shows', () => {
  test('a link preview parser reads the title, description, URL and a 1200×630 PNG image', async ({
    request,
  }) => {
    // What LinkedIn or Slack do: fetch the HTML (no JavaScript) and read its head.
    const { error, result } = await ogs({ url: `${site}/`, timeout: 10 });
    expect(error).toBe(false);
    expect(result.ogTitle).toBe(`${owner} · Portfolio`);
    expect(result.ogDescription).toMatch(/^Hi, I'm Maya, a mobile and web developer/);
    expect(result.ogUrl).toBe(DEMO_SITE_URL);
    expect(result.ogType).toBe('profile');
    expect(result.ogSiteName).toBe(owner);
    expect(result.twitterCard).toBe('summary_large_image');
    expect(result.twitterCreator).toBe('@maya_lq_demo');
    const [image] = result.ogImage ?? [];
    // As the tags say them: text.
    expect(image).toMatchObject({ type: 'image/png', width: '1200', height: '630' });
    expect(image?.url).toMatch(new RegExp(`^${DEMO_SITE_URL}assets/preview-[0-9a-f]{12}\\.png$`));

    // The placeholder address is not this server: the same path, asked of it.
    const response = await request.get(`${site}${new URL(image?.url ?? '').pathname}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const png = await sharp(await response.body()).metadata();
    expect([png.format, png.width, png.height]).toEqual(['png', 1200, 630]);

    const [graph] = (result.jsonLD ?? []) as { '@graph': { name: string }[] }[];
    expect(graph?.['@graph'].map((node) => node.name)).toEqual([owner, `Projects by ${owner}`]);
  });

  test("a project page's preview shows the project, its own image and its own address", async ({
    request,
  }) => {
    const [project] = content.projects;
    if (!project) throw new Error('The demo has projects.');
    const address = `${DEMO_SITE_URL}projects/${project.id}`;
    const { error, result } = await ogs({ url: `${site}/projects/${project.id}`, timeout: 10 });
    expect(error).toBe(false);
    expect(result.ogTitle).toBe(project.title);
    expect(result.ogDescription).toBe(project.description.replace(/\s+/g, ' ').trim());
    expect(result.ogUrl).toBe(address);
    expect(result.ogType).toBe('website');
    expect(result.ogSiteName).toBe(owner);
    expect(result.twitterCard).toBe('summary_large_image');
    expect(result.twitterCreator).toBe('@maya_lq_demo');
    const [image] = result.ogImage ?? [];
    expect(image).toMatchObject({ type: 'image/png', width: '1200', height: '630' });
    expect(image?.url).toMatch(new RegExp(`^${DEMO_SITE_URL}assets/preview-[0-9a-f]{12}\\.png$`));

    // Not the home page's image: each project has its own.
    const home = await ogs({ url: `${site}/`, timeout: 10 });
    expect(image?.url).not.toBe(home.result.ogImage?.[0]?.url);
    const response = await request.get(`${site}${new URL(image?.url ?? '').pathname}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await sharp(await response.body()).metadata();
    expect([png.format, png.width, png.height]).toEqual(['png', 1200, 630]);

    const [graph] = (result.jsonLD ?? []) as {
      '@graph': { '@type': string; '@id'?: string; name: string; url?: string }[];
    }[];
    expect(graph?.['@graph']).toEqual([
      expect.objectContaining({ '@type': 'Person', '@id': `${DEMO_SITE_URL}#owner`, name: owner }),
      expect.objectContaining({ '@type': 'SoftwareSourceCode', name: project.title, url: address }),
    ]);
    const sitemap = await request.get(`${site}/sitemap.xml`);
    expect(await sitemap.text()).toContain(`<loc>${address}</loc>`);
  });

  test("a post's preview is an article with its title, summary, times, its own image and address", async ({
    request,
  }) => {
    const demo = content as unknown as {
      posts?: {
        slug: string;
        title: string;
        summary: string;
        tags: string[];
        publishedAt: string;
        updatedAt: string;
        draft?: boolean;
      }[];
    };
    const post = demo.posts?.find(({ draft, updatedAt }) => !draft && updatedAt !== '');
    if (!post) throw new Error('The demo has a published post that was updated.');
    const address = `${DEMO_SITE_URL}writing/${post.slug}`;
    const { error, result } = await ogs({ url: `${site}/writing/${post.slug}`, timeout: 10 });
    expect(error).toBe(false);
    expect(result.ogTitle).toBe(post.title);
    expect(result.ogDescription).toBe(post.summary.replace(/\s+/g, ' ').trim());
    expect(result.ogUrl).toBe(address);
    expect(result.ogType).toBe('article');
    expect(result.ogSiteName).toBe(owner);
    expect(result.articlePublishedTime).toBe(post.publishedAt);
    expect(result.articleModifiedTime).toBe(post.updatedAt);
    expect(result.twitterCard).toBe('summary_large_image');
    const [image] = result.ogImage ?? [];
    expect(image).toMatchObject({ type: 'image/png', width: '1200', height: '630' });
    expect(image?.url).toMatch(new RegExp(`^${DEMO_SITE_URL}assets/preview-[0-9a-f]{12}\\.png$`));
    // Its own image, drawn for the post: not the home page's.
    const home = await ogs({ url: `${site}/`, timeout: 10 });
    expect(image?.url).not.toBe(home.result.ogImage?.[0]?.url);
    const response = await request.get(`${site}${new URL(image?.url ?? '').pathname}`);
    expect(response.status()).toBe(200);
    const png = await sharp(await response.body()).metadata();
    expect([png.format, png.width, png.height]).toEqual(['png', 1200, 630]);
  });

  test('the page in the browser keeps the tags, and the not-found page asks not to be indexed', async ({
    page,
    guard,
  }) => {
    guard.allowFailedRequest(/\/no\/such\/page$/);
    await page.goto('/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', DEMO_SITE_URL);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${owner} · Portfolio`,
    );
    const ld = await page.locator('script[type="application/ld+json"]').textContent();
    const person = (JSON.parse(ld ?? '{}') as { '@graph': { sameAs?: string[] }[] })['@graph'][0];
    expect(person?.sameAs).toContain(content.user.github);

    await page.goto('/no/such/page');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('meta[property^="og:"]')).toHaveCount(0);
  });
});

test.describe('files for crawlers and browsers, as real files with their types', () => {
  const files = [
    ['/robots.txt', 'text/plain; charset=utf-8', `Sitemap: ${DEMO_SITE_URL}sitemap.xml`],
    ['/sitemap.xml', 'application/xml; charset=utf-8', `<loc>${DEMO_SITE_URL}</loc>`],
    [
      '/site.webmanifest',
      'application/manifest+json; charset=utf-8',
      `"name": "${owner} · Portfolio"`,
    ],
    ['/favicon.svg', 'image/svg+xml', '>M</text>'],
  ] as const;

  test(`are served by Firebase Hosting`, async ({ request }) => {
    for (const [path, type, text] of files) {
      const response = await request.get(`${path}`);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']?.replace(/;\s*/, '; '), path).toBe(type);
      expect(await response.text(), path).toContain(text);
    }
    for (const [path, side] of [
      ['/favicon-32.png', 32],
      ['/apple-touch-icon.png', 180],
      ['/icon-192.png', 192],
      ['/icon-512.png', 512],
    ] as const) {
      const icon = await request.get(`${path}`);
      expect(icon.headers()['content-type'], path).toBe('image/png');
      const size = await sharp(await icon.body()).metadata();
      expect([size.width, size.height], path).toEqual([side, side]);
    }
  });
});
