import { content, expect, owner, test, waitForContent } from './support/fixtures';

test.describe('about section', () => {
  test('introduces the owner and fills the viewport', async ({ page }) => {
    await page.goto('/');
    await waitForContent(page);
    const about = page.locator('#home');
    await expect(about.getByRole('heading', { level: 1 })).toHaveText(owner);
    const photo = about.getByRole('img', { name: `Portrait of ${owner}` });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    await expect(photo).not.toHaveAttribute('loading', 'lazy');

    const bio = about.locator('.about-bio');
    await expect(bio).toHaveCSS('white-space', 'pre-line');
    expect(await bio.innerText()).toBe(content.user.bio);

    const viewport = page.viewportSize()?.height ?? 0;
    const toolbar = await page
      .getByRole('banner')
      .evaluate((element) => element.getBoundingClientRect().height);
    const height = await about.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(viewport - toolbar - 1);

    const contact = about.getByRole('link', { name: 'Contact' });
    const box = await contact.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(120);
    expect(box?.height).toBeGreaterThanOrEqual(40);
    await expect(contact).toHaveAttribute('href', '/#contact');
  });

  test('stays hidden until the profile has a name, with skeletons meanwhile', async ({ page }) => {
    // Five seconds of latency, so that a busy machine still sees the skeletons before the profile.
    await page.goto('/?latency=5000');
    await expect(page.locator('#home[aria-busy="true"]')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Loading projects' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: owner })).toBeVisible({
      timeout: 15_000,
    });
  });
});
