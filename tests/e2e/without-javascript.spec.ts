import type { Page } from '@playwright/test';
import { content, expect, isPhone, test } from './support/fixtures';

// The prerendered page on its own: before the app's code runs, or when it never does.
test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' });

async function sectionTop(page: Page, id: string): Promise<number> {
  return page.locator(`#${id}`).evaluate((element) => element.getBoundingClientRect().top);
}

test.describe('without JavaScript', () => {
  test('the menu opens and closes, and its section links scroll', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    const burger = banner.getByRole('button', { name: 'Menu' });
    const projects = banner.getByRole('link', { name: 'Projects' });
    if (isPhone(page)) {
      await expect(projects).toBeHidden();
      await expect(burger).toBeEnabled();
      await burger.click();
      await expect(projects).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Contact' })).toBeVisible();
      await page.screenshot({ path: 'test-results/screenshots/no-js-menu-phone.png' });
      await burger.click();
      await expect(projects).toBeHidden();
      await burger.click();
    } else {
      await expect(burger).toBeHidden();
      await page.screenshot({ path: 'test-results/screenshots/no-js-menu-desktop.png' });
    }
    await projects.click();
    await expect(page).toHaveURL(/#projects$/);
    const toolbar = await banner.evaluate((element) => element.getBoundingClientRect().height);
    await expect.poll(() => sectionTop(page, 'projects')).toBeLessThanOrEqual(toolbar + 2);
    await expect.poll(() => sectionTop(page, 'projects')).toBeGreaterThanOrEqual(toolbar - 2);
  });

  test('the Contact link lands on the contact section, under the toolbar', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    if (isPhone(page)) await banner.getByRole('button', { name: 'Menu' }).click();
    await banner.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/#contact$/);
    const toolbar = await banner.evaluate((element) => element.getBoundingClientRect().height);
    await expect.poll(() => sectionTop(page, 'contact')).toBeLessThanOrEqual(toolbar + 2);
    await expect.poll(() => sectionTop(page, 'contact')).toBeGreaterThanOrEqual(toolbar - 2);
  });

  test('every project is on the page', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(content.projects.length);
    for (const project of content.projects) {
      const card = page.getByRole('article').filter({
        has: page.getByRole('heading', { name: project.title }),
      });
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeVisible();
    }
  });

  test('controls that need the app are disabled, and say why in words', async ({ page }) => {
    await page.goto('/');
    const why = 'Works once the page has finished loading. It needs JavaScript.';
    const controls = [
      page.getByRole('radio', { name: 'All' }),
      page.getByRole('button', { name: 'Next image' }).first(),
      page.getByLabel('Your Message'),
      page.getByRole('button', { name: 'Submit' }),
    ];
    for (const control of controls) {
      await expect(control).toBeDisabled();
      await expect(control).toHaveAccessibleDescription(why);
    }
    // Located by class: Playwright's text matching skips whatever is inside <noscript>.
    const projectsNote = page.locator('#projects .needs-javascript-note');
    await expect(projectsNote).toBeVisible();
    await expect(projectsNote).toHaveText(
      /^Filtering by tag and turning the pictures need JavaScript/,
    );
    const contactNote = page.locator('#contact .needs-javascript-note');
    await contactNote.scrollIntoViewIfNeeded();
    await expect(contactNote).toBeVisible();
    await expect(contactNote).toHaveText(/^Sending needs JavaScript/);
  });
});
