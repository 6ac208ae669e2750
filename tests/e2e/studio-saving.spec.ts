import { expectNoAxeViolations } from './support/axe';
import { expect, owner, test } from './support/fixtures';
import { openPart, openStudio } from './support/studio';

test.use({ reducedMotion: 'reduce' });

/** The studio at its profile, signed in as the demo owner. */
async function openProfile(page: Parameters<typeof openStudio>[0], query = '') {
  const studio = await openStudio(page, '', `/studio/profile${query}`);
  await studio.continueAsDemoOwner.click();
  await expect(studio.profileName).toHaveValue(owner);
  return studio;
}

test('the save bar stays in view with Save and Discard, and each state shows', async ({ page }) => {
  const studio = await openProfile(page);
  const status = studio.profile.getByRole('status');
  await expect(studio.saveProfile).toHaveCount(0);

  await studio.profileName.fill(`${owner} the Second`);
  // The form is far taller than the screen: the bar is at its bottom edge all the same.
  await expect(studio.saveProfile).toBeInViewport();
  await expect(studio.discard(studio.profile)).toBeInViewport();
  await expect(status).toHaveText('Unsaved changes');
  await expectNoAxeViolations(page, 'the profile with its save bar');
  await page.screenshot({
    path: `test-results/screenshots/${test.info().project.name}-studio-save-bar.png`,
  });

  await studio.saveProfile.click();
  await expect(status).toHaveText('Saved. Visitors see it now.');
  // The button pressed is gone: the status has the focus, where the bar was, and the page has
  // not moved under the owner.
  await expect(status).toBeFocused();
  await expect(status).toBeInViewport();
  await expect(studio.profileName).toBeInViewport();
  await studio.profileName.press('End');
  await studio.profileName.press('!');
  await expect(status).toHaveText('Unsaved changes');

  await studio.discard(studio.profile).click();
  await expect(status).toHaveText('Your changes were discarded.');
  await expect(studio.profileName).toHaveValue(`${owner} the Second`);
});

test('a failed save says why and keeps the draft', async ({ page }) => {
  const studio = await openProfile(page, '?fail=save');
  await studio.profileName.fill('A draft that stays');
  await studio.saveProfile.click();
  await expect(studio.profile.getByRole('status')).toHaveText(
    /^Not saved: the change could not be written\. What you typed is still here/,
  );
  await expect(studio.profileName).toHaveValue('A draft that stays');
  await expect(studio.saveProfile).toBeFocused();
});

test('leaving a part, the studio or the tab with unsaved edits asks first', async ({ page }) => {
  const studio = await openStudio(page);
  await studio.continueAsDemoOwner.click();
  await openPart(studio, 'Profile');
  await studio.profileName.fill('Not saved yet');

  await studio.part('Projects').click();
  await expect(studio.leaveQuestion).toBeVisible();
  await studio.leaveQuestion.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/studio\/profile$/);
  await expect(studio.profileName).toHaveValue('Not saved yet');

  // The browser's Back, to the overview, is the router's too.
  await page.goBack();
  await expect(studio.leaveQuestion).toBeVisible();
  await studio.leaveQuestion.getByRole('button', { name: 'Stay' }).click();
  await expect(studio.profileName).toHaveValue('Not saved yet');

  // Closing the tab: the browser's own question (beforeunload), which the owner can refuse.
  const question = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await question;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);

  await page.getByRole('link', { name: 'Back to the site' }).click();
  await studio.leaveQuestion.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: owner })).toBeVisible();
});

test('saving the profile without a name asks first', async ({ page }) => {
  const studio = await openProfile(page);
  await studio.profileName.fill('');
  await studio.saveProfile.click();
  const question = page.getByRole('alertdialog', { name: 'Save without a name?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Go back to the name' })).toBeFocused();
  await expectNoAxeViolations(page, 'the question before saving without a name');

  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(studio.profileName).toBeFocused();

  await studio.saveProfile.click();
  await question.getByRole('button', { name: 'Save without a name' }).click();
  await expect(studio.saved(studio.profile)).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: owner })).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`each part of the studio, ${colorScheme}: screenshots to look at`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const studio = await openStudio(page);
    await studio.continueAsDemoOwner.click();
    await expect(studio.owner).toBeVisible();
    const project = test.info().project.name;
    for (const [part, ready] of [
      ['Overview', studio.owner],
      ['Profile', studio.profileName],
      ['Projects', studio.projectTitles.first()],
      ['Messages', page.getByText('No messages yet.', { exact: true })],
      ['Content file', page.getByRole('button', { name: 'Export the content file' })],
    ] as const) {
      if (part !== 'Overview') await openPart(studio, part);
      await expect(ready).toBeVisible();
      const file = part.toLowerCase().replace(' ', '-');
      await page.screenshot({
        path: `test-results/screenshots/${project}-${colorScheme}-studio-${file}.png`,
        fullPage: true,
      });
    }
  });
}
