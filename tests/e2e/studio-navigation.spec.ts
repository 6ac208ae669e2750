import { expect, test } from './support/fixtures';
import { openPart, openStudio } from './support/studio';

const PARTS = ['Overview', 'Profile', 'Projects', 'Messages', 'Content file'];

test('each part of the studio has an address of its own, a reload opens it', async ({ page }) => {
  const studio = await openStudio(page);
  await studio.continueAsDemoOwner.click();
  await expect(studio.owner).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Studio parts' }).getByRole('link')).toHaveText(
    PARTS,
  );
  await expect(studio.part('Overview')).toHaveAttribute('aria-current', 'page');

  await openPart(studio, 'Projects');
  await expect(page).toHaveURL(/\/studio\/projects$/);
  await expect(page).toHaveTitle('Projects · Studio');
  await expect(studio.projectTitles.first()).toBeVisible();

  // Each part's address is a page the build wrote: Hosting answers 200, the part opens.
  const response = await page.reload();
  expect(response?.status()).toBe(200);
  await expect(studio.part('Projects')).toHaveAttribute('aria-current', 'page');
  await expect(studio.projectTitles.first()).toBeVisible();
  for (const [path, name] of [
    ['/studio/messages', 'Messages'],
    ['/studio/content', 'Content file'],
    ['/studio/profile', 'Profile'],
  ] as const) {
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(studio.part(name)).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) }),
    ).toBeVisible();
  }
  await expect(studio.profileName).toBeVisible();

  // Back returns to the part before.
  await page.goBack();
  await expect(studio.part('Content file')).toHaveAttribute('aria-current', 'page');
});

test('the navigation works from the keyboard, every link a 44 px target', async ({ page }) => {
  const studio = await openStudio(page, '', '/studio/profile');
  await studio.continueAsDemoOwner.click();
  await expect(studio.part('Profile')).toHaveAttribute('aria-current', 'page');
  await expect(studio.profileName).toBeVisible();

  for (const name of PARTS) {
    const box = await studio.part(name).boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
    expect(box?.width, name).toBeGreaterThanOrEqual(44);
  }
  await studio.part('Profile').focus();
  await page.keyboard.press('Tab');
  await expect(studio.part('Projects')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  // The last part is scrolled into view on a phone's row, and opens with Enter.
  await expect(studio.part('Content file')).toBeFocused();
  await expect(studio.part('Content file')).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(studio.part('Content file')).toHaveAttribute('aria-current', 'page');
  await expect(studio.part('Content file')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Export the content file' })).toBeVisible();
});
