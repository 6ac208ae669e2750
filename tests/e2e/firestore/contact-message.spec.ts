import { Timestamp } from 'firebase-admin/firestore';
import { waitForContent } from '../support/fixtures';
import { expect, test, waitForFirestore } from './support/fixtures';

test('a send stores exactly one message, dated by the server, and says it was sent', async ({
  page,
  ownerDb,
}) => {
  const typed = { name: 'Jo Example', email: 'jo@example.com', message: 'Hello\nfrom the browser' };
  await page.goto('/#contact');
  await waitForContent(page);
  await waitForFirestore(page);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill(typed.name);
  await form.getByLabel('Email').fill(typed.email);
  await form.getByLabel('Your Message').fill(typed.message);
  const before = Timestamp.now().toMillis();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Email sent. Expect a reply within 24 hours')).toBeVisible({
    timeout: 15_000,
  });
  const after = Timestamp.now().toMillis();

  const stored = await ownerDb.collection('Emails').get();
  expect(stored.size).toBe(1);
  const message = stored.docs[0]?.data() ?? {};
  expect(Object.keys(message).sort()).toEqual(['date', 'email', 'message', 'name']);
  expect(message).toMatchObject(typed);
  // The rules accept only `date == request.time`: a clock on the page could not have set it.
  expect(message.date).toBeInstanceOf(Timestamp);
  const date = (message.date as Timestamp).toMillis();
  expect(date).toBeGreaterThanOrEqual(before - 1000);
  expect(date).toBeLessThanOrEqual(after + 1000);
});
