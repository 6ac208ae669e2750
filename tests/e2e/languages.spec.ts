import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { switchColorScheme } from './support/color-scheme';
import { careerTitlesIn, fetchCvPdfText, fetchResumeJson, titlesInOrder } from './support/cv-files';
import { content, expect, isPhone, owner, test } from './support/fixtures';

// The demo is in English (the default, at today's addresses) and French (under /fr/).
const [trailmate] = content.projects;
if (!trailmate) throw new Error('The demo has projects.');
const FRENCH_PAGES = ['/fr/', `/fr/projects/${trailmate.id}`, '/fr/cv'];

/** The app runs the page: its contact form, disabled in the build's HTML, takes a name. */
async function waitForApp(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: /^(Contact form|Formulaire de contact)$/ });
  await expect(form.getByLabel(/^(Name|Nom)$/)).toBeEnabled();
}

const switcherOf = (page: Page) => page.getByRole('navigation', { name: /^(Language|Langue)$/ });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each French page is in French, whole', async ({ page }) => {
    for (const path of FRENCH_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'fr');
      // The page's own words come from French's catalog, in the build's HTML.
      const switcher = switcherOf(page);
      await expect(switcher, path).toHaveAccessibleName('Langue');
      await expect(switcher.locator('[aria-current="true"]'), path).toHaveText('Français');
      await expect(switcher.getByRole('link', { name: 'English' }), path).toHaveAttribute(
        'hreflang',
        'en',
      );
      await expect(page.getByRole('main'), path).toBeVisible();
    }
  });

  test('every page the sitemap lists names every language, reciprocally, and itself as canonical', async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = '']) => ({
      loc: /<loc>([^<]*)<\/loc>/.exec(entry)?.[1] ?? '',
      alternates: Object.fromEntries(
        [...entry.matchAll(/hreflang="([^"]*)" href="([^"]*)"/g)].map(([, lang, href]) => [
          lang ?? '',
          href ?? '',
        ]),
      ) as Record<string, string>,
    }));
    // Every page in both languages: the home page, the CV, each project, the writing and each
    // published post.
    const posts = (content as { posts?: { draft?: boolean }[] }).posts ?? [];
    const published = posts.filter(({ draft }) => !draft).length;
    const writing = published > 0 ? 1 + published : 0;
    expect(entries).toHaveLength(2 * (2 + content.projects.length + writing));
    const site = new URL(entries[0]?.loc ?? '').origin;
    for (const { loc, alternates } of entries) {
      await page.goto(loc.replace(site, ''));
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical, loc).toBe(loc);
      const inHead = Object.fromEntries(
        await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            links.map((link) => [
              link.getAttribute('hreflang') ?? '',
              link.getAttribute('href') ?? '',
            ]),
          ),
      ) as Record<string, string>;
      // The head names what the sitemap names: en, fr and x-default, all absolute.
      expect(inHead, loc).toEqual(alternates);
      expect(Object.keys(inHead).sort(), loc).toEqual(['en', 'fr', 'x-default']);
      expect(inHead['x-default'], loc).toBe(inHead.en);
      for (const href of Object.values(inHead)) {
        expect(href.startsWith(`${site}/`), href).toBe(true);
        // Reciprocal: the page named lists the same set, this one among them.
        const named = entries.find((entry) => entry.loc === href);
        expect(named?.alternates, href).toEqual(alternates);
      }
      expect(Object.values(inHead), loc).toContain(loc);
      const lang = await page.locator('html').getAttribute('lang');
      expect(inHead[lang ?? ''], loc).toBe(loc);
    }
  });
});

test('a prefix the site does not have is the not-found page, with status 404', async ({
  page,
  guard,
}) => {
  guard.allowFailedRequest(/\/(xx|de)\/(cv)?$/);
  for (const path of ['/xx/', '/de/', '/de/cv']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('main.not-found'), path).toBeVisible();
  }
});

