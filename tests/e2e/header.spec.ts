import { content, expect, isPhone, owner, test, waitForContent } from './support/fixtures';

test.describe('header', () => {
  test('brand, section links, and Github and Resume in new tabs', async ({ page }) => {
    await page.goto('/');
    await waitForContent(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: owner })).toHaveAttribute('href', '/#home');
    const height = await banner.evaluate((element) => element.getBoundingClientRect().height);
    expect(Math.round(height)).toBe(isPhone(page) ? 57 : 65); // toolbar plus its 1 px border

    if (isPhone(page)) await banner.getByRole('button', { name: 'Menu' }).click();
    await expect(banner.getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/#projects',
    );
    await expect(banner.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/#contact',
    );
    for (const [name, href] of [
      ['Github', content.user.github],
      ['Resume', content.user.resume],
    ] as const) {
      const link = banner.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href ?? '');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('the burger opens and closes the menu on a phone; a link click collapses it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForContent(page);
    const banner = page.getByRole('banner');
    const burger = banner.getByRole('button', { name: 'Menu' });
    const projects = banner.getByRole('link', { name: 'Projects' });
    if (!isPhone(page)) {
      await expect(burger).toBeHidden();
      await expect(projects).toBeVisible();
      return;
    }
    // A native popover: the browser exposes the burger's expanded state from it.
    const expanded = () =>
      page.locator('#site-menu').evaluate((menu) => menu.matches(':popover-open'));
    await expect(projects).toBeHidden();
    await burger.click();
    await expect.poll(expanded).toBe(true);
    await expect(projects).toBeVisible();
    await burger.click();
    await expect(projects).toBeHidden();
    await burger.click();
    await page.keyboard.press('Escape');
    await expect(projects).toBeHidden();
    await burger.click();
    await projects.click();
    await expect.poll(expanded).toBe(false);
    await expect(projects).toBeHidden();
  });
});
