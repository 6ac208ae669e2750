import type { Page } from '@playwright/test';
import { expect, isPhone, test, waitForApp, waitForContent } from './support/fixtures';

/** The app's own chunk (src/start/main.tsx), requested by src/start/entry.ts after the first paint. */
const MAIN_CHUNK = /\/assets\/main-[\w-]+\.js$/;

/** The build's image manifest, requested with the app's code (src/data/image-manifest.ts). */
const IMAGE_MANIFEST = /\/assets\/image-manifest\.[0-9a-f]+\.json$/;

async function failStartupFile(
  page: Page,
  times: number,
  file = MAIN_CHUNK,
): Promise<() => number> {
  let requests = 0;
  await page.route(file, (route) => {
    requests += 1;
    return requests <= times ? route.abort('connectionfailed') : route.continue();
  });
  return () => requests;
}

test.describe('start-up scripts', () => {
  test('a chunk that does not arrive brings a notice that offers a reload', async ({
    page,
    guard,
  }) => {
    guard.allowFailedRequest(MAIN_CHUNK);
    guard.allowConsoleError(/could not load its code/);
    const requests = await failStartupFile(page, Infinity);
    await page.goto('/');
    const notice = page.getByRole('alert').filter({ hasText: 'could not load' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(requests()).toBe(1);
    // The prerendered page stays readable and its menu still works.
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.screenshot({
      path: `test-results/screenshots/load-failure-${isPhone(page) ? 'phone' : 'desktop'}.png`,
    });
    // Reload starts over: the page asks for its code again (and fails again, here).
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(requests).toBe(2);
    await expect(notice).toBeVisible();
  });

  test('the image manifest is asked for once, with the code, and once more if that fails', async ({
    page,
    guard,
  }) => {
    guard.allowFailedRequest(IMAGE_MANIFEST);
    const requests = await failStartupFile(page, 1, IMAGE_MANIFEST);
    await page.goto('/');
    await waitForContent(page);
    expect(requests()).toBe(2);
    await expect(page.getByRole('alert').filter({ hasText: 'could not load' })).toHaveCount(0);

    const again = await failStartupFile(page, 0, IMAGE_MANIFEST);
    await page.reload();
    await waitForApp(page);
    expect(again()).toBe(1);
  });

  test('an image manifest that never arrives is a start-up failure: the notice', async ({
    page,
    guard,
  }) => {
    guard.allowFailedRequest(IMAGE_MANIFEST);
    guard.allowConsoleError(/could not load its code/);
    const requests = await failStartupFile(page, Infinity, IMAGE_MANIFEST);
    await page.goto('/');
    await expect(page.getByRole('alert').filter({ hasText: 'could not load' })).toBeVisible();
    expect(requests()).toBe(2);
  });
});
