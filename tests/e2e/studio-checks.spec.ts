import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { content, expect, submitContactForm, test, waitForContent } from './support/fixtures';
import { openPart, openStudio } from './support/studio';

const [trailmate, pocketBudget] = content.projects;
if (!trailmate || !pocketBudget) throw new Error('The tests need 2 demo projects.');

/** Signs the demo owner in at one of the studio's parts, the project list by default. */
async function openAsOwner(page: Page, path = '/studio/projects') {
  const studio = await openStudio(page, '', path);
  await studio.continueAsDemoOwner.click();
  if (path === '/studio/projects') {
    await expect(studio.projectTitles).toHaveCount(content.projects.length);
  }
  return studio;
}

test('a new project needs a title, and nothing is published without one', async ({ page }) => {
  const studio = await openAsOwner(page);
  await page.getByRole('button', { name: 'Add project' }).click();
  await studio.project.getByLabel('Description').fill('Not ready yet.');
  await studio.project.getByRole('button', { name: 'Add the project' }).click();
  await expect(studio.projectTitle).toBeFocused();
  await expect(studio.projectTitle).toHaveAttribute('aria-invalid', 'true');
  await expect(studio.projectTitle).toHaveAccessibleDescription('A project needs a title.');
  await expect(studio.project.getByLabel('Description')).toHaveValue('Not ready yet.');

  await page.goto('/');
  await waitForContent(page);
  await expect(page.getByRole('article')).toHaveCount(content.projects.length);
});

test('a link visitors could not open is marked as it is typed and is not saved', async ({
  page,
}) => {
  const studio = await openAsOwner(page);
  await studio.edit(trailmate.title).click();
  const appStore = studio.project.getByLabel('App Store link');
  await appStore.pressSequentially('apps.apple.com/app/trailmate');
  await expect(appStore).toHaveAttribute('aria-invalid', 'true');
  await expect(appStore).toHaveAccessibleDescription(/use a whole address that starts with https/);
  await studio.saveProject.click();
  await expect(appStore).toBeFocused();
  await expect(studio.saved(studio.project)).toHaveCount(0);

  await appStore.fill('https://apps.apple.com/app/trailmate');
  await expect(appStore).toHaveAttribute('aria-invalid', 'false');
  await studio.saveProject.click();
  await expect(studio.saved(studio.project)).toBeVisible();
});

test('a tag that differs only by case from one the project has is not added again', async ({
  page,
}) => {
  const studio = await openAsOwner(page);
  await studio.edit(trailmate.title).click();
  const tags = studio.project.getByRole('combobox', { name: 'Tags' });
  await tags.fill('android');
  await tags.press('Enter');
  await tags.fill('flutter');
  await tags.press('Enter');
  // Flutter is another project's tag: it is added in that spelling.
  await expect(
    studio.project.getByRole('list', { name: 'Tags of this project' }).getByRole('listitem'),
  ).toHaveText([...trailmate.tags, 'Flutter'].map((tag) => new RegExp(`^${tag}`)));
});

test('each project row shows its first image, its tags and its links; disabled buttons look it', async ({
  page,
}) => {
  const studio = await openAsOwner(page);
  const row = studio.projects.getByRole('listitem').first();
  await expect(row.locator('img')).toHaveAttribute('src', trailmate.images[0] ?? '');
  await expect(row).toContainText(`Tags: ${trailmate.tags.join(', ')}`);
  await expect(row).toContainText('Links: GitHub, Google Play or site');
  const up = studio.moveUp(trailmate.title);
  await expect(up).toBeDisabled();
  expect(await up.evaluate((button) => getComputedStyle(button).opacity)).toBe('0.5');
  expect(await up.evaluate((button) => getComputedStyle(button).cursor)).toBe('not-allowed');
  const box = await studio.edit(trailmate.title).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
});

test('a line shows where a dragged project will land, and the move is announced', async ({
  page,
}) => {
  const studio = await openAsOwner(page);
  const rows = studio.projects.getByRole('listitem');
  // The browser's own drag events, carrying one DataTransfer as a real drag does.
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
  await rows.nth(0).dispatchEvent('dragstart', { dataTransfer });
  await rows.nth(1).dispatchEvent('dragover', { dataTransfer });
  await expect(rows.nth(1)).toHaveAttribute('data-drop', 'after');
  await rows.nth(2).dispatchEvent('dragover', { dataTransfer });
  await expect(rows.nth(1)).not.toHaveAttribute('data-drop');
  await expect(rows.nth(2)).toHaveAttribute('data-drop', 'after');
  const line = await rows.nth(2).evaluate((row) => {
    const after = getComputedStyle(row, '::after');
    return { height: after.height, background: after.backgroundColor };
  });
  expect(line.height).toBe('4px');
  expect(line.background).not.toBe('rgba(0, 0, 0, 0)');
  await rows.nth(2).dispatchEvent('drop', { dataTransfer });
  await expect(studio.projectTitles.nth(2)).toHaveText(trailmate.title);
  await expect(page.getByText(`${trailmate.title} moved to position 3 of`)).toBeAttached();
});

test('the studio speaks plainly, and import problems are said with their place', async ({
  page,
}) => {
  await openStudio(page);
  await expect(page.getByText('stay in this browser tab until you close it')).toBeVisible();
  const studio = await openAsOwner(page, '/studio');
  await expect(page.getByText('For developers')).toBeVisible();
  const text = await page.locator('body').innerText();
  for (const word of ['npm run', 'session storage', 'Firestore']) expect(text).not.toContain(word);
  await openPart(studio, 'Projects');
  await studio.edit(trailmate.title).click();
  await expect(studio.project.getByText(`Its address: /projects/${trailmate.id}`)).toBeVisible();
  await studio.backToProjects.click();
  await openPart(studio, 'Content file');

  const broken = {
    ...content,
    projects: [
      { ...trailmate, tags: ['Android', 7] },
      { ...pocketBudget, title: ' ' },
    ],
  };
  await page.getByLabel('Content file (.json)').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  });
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('listitem')).toHaveText([
    'Project 1, tag 2: this should be text',
    'Project 2, title: a project needs a title',
  ]);
});

test("a message sent from the demo's contact form is in the demo studio's inbox", async ({
  page,
}) => {
  await page.goto('/#contact');
  await waitForContent(page);
  await submitContactForm(page, 'Jo Visitor', 'Hello from the home page');
  await expect(page.getByText('Email sent. Expect a reply within 24 hours')).toBeVisible();

  await openAsOwner(page, '/studio/messages');
  const inbox = page.getByRole('region', { name: /^Messages/ });
  await expect(inbox.getByText('Hello from the home page')).toBeVisible();
  await expect(inbox.getByRole('heading', { name: 'Jo Visitor' })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} colour scheme`, () => {
    test.use({ colorScheme, reducedMotion: 'reduce' });

    test('the project list and an editor with refused fields have no axe violations', async ({
      page,
    }, info) => {
      const studio = await openAsOwner(page);
      await page.waitForLoadState('networkidle');
      const shot = (part: string) =>
        page.screenshot({
          path: `test-results/screenshots/${info.project.name}-${colorScheme}-studio-${part}.png`,
          fullPage: true,
        });
      await expectNoAxeViolations(page, 'the project list');
      await shot('projects');

      await studio.edit(trailmate.title).click();
      await studio.projectTitle.fill(' ');
      await studio.project.getByLabel('GitHub link').fill('github.com/ada');
      await expect(studio.projectTitle).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, 'the project editor with refused fields');
      await shot('editor-errors');
    });
  });
}
