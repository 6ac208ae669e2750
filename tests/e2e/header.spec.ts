import { content, expect, isPhone, owner, test, waitForContent } from './support/fixtures';

test.describe('header', () => {
  test('brand, section links, Github in a new tab and Resume to the site’s CV', async ({
    page,
  }) => {
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
    const github = banner.getByRole('link', { name: 'Github' });
    await expect(github).toHaveAttribute('href', content.user.github ?? '');
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', /noopener/);
    // The demo's profile names no résumé file, and it has a CV: the link opens it, here.
    expect(content.user.resume).toBe('');
    const resume = banner.getByRole('link', { name: 'Resume' });
    await expect(resume).toHaveAttribute('href', '/cv');
    await expect(resume).not.toHaveAttribute('target');
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
