import {
  content,
  expect,
  isPhone,
  submitContactForm,
  test,
  waitForApp,
  waitForContent,
} from './support/fixtures';
import type { Page } from '@playwright/test';
import {
  expectViewerAt,
  galleryButton,
  imageViewer,
  openProjectPage,
  trailmate,
} from './support/project-page';

/** The site as Firebase Hosting serves it (its emulator: playwright.config.ts). */
const site = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

const tags = [...new Set(content.projects.flatMap((project) => project.tags))];
const withImages = content.projects.find((project) => project.images.length > 1);

/**
 * Collects the page's violations from its first moment: the prerendered HTML's own style
 * attributes (Radix's, allowed by hash in style-src-attr) and the router's inline script (by
 * hash, in the page's own policy) are checked as the parser meets them.
 */
async function collectViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(
        `${event.effectiveDirective}: ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** The policy in the page's own `<meta>`: its scripts, the router's inline one by hash. */
async function pagePolicy(page: Page): Promise<string> {
  return (
    (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? ''
  );
}

test.describe('under the Content-Security-Policy of firebase.json', () => {
  test('a visitor uses every control of the production build with no violation', async ({
    page,
  }) => {
    const violations = await collectViolations(page);
    const response = await page.goto(`${site}/?latency=200`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("style-src-attr 'unsafe-hashes' 'sha256-");
    expect(await pagePolicy(page)).toMatch(/^script-src 'self' .*'sha256-/);
    for (const text of [policy, await pagePolicy(page)]) {
      expect(text).not.toContain('unsafe-eval');
      expect(text).not.toContain('unsafe-inline');
    }
    const headers = response?.headers() ?? {};
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toBeTruthy();
    await waitForContent(page);

    if (isPhone(page)) {
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: 'Menu' }).click();
      await expect(banner.getByRole('link', { name: 'Contact' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(banner.getByRole('link', { name: 'Contact' })).toBeHidden();
    }

    const filter = page.getByRole('radiogroup', { name: 'Filter projects by tag' });
    const radio = (name: string) => filter.getByRole('radio', { name, exact: true });
    const [first, second] = tags;
    if (!first || !second) throw new Error('the demo content needs two tags');
    await radio(first).click();
    await expect(radio(first)).toBeChecked();
    // The browser's radio buttons: an arrow key moves to the next tag and chooses it.
    await page.keyboard.press('ArrowRight');
    await expect(radio(second)).toBeFocused();
    await expect(radio(second)).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(radio(first)).toBeChecked();

    if (!withImages) throw new Error('the demo content needs a project with 2+ images');
    const carousel = page.getByRole('region', { name: `${withImages.title} screenshots` });
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await expect(carousel.getByText(`2 / ${withImages.images.length}`)).toBeVisible();

    await submitContactForm(page, 'Jo', 'Hello');
    // A send in the page's first seconds waits out the anti-bot minimum behind the spinner.
    await expect(page.getByText('Email sent. Expect a reply within 24 hours')).toBeVisible({
      timeout: 15_000,
    });

    expect(await violations()).toEqual([]);
  });

  test('the prerendered page hydrates from its state with no violation', async ({ page }) => {
    const violations = await collectViolations(page);
    await page.goto(`${site}/`);
    await waitForApp(page);
    const filter = page.getByRole('radiogroup', { name: 'Filter projects by tag' });
    const [first] = tags;
    if (!first) throw new Error('the demo content needs a tag');
    await filter.getByRole('radio', { name: first, exact: true }).click();
    await expect(filter.getByRole('radio', { name: first, exact: true })).toBeChecked();
    expect(await violations()).toEqual([]);
  });

  test("a project's image viewer opens, moves and closes with no violation", async ({ page }) => {
    const violations = await collectViolations(page);
    const response = await openProjectPage(page, trailmate, site);
    expect(response?.headers()['content-security-policy']).toContain(
      "style-src-attr 'unsafe-hashes'",
    );
    const viewer = imageViewer(page, trailmate);
    const opener = galleryButton(page, trailmate, 0);

    await opener.click();
    await expectViewerAt(page, trailmate, 0);
    await viewer.next.click();
    await expectViewerAt(page, trailmate, 1);
    await page.keyboard.press('End');
    await expectViewerAt(page, trailmate, trailmate.images.length - 1);
    await page.keyboard.press('Home');
    await expectViewerAt(page, trailmate, 0);
    await viewer.close.click();
    await expect(viewer.dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Again, closed with Escape: the page behind is held and let go by a stylesheet rule.
    await galleryButton(page, trailmate, 2).click();
    await expectViewerAt(page, trailmate, 2);
    await page.keyboard.press('ArrowLeft');
    await expectViewerAt(page, trailmate, 1);
    await page.keyboard.press('Escape');
    await expect(viewer.dialog).toBeHidden();
    await expect(galleryButton(page, trailmate, 2)).toBeFocused();

    expect(await violations()).toEqual([]);
  });

  test('hashed assets are cached for good, HTML never', async ({ request }) => {
    const html = await request.get(`${site}/`);
    expect(html.headers()['cache-control']).toBe('no-cache');
    const script = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(await html.text())?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const asset = await request.get(`${site}${script}`);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
