import { mkdirSync } from 'node:fs';
import { content, expect, isPhone, scrollThrough, test, waitForContent } from './support/fixtures';

const [trailmate, pocketBudget] = content.projects;
const withoutImages = content.projects.find((project) => project.images.length === 0);

/**
 * Every visible control a finger can press is at least 44 by 44 CSS pixels. A card's title link
 * is pressed anywhere on its card (its ::after covers the card), so the card is its target.
 */
async function smallTargets(page: import('@playwright/test').Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, .tag-filter-item, summary')]
      .filter((element) => element.checkVisibility() && !element.closest('[aria-hidden="true"]'))
      .map((element) => ({
        element,
        box: (element.matches('.project-link')
          ? (element.closest('article') ?? element)
          : element
        ).getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ element, box }) => `${element.outerHTML.slice(0, 80)} ${box.width}x${box.height}`),
  );
}

test('every icon is drawn from the sprite, in the colour of its text', async ({ page }) => {
  await page.goto('/');
  await waitForContent(page);
  // A shown icon whose symbol is missing, or whose sprite did not load, draws nothing: a box of 0.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<SVGUseElement>('svg > use')]
          .filter((use) => use.parentElement?.checkVisibility() && use.getBBox().width === 0)
          .map((use) => use.getAttribute('href')),
      ),
    )
    .toEqual([]);
  expect(await page.locator('svg > use').count()).toBeGreaterThan(10);
  const github = page.getByRole('contentinfo').getByRole('link', { name: 'Github' }).locator('svg');
  const [fill, color] = await github.evaluate((svg) => [
    getComputedStyle(svg.querySelector('use')!).fill,
    getComputedStyle(svg).color,
  ]);
  expect(fill).toBe(color);
});

test('every touch target on the home page is at least 44 by 44 px', async ({ page }) => {
  await page.goto('/');
  await waitForContent(page);
  expect(await smallTargets(page)).toEqual([]);
  if (isPhone(page)) {
    await page.getByRole('button', { name: /menu/i }).click();
    await expect(page.getByRole('link', { name: 'Projects', exact: true })).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  }
});

test('every touch target on a project page is at least 44 by 44 px', async ({ page }) => {
  await page.goto(`/projects/${trailmate?.id}`);
  await expect(page.getByRole('navigation', { name: 'More projects' })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
});

test('a click anywhere on a card opens its project, and its store links stay their own', async ({
  page,
}) => {
  await page.goto('/');
  await waitForContent(page);
  const card = page.getByRole('article', { name: withoutImages?.title });
  await card.scrollIntoViewIfNeeded();
  // The card's lower corner, far from its title.
  const box = await card.boundingBox();
  if (!box) throw new Error('the card has no box');
  await page.mouse.click(box.x + box.width - 12, box.y + 12);
  await expect(page).toHaveURL(new RegExp(`/projects/${withoutImages?.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: withoutImages?.title })).toBeVisible();
});

test('a project without images has a designed card of the same picture height', async ({
  page,
}) => {
  await page.goto('/');
  await waitForContent(page);
  const art = page.getByRole('article', { name: withoutImages?.title }).locator('.project-art');
  const carousel = page.getByRole('article', { name: trailmate?.title }).locator('.carousel');
  const [artBox, carouselBox] = [await art.boundingBox(), await carousel.boundingBox()];
  expect(artBox?.height).toBeGreaterThan(100);
  expect(Math.abs((artBox?.height ?? 0) - (carouselBox?.height ?? 0))).toBeLessThan(2);
});

test('a portrait screenshot is shown in its own shape, without bars beside it', async ({
  page,
}) => {
  await page.goto(`/projects/${pocketBudget?.id}`);
  const lead = page.getByRole('button', { name: /Open image 1 of/ });
  await expect(lead).toBeEnabled();
  const image = lead.locator('img');
  await expect(image).toHaveJSProperty('complete', true);
  const [buttonBox, imageBox] = [await lead.boundingBox(), await image.boundingBox()];
  const { naturalWidth, naturalHeight } = await image.evaluate((img: HTMLImageElement) => ({
    naturalWidth: img.naturalWidth,
    naturalHeight: img.naturalHeight,
  }));
  // The box has the picture's proportions, and the button fits round it (its 1px borders).
  expect((imageBox?.width ?? 0) / (imageBox?.height ?? 1)).toBeCloseTo(
    naturalWidth / naturalHeight,
    2,
  );
  expect((buttonBox?.width ?? 0) - (imageBox?.width ?? 0)).toBeLessThanOrEqual(2);
});

test('a project page leads to the previous and next project', async ({ page }) => {
  const [first, second, third] = content.projects;
  await page.goto(`/projects/${second?.id}`);
  const more = page.getByRole('navigation', { name: 'More projects' });
  await expect(more.getByRole('link', { name: `Previous project ${first?.title}` })).toBeVisible();
  await more.getByRole('link', { name: `Next project ${third?.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: third?.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/projects/${third?.id}$`));
});

for (const scheme of ['light', 'dark'] as const) {
  test(`screenshots of the home page and a project page, ${scheme}`, async ({ page }, info) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    mkdirSync('test-results/screenshots', { recursive: true });
    await page.goto('/');
    await waitForContent(page);
    await scrollThrough(page);
    await page.screenshot({
      path: `test-results/screenshots/design-home-${info.project.name}-${scheme}.png`,
      fullPage: true,
    });
    for (const project of [trailmate, pocketBudget]) {
      await page.goto(`/projects/${project?.id}`);
      await expect(page.getByRole('navigation', { name: 'More projects' })).toBeVisible();
      await scrollThrough(page);
      await page.screenshot({
        path: `test-results/screenshots/design-${project?.id}-${info.project.name}-${scheme}.png`,
        fullPage: true,
      });
    }
  });
}
