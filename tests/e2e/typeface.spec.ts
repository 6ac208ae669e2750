import type { Page } from '@playwright/test';
import { expect, test, waitForContent } from './support/fixtures';

const LATIN_FONT = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/** Holds back the typeface's files, as a slow connection does; resolves a function that lets them through. */
async function holdTheTypeface(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Starts summing the layout shifts from now on (CLS's own measure, without its session windows). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
}

const shiftsSoFar = (page: Page) =>
  page.evaluate(async () => {
    // Two frames: a shift is reported once the frame that made it is drawn.
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return (window as unknown as { shifts: number[] }).shifts.reduce(
      (sum, value) => sum + value,
      0,
    );
  });

/** Whether Inter is loaded; with `settled`, once the fonts on their way have arrived. */
const interLoaded = (page: Page, settled = true) =>
  page.evaluate(async (waitForFonts) => {
    if (waitForFonts) await document.fonts.ready;
    return [...document.fonts].some(
      (face) => face.family.replaceAll('"', '') === 'Inter Variable' && face.status === 'loaded',
    );
  }, settled);

test.use({ reducedMotion: 'reduce' });

test('the page is set in Inter, whose latin file is fetched once the page has painted', async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontRequests.push(request.url());
  });
  await page.goto('/');
  await waitForContent(page);
  expect(await interLoaded(page)).toBe(true);
  const heading = page.getByRole('heading', { level: 1 });
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
    /^"Inter Variable", "Inter Fallback"/,
  );
  expect(fontRequests).toHaveLength(1);
  expect(fontRequests[0]).toMatch(LATIN_FONT);
  // The first paint neither waits for the font nor shares the connection with it.
  const [painted, requested] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))
      ?.startTime,
  ]);
  expect(painted).toBeGreaterThan(0);
  expect(requested).toBeGreaterThan(painted!);
});

for (const path of ['/', '/projects/trailmate']) {
  test(`Inter arriving after the first paint moves nothing on ${path}`, async ({ page }) => {
    const release = await holdTheTypeface(page);
    // Not until `load`, which waits for the held font.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app runs the page (its starting hint is gone) and the pictures on screen are drawn:
    // what moves from now on is the font's doing.
    await expect(page.locator('#app-starting-hint')).toHaveCount(0);
    await page.waitForFunction(() =>
      [...document.images].every(
        (image) => image.complete || image.getBoundingClientRect().top > window.innerHeight,
      ),
    );
    expect(await interLoaded(page, false), 'drawn in the fallback while Inter is held').toBe(false);
    await watchLayoutShifts(page);
    release();
    await expect.poll(() => interLoaded(page)).toBe(true);
    // Measured: 0.0003 on the home page on a phone, 0 elsewhere. Drawn first in the plain
    // sans-serif instead of the metric-matched fallback, the same swap shifts that page by 0.019.
    expect(await shiftsSoFar(page)).toBeLessThan(0.002);
  });
}
