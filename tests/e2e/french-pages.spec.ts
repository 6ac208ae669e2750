import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { content, expect, owner, scrollThrough, test } from './support/fixtures';
import { englishOnlyWords, wordsIn } from './support/interface-words';

// The demo in its second language, French, under /fr/: the sections, the tag filter with the tag
// in the address, the contact form, a project's page and its gallery, the CV, each in French's
// words, and none of English's interface words left anywhere on them.
const fr = await wordsIn('fr');
const englishWords = await englishOnlyWords('fr');
const [trailmate] = content.projects;
if (!trailmate) throw new Error('The demo has projects.');
const frenchTitle = (trailmate as { translations?: { fr?: { title?: string } } }).translations?.fr
  ?.title;
const title = frenchTitle || trailmate.title;

function frenchForm(page: Page) {
  const form = page.getByRole('form', { name: fr('Contact form') });
  return {
    form,
    name: form.getByLabel(fr('Name')),
    email: form.getByLabel(fr('Email')),
    message: form.getByLabel(fr('Your Message')),
    submit: form.getByRole('button', { name: fr('Submit') }),
  };
}

/** The French home page, once the app runs it. */
async function openFrenchHome(page: Page, query = '') {
  await page.goto(`/fr/${query}`);
  await expect(page.getByRole('heading', { level: 1, name: owner })).toBeVisible();
  await expect(frenchForm(page).name).toBeEnabled();
}

/**
 * Every text the page shows or names (text, accessible names, alt texts, titles, placeholders)
 * that is one of English's interface messages French says otherwise: none should be left.
 */
async function englishLeft(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const element of document.body.querySelectorAll('*')) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    found.push(document.title);
    return found;
  });
  return [...new Set(texts.filter((text) => englishWords.has(text)))];
}

test('the home page is in French: its sections, its words, its texts, and no English word left', async ({
  page,
}) => {
  await openFrenchHome(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  for (const heading of ['Experience', 'Featured Projects', 'Get in touch']) {
    await expect(page.getByRole('heading', { level: 2, name: fr(heading) })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: fr('Full CV') })).toBeVisible();
  // Exactly: a latest post's title may name the project too.
  await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
  await scrollThrough(page);
  expect(await englishLeft(page)).toEqual([]);
});

test("the tag filter keeps the tag in the address, the page's words French", async ({ page }) => {
  const [tag] = trailmate.tags;
  if (!tag) throw new Error('The demo project has tags.');
  await openFrenchHome(page);
  const filter = page.getByRole('radiogroup');
  await filter.getByRole('radio', { name: tag, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/\\?tag=${encodeURIComponent(tag)}`));
  await expect(filter.getByRole('radio', { name: fr('All') })).toBeVisible();
  const shown = content.projects.filter(({ tags }) => tags.includes(tag)).length;
  await expect(page.locator('#projects').getByRole('article')).toHaveCount(shown);
  // Opened at that address, the filter is chosen.
  await openFrenchHome(page, `?tag=${encodeURIComponent(tag)}`);
  await expect(filter.getByRole('radio', { name: tag, exact: true })).toBeChecked();
  expect(await englishLeft(page)).toEqual([]);
});

test('the contact form tells its rules in French, then sends and says so', async ({ page }) => {
  await openFrenchHome(page, '#contact');
  const { form, name, email, message, submit } = frenchForm(page);
  await name.focus();
  await email.focus();
  await expect(form.getByText(fr('Please enter your name'))).toBeVisible();
  await name.fill('J');
  await expect(
    form.getByText(
      fr('Your name needs at least {NAME_MIN_LENGTH} characters', { NAME_MIN_LENGTH: 2 }),
    ),
  ).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await name.fill('Jo');
  await email.fill('jo@example.com');
  await message.fill('Bonjour');
  await submit.click();
  const sent = page.getByText(fr('Email sent. Expect a reply within 24 hours'));
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
  expect(await englishLeft(page)).toEqual([]);
});

test("a project's page and its gallery are in French", async ({ page }) => {
  await page.goto(`/fr/projects/${trailmate.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const count = trailmate.images.length;
  const open = page.getByRole('button', {
    name: fr('Open image {position} of {count} of {title} full size', {
      position: 1,
      count,
      title,
    }),
  });
  await expect(open).toBeEnabled();
  await open.click();
  const viewer = page.getByRole('dialog', { name: fr('Images of {title}', { title }) });
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: fr('Next image') }).click();
  await expect(
    viewer.getByRole('img', {
      name: fr('{title}, image {position} of {count}', { title, position: 2, count }),
    }),
  ).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await viewer.getByRole('button', { name: fr('Close') }).click();
  await expect(viewer).toBeHidden();
});

test('the CV is in French', async ({ page }) => {
  await page.goto('/fr/cv');
  await expect(page.getByRole('heading', { level: 1, name: owner })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: fr('Experience') })).toBeVisible();
  await expect(page.getByText(new RegExp(fr('present')))).not.toHaveCount(0);
  expect(await englishLeft(page)).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`French's pages have no axe violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    for (const path of ['/fr/', `/fr/projects/${trailmate.id}`, '/fr/cv']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollThrough(page);
      await expectNoAxeViolations(page, path);
    }
  });
}
