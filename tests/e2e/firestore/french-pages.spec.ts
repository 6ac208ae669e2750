import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { content, owner } from '../support/fixtures';
import { wordsIn } from '../support/interface-words';
import { expect, test, waitForFirestore } from './support/fixtures';

// French's pages on the Firestore build: prerendered from the seeded content, then live.
const fr = await wordsIn('fr');
type Translated = { translations?: { fr?: { title?: string; description?: string } } };
const [first] = content.projects;
if (!first) throw new Error('The demo content has no project.');
const frenchTitle = (first as Translated).translations?.fr?.title || first.title;

async function openFrenchHome(page: Page, hash = '') {
  await page.goto(`/fr/${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: owner })).toBeVisible();
  await expect(
    page.getByRole('form', { name: fr('Contact form') }).getByLabel(fr('Name')),
  ).toBeEnabled();
  await waitForFirestore(page);
}

test("the home page is French's, and follows a French translation the owner saves", async ({
  page,
  ownerDb,
}) => {
  await openFrenchHome(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 2, name: fr('Get in touch') })).toBeVisible();
  await expect(page.getByRole('article', { name: frenchTitle })).toBeVisible();

  await ownerDb
    .doc(`Projects/${first.id}`)
    .update({ 'translations.fr.title': 'Compagnon de sentier' });
  // The listener starts once the browser is idle; the first change may wait for it.
  await expect(page.getByRole('article', { name: 'Compagnon de sentier' })).toBeVisible({
    timeout: 15_000,
  });
  // A text with no French shows the English, marked as English.
  await ownerDb.doc(`Projects/${first.id}`).update({ 'translations.fr.title': '' });
  const card = page.getByRole('article', { name: first.title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: first.title })).toHaveAttribute('lang', 'en');
});

test('the contact form sends from a French page, in French', async ({ page, ownerDb }) => {
  await openFrenchHome(page, '#contact');
  const form = page.getByRole('form', { name: fr('Contact form') });
  await form.getByLabel(fr('Name')).focus();
  await form.getByLabel(fr('Email')).focus();
  await expect(form.getByText(fr('Please enter your name'))).toBeVisible();
  await form.getByLabel(fr('Name')).fill('Jo Exemple');
  await form.getByLabel(fr('Email')).fill('jo@example.com');
  await form.getByLabel(fr('Your Message')).fill('Bonjour depuis la page française');
  await form.getByRole('button', { name: fr('Submit') }).click();
  await expect(page.getByText(fr('Email sent. Expect a reply within 24 hours'))).toBeVisible({
    timeout: 15_000,
  });
  const stored = await ownerDb.collection('Emails').get();
  expect(stored.docs.map((doc) => doc.get('message'))).toEqual([
    'Bonjour depuis la page française',
  ]);
});

test("French's project page and CV are prerendered in French, axe clean", async ({ page }) => {
  await page.goto(`/fr/projects/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: frenchTitle })).toBeVisible();
  // The app runs the page: the gallery's buttons, disabled in the build's HTML, open images.
  const open = page.getByRole('button', {
    name: fr('Open image {position} of {count} of {title} full size', {
      position: 1,
      count: first.images.length,
      title: frenchTitle,
    }),
  });
  await expect(open).toBeEnabled();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/fr/projects/${first.id}$`),
  );
  await expectNoAxeViolations(page, 'project');
  await page.goto('/fr/cv');
  await expect(page.getByRole('heading', { level: 2, name: fr('Experience') })).toBeVisible();
  await expect(page.locator('#app-starting-hint')).toHaveCount(0);
  await expectNoAxeViolations(page, 'cv');
});
