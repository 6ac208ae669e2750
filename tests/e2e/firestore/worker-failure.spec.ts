import { content, submitContactForm, waitForContent } from '../support/fixtures';
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
  const form = await submitContactForm(page, 'Jo Example', 'Hello');
  await expect(form.getByRole('alert')).toContainText('Your message was not sent');
  await expect(form.getByLabel('Your Message')).toHaveValue('Hello');
  expect((await ownerDb.collection('Emails').get()).size).toBe(0);
});

test('a Firestore worker that failed to load is started again by Retry, and a message then goes once', async ({
  page,
  ownerDb,
  guard,
}) => {
  guard.allowFailedRequest(WORKER_FILE);
  guard.allowConsoleError(/Firestore worker could not start/);
  let requested = 0;
  await page.route(WORKER_FILE, (route) => {
    requested += 1;
    return requested === 1 ? route.abort('connectionfailed') : route.continue();
  });
  await page.goto('/');
  await waitForContent(page);
  await waitForFirestore(page);
  await expect(page.getByText('Live updates are paused')).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('.live-updates-notice')).toBeHidden({ timeout: 15_000 });
  expect(requested).toBe(2);
  const first = content.projects[0];
  if (!first) throw new Error('The demo content has no project.');
  await ownerDb.doc(`Projects/${first.id}`).update({ title: `${first.title} 2.0` });
  await expect(page.getByRole('article', { name: `${first.title} 2.0` })).toBeVisible();

  await submitContactForm(page, 'Jo Example', 'Hello again');
  await expect(page.getByText('Email sent. Expect a reply within 24 hours')).toBeVisible({
    timeout: 15_000,
  });
  expect((await ownerDb.collection('Emails').get()).size).toBe(1);
});
