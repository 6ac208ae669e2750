import { content, expect, holdTheApp, test, waitForApp } from './support/fixtures';

const STARTING = 'Works once the page has finished loading. It needs JavaScript.';

test('before the app runs, its controls are disabled and say why; links and the list work', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/');
  await expect(page.getByRole('article')).toHaveCount(content.projects.length);
  const name = page.getByRole('form', { name: 'Contact form' }).getByLabel('Name');
  const nextImage = page.getByRole('button', { name: 'Next image' }).first();
  for (const control of [name, nextImage]) {
    await expect(control).toBeDisabled();
    await expect(control).toHaveAccessibleDescription(STARTING);
  }
  // Plain HTML works without the app: the header's anchor to the contact section.
  await page.locator('#home').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.getByRole('heading', { name: 'Get in touch' })).toBeInViewport();

  release();
  await waitForApp(page);
  for (const control of [name, nextImage]) {
    await expect(control).toBeEnabled();
    await expect(control).not.toHaveAccessibleDescription(STARTING);
  }
  await nextImage.click();
  await expect(page.getByText(/^2 \/ \d+$/).first()).toBeVisible();
});
