import { readFileSync } from 'node:fs';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { FIRESTORE_SITE_URL } from './support/firestore-site';
import { content, owner, waitForContent } from '../support/fixtures';
import { emulatorAddress, expect, test, waitForFirestore } from './support/fixtures';

const hosting = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};

/** Marks the nodes the server rendered, before any of the page's scripts has run. */
function markPrerenderedNodes() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const nodes = [...document.querySelectorAll('#root h1, #root article, #root form')];
    Object.assign(window, { prerenderedNodes: nodes });
  });
}

function prerenderedNodesStillInPlace() {
  const nodes = (window as unknown as { prerenderedNodes?: Element[] }).prerenderedNodes ?? [];
  return nodes.map((node) => node.isConnected);
}

test.describe('the Firestore build, prerendered from the emulator', () => {
  test('is served with exactly the headers of firebase.json, the emulators added to connect-src', async ({
    request,
  }) => {
    const response = await request.get('/');
    const expected = hosting.hosting.headers.find((rule) => rule.source === '**')?.headers ?? [];
    expect(expected.length).toBeGreaterThan(0);
    // The Authentication emulator's too, when it runs: the studio signs in there (its helper
    // frame as well).
    const auth = process.env.E2E_AUTH_EMULATOR;
    const connect = [emulatorAddress(), ...(auth ? [auth] : [])].map((host) => `http://${host}`);
    for (const { key, value } of expected) {
      const wanted =
        key === 'Content-Security-Policy'
          ? value
              .replace(/(connect-src [^;]*)/, `$1 ${connect.join(' ')}`)
              .replace(/(frame-src [^;]*)/, auth ? `$1 http://${auth}` : '$1')
          : value;
      expect(response.headers()[key.toLowerCase()], key).toBe(wanted);
    }
  });

  test('serves the photo read from the seeded content as hashed variants, cached for a year', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const photo = page.getByRole('img', { name: `Portrait of ${owner}` });
    await expect(photo).toHaveJSProperty('complete', true);
    const file = await photo.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(new URL(file).pathname).toMatch(/^\/assets\/avatar-\d+w\.[0-9a-f]{10}\.avif$/);
    const response = await request.get(file);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the seeded owner and projects from the HTML alone', async ({ page }) => {
      const response = await page.goto('/');
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<h1 id="about-name">${owner}</h1>`);
      for (const project of content.projects) expect(html).toContain(project.title);
      await expect(page.getByRole('heading', { level: 1, name: owner })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(content.projects.length);
      for (const project of content.projects) {
        await expect(page.getByRole('article', { name: project.title })).toBeVisible();
      }
    });
  });

  test("gives a link preview parser the seeded owner, the site's address and a preview image", async ({
    request,
    baseURL,
  }) => {
    const { error, result } = await ogs({ url: `${baseURL}/`, timeout: 10 });
    expect(error).toBe(false);
    expect(result.ogTitle).toBe(`${owner} · Portfolio`);
    expect(result.ogDescription).toMatch(/^Hi, I'm Maya/);
    expect(result.ogUrl).toBe(FIRESTORE_SITE_URL);
    const [image] = result.ogImage ?? [];
    expect(image?.url).toMatch(
      new RegExp(`^${FIRESTORE_SITE_URL}assets/preview-[0-9a-f]{12}\\.png$`),
    );
    const response = await request.get(new URL(image?.url ?? '').pathname);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await sharp(await response.body()).metadata();
    expect([png.width, png.height]).toEqual([1200, 630]);
    const [graph] = (result.jsonLD ?? []) as { '@graph': { name: string }[] }[];
    expect(graph?.['@graph'][0]?.name).toBe(owner);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    // Dated by the seeded documents' last update in Firestore: this run's seed, minutes ago.
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(await sitemap.text())?.[1] ?? '';
    expect(Date.now() - Date.parse(lastmod)).toBeLessThan(30 * 60_000);
  });

  test('hydrates that HTML without a mismatch, keeping the nodes the server rendered', async ({
    page,
  }) => {
    await page.addInitScript(markPrerenderedNodes);
    await page.goto('/');
    await waitForContent(page);
    await waitForFirestore(page);
    // A mismatch makes React render the page afresh (and report it, which the guard fails on).
    expect(await page.evaluate(prerenderedNodesStillInPlace)).toEqual(
      Array(content.projects.length + 2).fill(true),
    );
  });

  test('would notice a mismatch: HTML that differs from its data is reported and replaced', async ({
    context,
  }) => {
    // A page of its own: the guard on `page` fails on exactly what this test provokes.
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(`>${owner}</h1>`, '>Someone else</h1>');
      await route.fulfill({ status: 200, headers: response.headers(), body: html });
    });
    await page.addInitScript(markPrerenderedNodes);
    await page.goto('/');
    await waitForContent(page);
    expect(errors.join('\n')).toMatch(/Minified React error #418|Hydration/);
    expect(await page.evaluate(prerenderedNodesStillInPlace)).toContain(false);
  });
});
