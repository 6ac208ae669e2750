import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { switchColorScheme } from '../support/color-scheme';
import { content } from '../support/fixtures';
import { openPart, openStudio } from '../support/studio';
import { clearAccounts, createGoogleAccount } from './support/auth-accounts';
import { expect, test } from './support/fixtures';
import {
  GOOGLE_SCRIPT_HOSTS,
  serveGoogleScripts,
  signInWithGoogle,
} from './support/google-sign-in';

const [first] = content.projects;
if (!first) throw new Error('The demo content has no project.');

/** Axe at a phone's and a desktop's width, each in light and dark. */
async function expectAccessibleEverywhere(page: Page, screen: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, colorScheme);
      await expectNoAxeViolations(page, `${screen} at ${width} px, ${colorScheme}`);
    }
  }
}

test.use({ reducedMotion: 'reduce' });

test('every studio screen has no axe violations, at 375 and 1280 px, light and dark', async ({
  page,
  guard,
  ownerDb,
}) => {
  // Twenty-eight axe scans (seven screens, each at two widths in two colour schemes) and two
  // sign-ins in one story: twenty took 43 s on an idle machine, against the usual 45 s.
  // Three times that.
  test.slow();
  await clearAccounts();
  await createGoogleAccount('owner@example.com', { owner: true });
  await serveGoogleScripts(page.context());
  guard.allowRequestElsewhere(GOOGLE_SCRIPT_HOSTS);
  // Messages in each delivery state, for the inbox.
  const messages = [
    { id: 'sent', name: 'Bo', state: { state: 'sent' } },
    { id: 'failed', name: 'Jo', state: { state: 'failed', error: 'Invalid login [SMTP 535]' } },
    { id: 'waiting', name: 'Ada', state: null },
  ];
  for (const [index, { id, name, state }] of messages.entries()) {
    await ownerDb.doc(`Emails/${id}`).set({
      name,
      email: `${name.toLowerCase()}@example.com`,
      message: `Hello from ${name}.\nA second line.`,
      date: Timestamp.fromDate(new Date(Date.UTC(2026, 10, 20 - index, 12))),
    });
    if (state) await ownerDb.doc(`Deliveries/${id}`).set(state);
  }

  const studio = await openStudio(page);
  await expect(studio.signIn).toBeVisible();
  await expectAccessibleEverywhere(page, 'signed out');

  await signInWithGoogle(
    page,
    () => studio.signInWithGoogle.click(),
    'stranger@example.com',
    'new',
  );
  await expect(studio.notOwner).toBeVisible();
  await expectAccessibleEverywhere(page, 'not the owner');
  await studio.signOut.click();

  await signInWithGoogle(
    page,
    () => studio.signInWithGoogle.click(),
    'owner@example.com',
    'listed',
  );
  await expect(studio.owner).toBeVisible();
  await expect(page.getByText('3 messages not handled yet.')).toBeVisible();
  await expectAccessibleEverywhere(page, "the studio's overview");
  await openPart(studio, 'Messages');
  const inbox = page.getByRole('region', { name: 'Messages (3 unhandled)' });
  await expect(inbox.getByRole('heading', { level: 3 })).toHaveText(['Bo', 'Jo', 'Ada']);
  await expectAccessibleEverywhere(page, 'the inbox');
  await openPart(studio, 'Projects');
  await expect(studio.projectTitles).toHaveCount(content.projects.length);
  await expectAccessibleEverywhere(page, 'the projects');

  await studio.edit(first.title).click();
  await studio.projectTitle.fill(`${first.title}, my draft`);
  // Meanwhile another device saves the project: the editor says so; saving shows both versions.
  await ownerDb
    .doc(`Projects/${first.id}`)
    .update({ title: `${first.title}, saved elsewhere`, version: 2 });
  await expect(page.getByRole('button', { name: 'Compare now' })).toBeVisible();
  await expectAccessibleEverywhere(page, 'the project editor, changed elsewhere');
  await studio.saveProject.click();
  await expect(page.getByRole('heading', { name: /changed elsewhere$/ })).toBeVisible();
  await expect(page.getByText(`${first.title}, saved elsewhere`)).toBeVisible();
  await expectAccessibleEverywhere(page, 'the conflict view');
});