test('the switcher opens the same page in the other language, the chosen tag kept', async ({
  page,
}) => {
  const [tag = ''] = trailmate.tags;
  await page.goto(`/?tag=${encodeURIComponent(tag)}`);
  await waitForApp(page);
  const french = switcherOf(page).getByRole('link', { name: 'Français' });
  await expect(french).toHaveAttribute('lang', 'fr');
  await expect(french).toHaveAttribute('href', `/fr/?tag=${encodeURIComponent(tag)}`);
  // By keyboard: a plain link, a whole page load of French's page.
  await french.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/fr/?tag=${encodeURIComponent(tag)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await waitForApp(page);
  const tagged = content.projects.filter(({ tags }) => tags.includes(tag));
  await expect(page.locator('#projects').getByRole('article')).toHaveCount(tagged.length);

  await page.goto(`/fr/projects/${trailmate.id}`);
  await switcherOf(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`/projects/${trailmate.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(switcherOf(page).locator('[aria-current="true"]')).toHaveText('English');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(trailmate.title);
});

test("a French page's links stay in French once the app runs", async ({ page }) => {
  await page.goto('/fr/');
  await waitForApp(page);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: trailmate.title }) })
    .getByRole('link', { name: trailmate.title })
    .click();
  await expect(page).toHaveURL(`/fr/projects/${trailmate.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(trailmate.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test("French's pages load French's catalog and nothing more than English's", async ({
  browser,
}) => {
  // Each page in a browser of its own, nothing cached, until the network is quiet: the data's
  // code loads once the page is idle.
  const scriptsOf = async (path: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await context.close();
    return [...scripts];
  };
  const catalog = /^\/assets\/(fr|de)-[\w-]+\.js$/;
  const english = await scriptsOf('/');
  const french = await scriptsOf('/fr/');
  expect(english.filter((path) => catalog.test(path))).toEqual([]);
  const more = french.filter((path) => !english.includes(path));
  expect(more).toHaveLength(1);
  expect(more[0]).toMatch(/^\/assets\/fr-[\w-]+\.js$/);
  expect(english.filter((path) => !french.includes(path))).toEqual([]);
});

test('the switcher is in sight, 44 px a target, in light and dark, axe clean', async ({ page }) => {
  await page.goto('/fr/');
  await waitForApp(page);
  const switcher = switcherOf(page);
  await expect(switcher).toBeVisible();
  // A phone offers only the other languages: the current one is said to screen readers alone.
  const targets = isPhone(page)
    ? switcher.getByRole('link')
    : switcher.locator('a, [aria-current]');
  for (const target of await targets.all()) {
    const box = await target.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }
  await expect(switcher.locator('[aria-current="true"]')).toHaveText('Français');
  // Beside the switcher, the owner's name is whole, not cut short with an ellipsis.
  const name = page.getByRole('banner').locator('.brand-name');
  await expect(name).toHaveText('Maya Lindqvist');
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const viewport = isPhone(page) ? 'phone' : 'desktop';
  for (const scheme of ['light', 'dark'] as const) {
    await switchColorScheme(page, scheme);
    await expectNoAxeViolations(page, `/fr/ ${scheme}`);
    await page
      .getByRole('banner')
      .screenshot({ path: `test-results/screenshots/language-switcher-${viewport}-${scheme}.png` });
  }
});

test("French's CV links French's files, a PDF with French headings and JSON Resume, served with their types", async ({
  page,
  request,
}) => {
  await page.goto('/fr/cv');
  const downloads = page.getByRole('list', { name: 'Autres formats' });
  await expect(downloads.getByRole('link', { name: 'Télécharger le PDF' })).toHaveAttribute(
    'href',
    '/fr/cv.pdf',
  );
  await expect(downloads.getByRole('link', { name: 'JSON Resume' })).toHaveAttribute(
    'href',
    '/fr/resume.json',
  );
  const text = await fetchCvPdfText(request, '/fr/cv.pdf');
  expect(text).toContain(owner);
  expect(text).toMatch(/Expérience/i);
  expect(titlesInOrder(text, careerTitlesIn('fr'))).toEqual([]);
  expect(await fetchCvPdfText(request, '/cv.pdf')).not.toMatch(/Expérience/i);
  const document = await fetchResumeJson(request, '/fr/resume.json');
  expect(document.basics.name).toBe(owner);
});
