import type { Page } from '@playwright/test';
import { expect, test, waitForContent } from './support/fixtures';

/**
 * In a real browser: the file it picked for each image above the fold (the photo, the first
 * row's first slides) is AVIF, and no wider in pixels than the image's rendered width at the
 * screen's density needs (10% slack: the build drops a variant the next one covers that well).
 */
async function measureAboveTheFold(page: Page) {
  return page.evaluate(async () => {
    const images = [...document.querySelectorAll<HTMLImageElement>('img')].filter(
      (image) => image.getBoundingClientRect().top < window.innerHeight * 2 && image.complete,
    );
    return Promise.all(
      images
        .filter((image) => image.getBoundingClientRect().left < window.innerWidth)
        .map(async (image) => {
          // A fresh image of the same file reports the file's own pixel width.
          const file = new Image();
          file.src = image.currentSrc;
          await file.decode();
          return {
            name: image.alt,
            file: image.currentSrc,
            fileWidth: file.naturalWidth,
            needed: Math.ceil(image.getBoundingClientRect().width * window.devicePixelRatio),
            width: image.getAttribute('width'),
            height: image.getAttribute('height'),
          };
        }),
    );
  });
}

async function expectRightSized(page: Page) {
  await page.goto('/');
  await waitForContent(page);
  await page.waitForLoadState('networkidle');
  const images = await measureAboveTheFold(page);
  expect(images.map(({ name }) => name)).toContain(
    (await page.locator('.about-photo').getAttribute('alt')) ?? '',
  );
  expect(images.length).toBeGreaterThan(1);
  for (const image of images) {
    expect(image.file, image.name).toMatch(/\/assets\/[^/]+\.avif$/);
    expect(Number(image.width), image.name).toBeGreaterThan(0);
    expect(Number(image.height), image.name).toBeGreaterThan(0);
    expect(image.fileWidth, image.name).toBeLessThanOrEqual(image.needed * 1.1);
  }
}

test('each image above the fold is an AVIF no wider than the screen needs', async ({ page }) => {
  await expectRightSized(page);
});

test.describe('at 3x density', () => {
  test.use({ deviceScaleFactor: 3 });

  test('each image above the fold is an AVIF no wider than the screen needs', async ({ page }) => {
    await expectRightSized(page);
  });
});
