import type { Page } from '@playwright/test';
import { expect, isPhone, test, waitForContent } from './support/fixtures';

test.use({ reducedMotion: 'reduce' });

async function sectionTop(page: Page, id: string): Promise<number> {
  return page.locator(`#${id}`).evaluate((element) => element.getBoundingClientRect().top);
}

async function toolbarHeight(page: Page): Promise<number> {
  return page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().height);
}

async function expectAtTop(page: Page, id: string) {
  const toolbar = await toolbarHeight(page);
  await expect.poll(() => sectionTop(page, id)).toBeGreaterThanOrEqual(toolbar - 2);
  await expect.poll(() => sectionTop(page, id)).toBeLessThanOrEqual(toolbar + 2);
}

test.describe('fragment navigation', () => {
  for (const url of ['/#contact', '/?latency=800#contact']) {
    test(`opening ${url} lands on the contact section once the data has rendered`, async ({
      page,
    }) => {
      await page.goto(url);
      await waitForContent(page);
      await expectAtTop(page, 'contact');
    });
  }

  test('clicking Projects scrolls there, and again after scrolling away', async ({ page }) => {
    await page.goto('/');
    await waitForContent(page);
    const banner = page.getByRole('banner');
    const clickProjects = async () => {
      if (isPhone(page)) await banner.getByRole('button', { name: 'Menu' }).click();
      await banner.getByRole('link', { name: 'Projects' }).click();
    };
    await clickProjects();
    await expectAtTop(page, 'projects');
    await expect(page).toHaveURL(/#projects$/);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await clickProjects();
    await expectAtTop(page, 'projects');
  });

  test('the Contact button goes to the contact section', async ({ page }) => {
    await page.goto('/');
    await waitForContent(page);
    await page.locator('#home').getByRole('link', { name: 'Contact' }).click();
    await expectAtTop(page, 'contact');
  });
});
