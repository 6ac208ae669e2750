import { expect, test, waitForContent } from './support/fixtures';

/** The longest values the parsing layer lets through (src/domain/clip.ts), as one unbroken word. */
const HUGE = {
  '.brand-name': 100,
  '#about-name': 100,
  '.about-bio': 5000,
  '.tag-filter-item': 50,
  '.project-title': 200,
  '.chip': 50,
  '.project-description': 5000,
};

test('the longest allowed values wrap or clip inside the layout, never widening the page', async ({
  page,
}) => {
  await page.goto('/');
  await waitForContent(page);
  const headerHeight = await page.locator('.toolbar').evaluate((toolbar) => toolbar.clientHeight);
  // Layout only: the text is swapped in place, as content of that size would render it.
  await page.evaluate((sizes) => {
    for (const [selector, length] of Object.entries(sizes)) {
      document.querySelectorAll(selector).forEach((element) => {
        element.textContent = 'W'.repeat(length);
      });
    }
  }, HUGE);

  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  for (const selector of Object.keys(HUGE)) {
    for (const box of await page
      .locator(selector)
      .evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().right),
      )) {
      expect(box, selector).toBeLessThanOrEqual(widths.viewport);
    }
  }
  expect(await page.locator('.toolbar').evaluate((toolbar) => toolbar.clientHeight)).toBe(
    headerHeight,
  );
});
