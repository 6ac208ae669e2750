import type { Page } from '@playwright/test';
import { content, expect, owner, test, waitForContent } from './support/fixtures';
import { openPart, openStudio, renameOwner, retitleProject } from './support/studio';

const titles = content.projects.map(({ title }) => title);
const [first, second, third, fourth] = titles;
if (!first || !second || !third || !fourth) throw new Error('The tests need 4 demo projects.');

const newName = `${owner} (edited in the studio)`;
const newTitle = `${first} 2.0`;

/** The project cards' titles on the home page, in order, once `count` cards show. */
async function expectCards(page: Page, expected: readonly string[]) {
  const cards = page.locator('#projects').getByRole('article');
  await expect(cards).toHaveCount(expected.length);
  await expect(cards.getByRole('heading')).toHaveText(expected.map((title) => title));
}

test("the demo owner's edits show on the site for the tab, and only there", async ({
  page,
  browser,
}) => {
  const studio = await openStudio(page);
  await expect(studio.signIn).toBeVisible();
  await expect(page.getByText('stay in this browser tab until you close it')).toBeVisible();
  await studio.continueAsDemoOwner.click();
  await expect(studio.owner).toBeVisible();
  await openPart(studio, 'Projects');
  await expect(studio.projectTitles).toHaveText(titles);

  await renameOwner(studio, newName);
  await retitleProject(studio, first, newTitle);

  // Moved by its button, which keeps focus; the new place is announced.
  await studio.moveUp(second).click();
  await expect(studio.projectTitles).toHaveText([second, newTitle, ...titles.slice(2)]);
  await expect(studio.moveDown(second)).toBeFocused();
  await expect(page.getByText(`${second} moved to position 1 of ${titles.length}`)).toBeAttached();

  // Deleted, and brought back with Undo; then another deleted for good.
  await studio.delete(third).click();
  await expect(page.getByText(`Deleted “${third}”.`)).toBeVisible();
  await expect(studio.edit(third)).toHaveCount(0);
  await studio.undo.click();
  await expect(page.getByText(`Brought back “${third}”.`)).toBeVisible();
  await expect(studio.projectTitles).toHaveText([second, newTitle, ...titles.slice(2)]);
  await studio.delete(fourth).click();
  await expect(page.getByText(`Deleted “${fourth}”.`)).toBeVisible();
  const edited = [second, newTitle, ...titles.slice(2).filter((title) => title !== fourth)];
  await expect(studio.projectTitles).toHaveText(edited);

  // The site in the same tab shows every change, and still does after a reload.
  for (const load of [() => page.goto('/'), () => page.reload()]) {
    await load();
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await expectCards(page, edited);
  }

  // Another tab of its own (a new browser context) has the demo's content.
  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await fresh.goto(new URL('/', page.url()).href);
    await waitForContent(fresh);
    await expectCards(fresh, titles);
    const again = await openStudio(fresh, new URL(page.url()).origin);
    await expect(again.signIn).toBeVisible();
  } finally {
    await other.close();
  }
});
