import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPart, openStudio } from '../support/studio';
import { clearAccounts, createGoogleAccount } from './support/auth-accounts';
import { expect, test } from './support/fixtures';
import {
  GOOGLE_SCRIPT_HOSTS,
  serveGoogleScripts,
  signInWithGoogle,
} from './support/google-sign-in';

const OWNER = 'owner@example.com';

/** The demo's first project and first job, as `npm run seed` stored them. */
const demo = JSON.parse(readFileSync(join(process.cwd(), 'mocks', 'portfolio.json'), 'utf8')) as {
  user: { languages?: string[] };
  projects: { id: string; title: string }[];
  resume: { work: { name: string; highlights: string[] }[] };
};
const [project] = demo.projects;
const [job] = demo.resume.work;
if (!project || !job) throw new Error('The tests need a project and a job in the demo.');
const demoLanguages = demo.user.languages ?? ['en'];
if (demoLanguages.includes('de')) throw new Error('The test adds German: the demo has it.');

test.beforeEach(async ({ page, guard }) => {
  await clearAccounts();
  await createGoogleAccount(OWNER, { owner: true });
  await serveGoogleScripts(page.context());
  guard.allowRequestElsewhere(GOOGLE_SCRIPT_HOSTS);
});

test("the owner's languages and translations are stored past the rules, and a new default swaps the texts", async ({
  page,
  ownerDb,
}) => {
  const studio = await openStudio(page, '', '/studio/languages');
  await signInWithGoogle(page, () => studio.signInWithGoogle.click(), OWNER, 'listed');
  const languages = page.getByRole('form', { name: 'The site’s languages' });
  await languages.getByRole('button', { name: 'Add Deutsch (de)' }).click();
  await languages.getByRole('button', { name: 'Save the languages' }).click();
  await expect(studio.saved(languages)).toBeVisible();
  await expect
    .poll(async () => (await ownerDb.doc('User/user').get()).data())
    .toMatchObject({ languages: [...demoLanguages, 'de'] });

  await openPart(studio, 'Translations');
  await page.getByRole('link', { name: /^Deutsch \(de\)/ }).click();
  const projectForm = page.getByRole('form', { name: `Project “${project.title}”` });
  await projectForm.getByRole('textbox', { name: 'Title · Deutsch' }).fill(`${project.title} DE`);
  await projectForm.getByRole('button', { name: 'Save the translation' }).click();
  await expect(studio.saved(projectForm)).toBeVisible();
  await expect
    .poll(async () => (await ownerDb.doc(`Projects/${project.id}`).get()).data())
    .toMatchObject({
      title: project.title,
      translations: { de: { title: `${project.title} DE` } },
    });

  const jobForm = page.getByRole('form', { name: `Work: “${job.name}”` });
  await jobForm
    .getByRole('textbox', { name: 'Highlights (one a line) · Deutsch' })
    .fill(job.highlights.map((line) => `${line} (de)`).join('\n'));
  await jobForm.getByRole('button', { name: 'Save the translation' }).click();
  await expect(studio.saved(jobForm)).toBeVisible();
  await expect
    .poll(async () => (await ownerDb.doc('Resume/work-1').get()).data())
    .toMatchObject({
      translations: { de: { highlights: job.highlights.map((line) => `${line} (de)`) } },
    });

  // German as the default: every text swapped with its translation, in one write.
  await openPart(studio, 'Languages');
  await languages.getByRole('button', { name: 'Make Deutsch the default' }).click();
  await expect(languages.getByRole('note')).toContainText('Saving makes Deutsch the default');
  await languages.getByRole('button', { name: 'Save the languages' }).click();
  await expect(studio.saved(languages)).toBeVisible();
  await expect
    .poll(async () => (await ownerDb.doc('User/user').get()).data())
    .toMatchObject({ languages: ['de', ...demoLanguages] });
  await expect
    .poll(async () => (await ownerDb.doc(`Projects/${project.id}`).get()).data())
    .toMatchObject({
      title: `${project.title} DE`,
      translations: { en: { title: project.title } },
    });
});
