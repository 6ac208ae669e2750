import { content, waitForContent } from '../support/fixtures';
import { expect, test, waitForFirestore } from './support/fixtures';

const added = {
  title: 'Live Demo',
  description: 'Added by the owner while the page was open.',
  tags: ['Rust'],
  images: [],
  githubLink: 'https://github.com/example/live-demo',
  projectLink: '',
  appStoreLink: '',
};

test('follows projects the owner adds, changes and deletes while the page is open', async ({
  page,
  ownerDb,
}) => {
  const first = content.projects[0];
  if (!first) throw new Error('The demo content has no project.');
  await page.goto('/');
  await waitForContent(page);
  await waitForFirestore(page);
  // Set on this document only: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { openedOnce: true }));
  const cards = page.locator('#projects').getByRole('article');

  await ownerDb.doc(`Projects/${first.id}`).update({ title: `${first.title} 2.0` });
  // The listener starts once the browser is idle; the first change may wait for it.
  await expect(page.getByRole('article', { name: `${first.title} 2.0` })).toBeVisible({
    timeout: 15_000,
  });

  await ownerDb.doc('Projects/live-demo').set(added);
  await expect(page.getByRole('article', { name: added.title })).toBeVisible();
  await expect(cards).toHaveCount(content.projects.length + 1);
  await expect(page.getByRole('radio', { name: 'Rust', exact: true })).toBeVisible();

  await ownerDb.doc('Projects/live-demo').update({ title: 'Live Demo, renamed' });
  await expect(page.getByRole('article', { name: 'Live Demo, renamed' })).toBeVisible();

  await ownerDb.doc('Projects/live-demo').delete();
  await expect(cards).toHaveCount(content.projects.length);
  await expect(page.getByRole('article', { name: /Live Demo/ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Rust', exact: true })).toHaveCount(0);

  expect(await page.evaluate(() => 'openedOnce' in window)).toBe(true);
});
