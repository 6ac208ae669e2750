import type { Page } from '@playwright/test';
import {
  expect,
  isPhone,
  submitBeforeTheApp,
  test,
  waitForApp,
  waitForContent,
} from './support/fixtures';

/** The app's own chunk (src/main.tsx), requested by src/page-start.ts after the first paint. */
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
  test('a chunk that never arrives is retried once, then a notice offers a reload', async ({
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
    const requests = await failStartupFile(page, 1);
    await page.goto('/');
    await waitForContent(page);
    expect(requests()).toBe(2);
    await expect(page.getByRole('alert').filter({ hasText: 'could not load' })).toHaveCount(0);
  });

  test('the image manifest is asked for once, with the code, and once more if that fails', async ({
    page,
    guard,
  }) => {
    guard.allowFailedRequest(IMAGE_MANIFEST);
    const requests = await failStartupFile(page, 1, IMAGE_MANIFEST);
    await page.goto('/');
    await waitForContent(page);
    await expect(page.locator('html[data-controls="app"]')).toHaveCount(1);
    expect(requests()).toBe(2);
    await expect(page.getByRole('alert').filter({ hasText: 'could not load' })).toHaveCount(0);

    const again = await failStartupFile(page, 0, IMAGE_MANIFEST);
    await page.reload();
    await expect(page.locator('html[data-controls="app"]')).toHaveCount(1);
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

  test('all start-up files are requested at once after the first paint', async ({ page }) => {
    const asked = new Map<string, number>();
    const arrived: number[] = [];
    // Every file takes a while to arrive: requested one after another, the app's own chunk
    // would only be asked for once its entry and the earlier stages had arrived, and the image
    // manifest once the app ran. Each link is added in a task of its own, so on a busy machine
    // requests made at once can still be hundreds of ms apart; what counts is that every one is
    // made before any file has arrived.
    await page.route(/\/assets\/.*\.(js|json)$/, async (route) => {
      asked.set(new URL(route.request().url()).pathname, Date.now());
      await new Promise((resolve) => setTimeout(resolve, 1500));
      arrived.push(Date.now());
      await route.continue();
    });
    await page.goto('/');
    await waitForContent(page);
    const times = [...asked]
      .filter(([path]) => /index-|react-dom-stage|main-|image-manifest/.test(path))
      .map(([, time]) => time);
    expect(times).toHaveLength(4);
    expect(Math.max(...times)).toBeLessThan(Math.min(...arrived));
  });

  test('each start-up file is asked for in a task of its own: adding the links is no long task', async ({
    page,
  }) => {
    // Adding a module's link is made to take 60 ms, so that every task that adds one is a long
    // task the browser reports; two links added in one task would fall into the same one.
    await page.addInitScript(() => {
      const marks: number[] = [];
      const longTasks: { start: number; end: number }[] = [];
      Object.assign(window, { preloadMarks: marks, longTasks });
      const append = Element.prototype.append;
      Element.prototype.append = function (...nodes) {
        if (nodes.some((node) => node instanceof HTMLLinkElement && node.rel === 'modulepreload')) {
          marks.push(performance.now());
          const until = performance.now() + 60;
          while (performance.now() < until);
        }
        append.apply(this, nodes);
      };
      new PerformanceObserver((list) => {
        for (const task of list.getEntries())
          longTasks.push({ start: task.startTime, end: task.startTime + task.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto('/');
    await waitForApp(page);
    const linksPerLongTask = await page.evaluate(() => {
      const { preloadMarks, longTasks } = window as unknown as {
        preloadMarks: number[];
        longTasks: { start: number; end: number }[];
      };
      return longTasks
        .map((task) => preloadMarks.filter((mark) => mark >= task.start && mark <= task.end).length)
        .filter((links) => links > 0);
    });
    // The entry, its start-up stages and its libraries: a dozen files, each in a task of its own.
    expect(linksPerLongTask.length).toBeGreaterThan(5);
    expect(linksPerLongTask.every((links) => links === 1)).toBe(true);
  });
});
