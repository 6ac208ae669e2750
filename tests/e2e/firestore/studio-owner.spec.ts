import type { Browser, Page } from '@playwright/test';
import { content, owner, waitForContent } from '../support/fixtures';
import { openPart, openStudio, renameOwner, retitleProject } from '../support/studio';
import { clearAccounts, createGoogleAccount } from './support/auth-accounts';
import { expect, test, waitForFirestore } from './support/fixtures';
import {
  GOOGLE_SCRIPT_HOSTS,
  serveGoogleScripts,
  signInWithGoogle,
} from './support/google-sign-in';

const OWNER = 'owner@example.com';
const STRANGER = 'stranger@example.com';

const titles = content.projects.map(({ title }) => title);
const [first, second, third] = titles;
if (!first || !second || !third) throw new Error('The tests need 3 demo projects.');

test.beforeEach(async ({ page, guard }) => {
  await clearAccounts();
  // The owner's account, made the owner before it first signs in (npm run grant-owner's claim).
  await createGoogleAccount(OWNER, { owner: true });
  await serveGoogleScripts(page.context());
  guard.allowRequestElsewhere(GOOGLE_SCRIPT_HOSTS);
});

/** A visitor's home page in a browser context of its own, following the projects live. */
async function openVisitor(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitor = await context.newPage();
  await visitor.goto(new URL('/', page.url()).href);
  await waitForContent(visitor);
  await waitForFirestore(visitor);
  return visitor;
}

/** The titles of the visitor's project cards, in order. */
const cardTitles = (visitor: Page) =>
  visitor.locator('#projects').getByRole('article').getByRole('heading');

test("the owner edits, reorders and deletes, and a visitor's page follows each change live", async ({
  page,
  browser,
  ownerDb,
}) => {
  const studio = await openStudio(page);
  await expect(studio.signIn).toBeVisible();
  const visitor = await openVisitor(browser, page);
  try {
    await signInWithGoogle(page, () => studio.signInWithGoogle.click(), OWNER, 'listed');
    await expect(studio.owner).toBeVisible();
    await expect(page.getByText(`Signed in as ${OWNER}`)).toBeVisible();
    await openPart(studio, 'Projects');
    await expect(studio.projectTitles).toHaveText(titles);

    // The profile: stored past the rules at the seed's version plus one.
    await renameOwner(studio, `${owner} (edited)`);
    await expect
      .poll(async () => (await ownerDb.doc('User/user').get()).data())
      .toMatchObject({ name: `${owner} (edited)`, version: 2 });

    const cards = cardTitles(visitor);
    await retitleProject(studio, first, `${first} 2.0`);
    await expect(cards).toHaveText([`${first} 2.0`, ...titles.slice(1)]);

    await studio.moveUp(second).click();
    await expect(studio.projectTitles).toHaveText([second, `${first} 2.0`, ...titles.slice(2)]);
    await expect(cards).toHaveText([second, `${first} 2.0`, ...titles.slice(2)]);

    await studio.delete(third).click();
    await expect(page.getByText(`Deleted “${third}”.`)).toBeVisible();
    const left = [second, `${first} 2.0`, ...titles.slice(3)];
    await expect(cards).toHaveText(left);
    await expect
      .poll(async () => (await ownerDb.doc(`Projects/${content.projects[2]?.id}`).get()).exists)
      .toBe(false);
  } finally {
    await visitor.context().close();
  }
});

test('a signed-in stranger is told the account cannot edit, and is offered nothing writable', async ({
  page,
}) => {
  const studio = await openStudio(page);
  await expect(studio.signIn).toBeVisible();
  // A new account, added on the emulator's Google page: it carries no claim.
  await signInWithGoogle(page, () => studio.signInWithGoogle.click(), STRANGER, 'new');
  await expect(studio.notOwner).toBeVisible();
  await expect(page.getByText(`You are signed in as ${STRANGER}`)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveText(['Sign out']);
  await studio.signOut.click();
  await expect(studio.signIn).toBeVisible();
  await expect(studio.signInWithGoogle).toBeVisible();
});
