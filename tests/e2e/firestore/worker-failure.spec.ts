import { content, waitForContent } from '../support/fixtures';
import { expect, test, waitForFirestore } from './support/fixtures';

/** The Firestore worker's own file (src/data/firestore-worker.ts, built). */
const WORKER_FILE = /\/assets\/firestore-worker-(?!client)[\w-]+\.js$/;

test('a Firestore worker that cannot load leaves the page readable and says what does not work', async ({
  page,
  ownerDb,
  guard,
}) => {
  guard.allowFailedRequest(WORKER_FILE);
  guard.allowConsoleError(/Firestore worker could not start|not sent/);
  let requested = 0;
  await page.route(WORKER_FILE, (route) => {
    requested += 1;
    return route.abort('connectionfailed');
  });
  await page.goto('/#contact');
  await waitForContent(page);
  await waitForFirestore(page);

  // The prerendered projects stay, and the visitor is told they may be out of date.
  await expect(page.getByText('Live updates are paused')).toBeVisible({ timeout: 15_000 });
  expect(requested).toBeGreaterThan(0);
  await expect(page.locator('#projects').getByRole('article')).toHaveCount(content.projects.length);

  // A message cannot go, and says so at once, keeping what was typed.
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Jo Example');
  await form.getByLabel('Email').fill('jo@example.com');
  await form.getByLabel('Your Message').fill('Hello');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toContainText('Your message was not sent');
  await expect(form.getByLabel('Your Message')).toHaveValue('Hello');
  expect((await ownerDb.collection('Emails').get()).size).toBe(0);
});
