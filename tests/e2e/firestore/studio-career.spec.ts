import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { openStudio } from '../support/studio';
import { clearAccounts, createGoogleAccount } from './support/auth-accounts';
import { expect, test } from './support/fixtures';
import {
  GOOGLE_SCRIPT_HOSTS,
  serveGoogleScripts,
  signInWithGoogle,
} from './support/google-sign-in';

const OWNER = 'owner@example.com';

/** The demo's jobs, as `npm run seed` stored them (Resume/work-1 …). */
const { resume } = JSON.parse(
  readFileSync(join(process.cwd(), 'mocks', 'portfolio.json'), 'utf8'),
) as { resume: { work: { name: string; position: string }[] } };
const jobs = resume.work.map(({ name }) => name);
const [first, second] = jobs;
if (!first || !second) throw new Error('The tests need 2 jobs in the demo career.');

const workTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Work, in the order visitors see it' })
    .getByRole('listitem')
    .locator('strong');

test.beforeEach(async ({ page, guard }) => {
  await clearAccounts();
  await createGoogleAccount(OWNER, { owner: true });
  await serveGoogleScripts(page.context());
  guard.allowRequestElsewhere(GOOGLE_SCRIPT_HOSTS);
});

test("the owner's career edits reach a second page and a visitor's CV live, stored past the rules", async ({
  page,
  ownerDb,
}) => {
  const studio = await openStudio(page, '', '/studio/career');
  await signInWithGoogle(page, () => studio.signInWithGoogle.click(), OWNER, 'listed');
  await expect(workTitles(page)).toHaveText(jobs);

  // A second page of the same browser: signed in already, listening to the record.
  const other = await page.context().newPage();
  await openStudio(other, '', '/studio/career');
  await expect(workTitles(other)).toHaveText(jobs);
  // And a visitor's page: the CV, as the build prerendered it from the seed.
  const visitor = await page.context().newPage();
  await visitor.goto('/cv');
  const visitorCv = visitor.getByRole('main');
  await expect(visitorCv.getByRole('link', { name: first, exact: true })).toBeVisible();

  // An edit, saved at the seed's version plus one.
  await studio.edit(first).click();
  const form = page.getByRole('form', { name: 'The job' });
  await form.getByLabel('Organisation', { exact: true }).fill(`${first} AB`);
  await form.getByLabel('End date').fill('2025-06');
  await form.getByRole('button', { name: 'Save the job' }).click();
  await expect(studio.saved(form)).toBeVisible();
  await expect(workTitles(other)).toHaveText([`${first} AB`, ...jobs.slice(1)]);
  await expect(visitorCv.getByRole('link', { name: `${first} AB` })).toBeVisible();
  await expect(visitorCv).toContainText('Sep 2022 – Jun 2025');
  await expect
    .poll(async () => (await ownerDb.doc('Resume/work-1').get()).data())
    .toMatchObject({ section: 'work', name: `${first} AB`, endDate: '2025-06', version: 2 });

  // A reorder and a delete, followed by the other page.
  await page.getByRole('button', { name: 'Back to the career' }).click();
  await studio.moveUp(second).click();
  await expect(workTitles(other)).toHaveText([second, `${first} AB`, ...jobs.slice(2)]);
  await studio.delete(second).click();
  await expect(workTitles(other)).toHaveText([`${first} AB`, ...jobs.slice(2)]);
  await expect.poll(async () => (await ownerDb.doc('Resume/work-2').get()).exists).toBe(false);

  // An import replaces the record for both pages.
  await page.goto('/studio/content');
  await page.getByLabel('JSON Resume file (.json)').setInputFiles({
    name: 'resume.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({ work: [{ name: 'Registry Co', position: 'Engineer', startDate: '2020' }] }),
    ),
  });
  await page.getByRole('button', { name: 'Replace the career' }).click();
  await expect(page.getByText(/Your career was replaced with resume\.json/)).toBeVisible();
  await expect(workTitles(other)).toHaveText(['Registry Co']);
  await expect(other.getByText('No education yet.')).toBeVisible();
  await expect(visitorCv.getByText('Registry Co')).toBeVisible();
  await expect(visitorCv.getByRole('heading', { name: 'Education' })).toHaveCount(0);
  await other.close();
  await visitor.close();
});
