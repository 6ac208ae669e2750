import { content, expect, submitContactForm, test, waitForContent } from './support/fixtures';
import { openPart, openStudio } from './support/studio';

const PARTS = [
  'Overview',
  'Profile',
  'Projects',
  'Career',
  'Writing',
  'Languages',
  'Translations',
  'Messages',
  'Content file',
];

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
    ['/studio/career', 'Career'],
    ['/studio/writing', 'Writing'],
    ['/studio/languages', 'Languages'],
    ['/studio/translations', 'Translations'],
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
  // Career, Writing, Languages, Translations, Messages, then the last.
  for (let press = 0; press < 6; press += 1) await page.keyboard.press('Tab');
  // The last part is scrolled into view on a phone's row, and opens with Enter.
  await expect(studio.part('Content file')).toBeFocused();
  await expect(studio.part('Content file')).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(studio.part('Content file')).toHaveAttribute('aria-current', 'page');
  await expect(studio.part('Content file')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Export the content file' })).toBeVisible();
});

/**
 * The controls on screen that are smaller than 44 by 44 px where a finger lands: a link
 * stretched over its card (an absolute ::after) is measured by the card it covers, a control
 * inside its label by the label, which takes its clicks.
 */
function smallTargets() {
  const controls = document.querySelectorAll<HTMLElement>(
    'a, button, input, textarea, select, summary, [role="radio"]',
  );
  return [...controls]
    .filter((control) => control.checkVisibility())
    .map((control) => {
      const stretched = getComputedStyle(control, '::after').position === 'absolute';
      const area =
        (stretched && control.closest('li, article')) || control.closest('label') || control;
      const { width, height } = area.getBoundingClientRect();
      const name = control.getAttribute('aria-label') ?? control.textContent ?? control.id;
      return `${control.tagName.toLowerCase()} "${name.trim().slice(0, 40)}" ${Math.round(width)}×${Math.round(height)}`;
    })
    .filter((target) => {
      const [width = 0, height = 0] = (/(\d+)×(\d+)$/.exec(target) ?? []).slice(1).map(Number);
      return width < 44 || height < 44;
    });
}

test('every control of every part is a 44 px target', async ({ page }) => {
  await page.goto('/#contact');
  await waitForContent(page);
  // A message in the demo's inbox, so that its controls are measured too.
  await submitContactForm(page, 'Jo Visitor', 'Hello from the home page');
  await expect(page.getByText('Email sent.')).toBeVisible();
  const studio = await openStudio(page);
  await studio.continueAsDemoOwner.click();
  await expect(studio.owner).toBeVisible();
  for (const name of PARTS) {
    await openPart(studio, name);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await page.evaluate(smallTargets), name).toEqual([]);
  }
  await openPart(studio, 'Projects');
  await studio.edit(content.projects[0]?.title ?? '').click();
  await expect(studio.projectTitle).toBeVisible();
  expect(await page.evaluate(smallTargets), 'the project editor').toEqual([]);
  await openPart(studio, 'Career');
  await page.getByRole('button', { name: 'Add a job' }).click();
  await expect(page.getByRole('form', { name: 'The job' })).toBeVisible();
  expect(await page.evaluate(smallTargets), 'the career entry editor').toEqual([]);
});
