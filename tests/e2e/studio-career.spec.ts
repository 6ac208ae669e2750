import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { checkAndShoot } from './support/axe';
import { expect, test } from './support/fixtures';
import { openPart, openStudio } from './support/studio';

/** The demo's career, as the build's content file has it. */
const { resume } = JSON.parse(
  readFileSync(join(process.cwd(), 'mocks', 'portfolio.json'), 'utf8'),
) as {
  resume: { work: { name: string }[] };
};
const jobs = resume.work.map(({ name }) => name);
if (jobs.length < 3) throw new Error('The tests need 3 jobs in the demo career.');

const workList = (page: Page) =>
  page.getByRole('list', { name: 'Work, in the order visitors see it' });
const workTitles = (page: Page) => workList(page).getByRole('listitem').locator('strong');

test('the owner adds, checks, reorders, deletes and brings back a career entry', async ({
  page,
}, info) => {
  const studio = await openStudio(page, '', '/studio/career');
  await studio.continueAsDemoOwner.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Career' })).toBeVisible();
  await expect(workTitles(page)).toHaveText(jobs);
  await checkAndShoot(page, 'studio-career', 'sections', info.project.name);

  await page.getByRole('button', { name: 'Add a job' }).click();
  const form = page.getByRole('form', { name: 'The job' });
  await form.getByLabel('Organisation', { exact: true }).fill('Göteborg Labs');
  const start = form.getByLabel('Start date');
  await start.fill('March 2021');
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Expected YYYY, YYYY-MM or YYYY-MM-DD.')).toBeVisible();
  await checkAndShoot(page, 'studio-career', 'entry-in-error', info.project.name);

  await start.fill('2021-03');
  await form.getByLabel('End date').fill('present');
  await form.getByLabel(/^Highlights/).fill('Built the lab’s booking app\nTaught Kotlin');
  await expect(start).toHaveAttribute('aria-invalid', 'false');
  await form.getByRole('button', { name: 'Add the job' }).click();
  await expect(studio.saved(form)).toBeVisible();
  await page.getByRole('button', { name: 'Back to the career' }).click();
  await expect(workTitles(page)).toHaveText([...jobs, 'Göteborg Labs']);
  await expect(workList(page).getByRole('listitem').last()).toContainText(/2021 – present/);

  await studio.moveUp('Göteborg Labs').click();
  await expect(workTitles(page)).toHaveText([...jobs.slice(0, -1), 'Göteborg Labs', jobs.at(-1)!]);
  await expect(studio.moveUp('Göteborg Labs')).toBeFocused();
  await expect(
    page.getByText(`Göteborg Labs moved to position ${jobs.length} of ${jobs.length + 1}`),
  ).toBeAttached();

  await studio.delete(jobs[0]!).click();
  await expect(page.getByText(`Deleted “${jobs[0]}”.`)).toBeVisible();
  await expect(workTitles(page)).not.toContainText([jobs[0]!]);
  await studio.undo.click();
  await expect(page.getByText(`Brought back “${jobs[0]}”.`)).toBeVisible();
  await expect(workTitles(page)).toHaveText([...jobs.slice(0, -1), 'Göteborg Labs', jobs.at(-1)!]);

  // Kept for the tab: a reload reads the same career back.
  await page.reload();
  await expect(workTitles(page)).toHaveText([...jobs.slice(0, -1), 'Göteborg Labs', jobs.at(-1)!]);
});

test('the owner imports a JSON Resume: an invalid one lists its problems, a valid one replaces the career', async ({
  page,
}, info) => {
  const studio = await openStudio(page, '', '/studio/content');
  await studio.continueAsDemoOwner.click();
  const input = page.getByLabel('JSON Resume file (.json)');
  await expect(input).toBeEnabled();
  const upload = (document: unknown) =>
    input.setInputFiles({
      name: 'resume.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(document)),
    });

  await upload({
    work: [{ name: 'A' }, { name: 'B' }, { name: 'C', startDate: 'March 2021' }],
    skills: [{ name: 'Kotlin', keywords: 'Android' }],
  });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('2 problems. Nothing was written.');
  await expect(alert.getByRole('listitem')).toHaveText([
    'work[2].startDate: expected YYYY, YYYY-MM or YYYY-MM-DD',
    'skills[0].keywords: expected a list',
  ]);

  await upload({
    basics: { name: 'Someone else' },
    work: [
      { name: 'Registry Co', position: 'Engineer', startDate: '2020-02', company: 'Registry Co' },
      { name: jobs[1], position: 'Lead', startDate: '2019' },
    ],
  });
  const preview = page.getByRole('region', { name: 'What importing resume.json changes' });
  await expect(preview).toContainText(
    'Not imported, as your profile and projects stay as they are: “basics”.',
  );
  await expect(preview.getByText('work[0].company')).toBeVisible();
  await checkAndShoot(page, 'studio-career', 'import-preview', info.project.name);
  await preview.getByRole('button', { name: 'Replace the career' }).click();
  await expect(
    page.getByText('Your career was replaced with resume.json’s. Visitors see it now.'),
  ).toBeFocused();

  await openPart(studio, 'Career');
  await expect(workTitles(page)).toHaveText(['Registry Co', jobs[1]!]);
  await expect(
    page.getByRole('list', { name: 'Education, in the order visitors see it' }),
  ).toHaveCount(0);
  await expect(page.getByText('No education yet.')).toBeVisible();
});
