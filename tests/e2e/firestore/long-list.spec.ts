import AxeBuilder from '@axe-core/playwright';
import { content, waitForContent } from '../support/fixtures';
import { expect, test, waitForFirestore } from './support/fixtures';
import { renderHomeAsBuilt } from './support/home-as-built';

const PAGE = 12;
const ADDED = 10;
const total = content.projects.length + ADDED;

test('a long list shows a page of projects and more on request, before the app runs too, and every one without scripts', async ({
  page,
  ownerDb,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  await waitForContent(page);
  await waitForFirestore(page);
  const batch = ownerDb.batch();
  for (let number = 1; number <= ADDED; number += 1) {
    // No order of their own: they follow the demo's projects, by id.
    batch.set(ownerDb.doc(`Projects/more-${String(number).padStart(2, '0')}`), {
      title: `More ${number}`,
      description: 'Added to make the list long.',
      tags: ['Long list'],
      images: [],
      githubLink: '',
      projectLink: '',
      appStoreLink: '',
    });
  }
  await batch.commit();

  const list = page.getByRole('list', { name: 'Projects tagged All' });
  const shown = list.getByRole('article');
  await expect(page.getByText(`Showing ${PAGE} of ${total} projects`)).toBeVisible({
    timeout: 15_000,
  });
  await expect(shown).toHaveCount(PAGE);
  const { violations } = await new AxeBuilder({ page }).include('#projects').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  const firstHidden = `More ${PAGE - content.projects.length + 1}`;
  await expect(page.getByRole('article', { name: firstHidden })).toBeHidden();

  // The page the next build writes for this content, opened where scripts are off: there
  // nothing could show more, so every project is listed and the button is not shown. (The
  // browser's own page renders a card only once it is shown.)
  const root = await renderHomeAsBuilt();
  const html = await page.evaluate((built) => {
    const document = window.document.documentElement.cloneNode(true) as HTMLElement;
    // As the build wrote it: without what the app and its first script have added since.
    delete document.dataset.controls;
    const added = 'script[src], link[rel="modulepreload"], link[rel="preload"][as="fetch"]';
    for (const element of document.querySelectorAll(added)) element.remove();
    const app = document.querySelector('#root');
    if (app) app.innerHTML = built;
    return `<!doctype html>${document.outerHTML}`;
  }, root);
  const noScripts = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await noScripts.newPage();
  await plain.route('/', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await plain.goto('/');
  // The first page in the grid, the rest in the build's second list after it.
  await expect(plain.getByRole('list', { name: 'Projects tagged All', exact: true })).toBeVisible();
  await expect(
    plain.getByRole('list', { name: 'Projects tagged All, continued', exact: true }),
  ).toBeVisible();
  await expect(plain.locator('#projects').getByRole('article')).toHaveCount(total);
  await expect(plain.getByRole('article', { name: firstHidden })).toBeVisible();
  await expect(plain.getByRole('button', { name: 'Show more projects' })).toBeHidden();
  await expect(plain.getByText(/^Showing/)).toBeHidden();
  await noScripts.close();

  const showMore = page.getByRole('button', { name: 'Show more projects' });
  await showMore.focus();
  await page.keyboard.press('Enter');
  await expect(shown).toHaveCount(total);
  const firstNew = page.getByRole('article', { name: firstHidden });
  await expect(firstNew).toBeFocused();
  await expect(firstNew).toBeInViewport();
  await expect(showMore).toBeHidden();
});
