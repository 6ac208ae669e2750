import type { Page } from '@playwright/test';
import { expect, scrollThrough, test, waitForContent } from './support/fixtures';
import { openProjectPage, trailmate } from './support/project-page';
import { fileOf, firebaseAuthFiles, studioCode } from './support/studio-code';

/** The site as Firebase Hosting serves it (its emulator: playwright.config.ts). */
const site = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

const studio = studioCode('dist');

/** Every address the page asks for from now on (scripts, preloads, data, images). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const ownFiles = (urls: readonly string[]) => urls.map(fileOf);

test('the build knows the studio as code of its own, and the memory build has no Firebase', () => {
  expect(studio.files).toContain(studio.route);
  expect(firebaseAuthFiles('dist')).toEqual([]);
});

test("a visitor's pages request none of the studio's code", async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto('/');
  await waitForContent(page);
  await scrollThrough(page);
  const filter = page.getByRole('radiogroup', { name: 'Filter projects by tag' });
  await filter.getByRole('radio', { name: trailmate.tags[0], exact: true }).click();
  await expect(page).toHaveURL(/[?&]tag=/);
  await openProjectPage(page, trailmate);
  await scrollThrough(page);

  // The pages did load code: the app's own and the project page's.
  expect(urls.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(3);
  expect(ownFiles(urls).filter((file) => studio.files.has(file))).toEqual([]);
});

test("opening /studio requests the studio's code, a page of its own with status 200", async ({
  page,
}) => {
  const urls = recordRequests(page);
  const response = await page.goto('/studio');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Continue as the demo owner' })).toBeVisible();
  expect(ownFiles(urls)).toContain(studio.route);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle('Studio');
});

test('Hosting serves /studio with status 200, and the studio starts there', async ({ page }) => {
  const response = await page.goto(`${site}/studio`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue as the demo owner' })).toBeVisible();
});
