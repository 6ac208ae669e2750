import type { Page } from '@playwright/test';
import { expect, isPhone, submitBeforeTheApp, test, waitForContent } from './support/fixtures';

/** The app's own chunk (src/main.tsx), requested by src/page-start.ts after the first paint. */
const MAIN_CHUNK = /\/assets\/main-[\w-]+\.js$/;

async function failMainChunk(page: Page, times: number): Promise<() => number> {
  let requests = 0;
  await page.route(MAIN_CHUNK, (route) => {
    requests += 1;
    return requests <= times ? route.abort('connectionfailed') : route.continue();
  });
  return () => requests;
}

test.describe('start-up scripts', () => {
  test('a chunk that never arrives is retried once, then a notice offers a reload', async ({
    page,
    guard,
  }) => {
    guard.allowFailedRequest(MAIN_CHUNK);
    guard.allowConsoleError(/could not load its code/);
    const requests = await failMainChunk(page, Infinity);
    await page.goto('/');
    const notice = page.getByRole('alert').filter({ hasText: 'could not load' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(requests()).toBe(2);
    // The prerendered page stays readable and its menu still works.
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.screenshot({
      path: `test-results/screenshots/load-failure-${isPhone(page) ? 'phone' : 'desktop'}.png`,
    });
    // Reload starts over: the page asks for its code again (and fails again, here).
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(requests).toBe(4);
    await expect(notice).toBeVisible();
  });

  test('a Submit kept while the code loaded is no longer promised once the code fails', async ({
    page,
    guard,
  }) => {
    guard.allowFailedRequest(MAIN_CHUNK);
    guard.allowConsoleError(/could not load its code/);
    let failNow = () => {};
    const failing = new Promise<void>((resolve) => (failNow = resolve));
    await page.route(MAIN_CHUNK, async (route) => {
      await failing;
      await route.abort('connectionfailed');
    });
    await page.goto('/');
    const kept = await submitBeforeTheApp(page, 'Sent before the code failed');
    await expect(kept).toHaveCount(1);

    failNow();
    await expect(page.getByRole('alert').filter({ hasText: 'could not load' })).toBeVisible();
    await expect(kept).toHaveCount(0);
  });

  test('a chunk that fails once arrives on the retry and the app starts', async ({
    page,
    guard,
  }) => {
    guard.allowFailedRequest(MAIN_CHUNK);
    const requests = await failMainChunk(page, 1);
    await page.goto('/');
    await waitForContent(page);
    expect(requests()).toBe(2);
    await expect(page.getByRole('alert').filter({ hasText: 'could not load' })).toHaveCount(0);
  });

  test('all start-up chunks are requested at once after the first paint', async ({ page }) => {
    const started = new Map<string, number>();
    // Every chunk takes a while to arrive: requested one after another, the app's own chunk
    // would only be asked for once its entry and the earlier stages had arrived.
    await page.route(/\/assets\/(?!page-start-).*\.js$/, async (route) => {
      started.set(new URL(route.request().url()).pathname, Date.now());
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/');
    await waitForContent(page);
    const times = [...started].filter(([path]) => /index-|react-dom-stage|main-/.test(path));
    expect(times).toHaveLength(3);
    const [first, last] = [
      Math.min(...times.map(([, t]) => t)),
      Math.max(...times.map(([, t]) => t)),
    ];
    expect(last - first).toBeLessThan(300);
  });
});
