import { Timestamp } from 'firebase-admin/firestore';
import { SEND_INTERVAL_SECONDS } from '@/domain/send-limits';
import { submitContactForm, waitForContent } from '../support/fixtures';
import { firebaseAuthFiles, fileOf, studioCode } from '../support/studio-code';
import { FIRESTORE_SITE_DIR } from './support/firestore-site';
import { expect, test, waitForFirestore } from './support/fixtures';

/** Requests to the Authentication emulator this run started (the build signs visitors in there). */
const toAuthEmulator = (url: string) =>
  Boolean(process.env.E2E_AUTH_EMULATOR) && url.includes(`//${process.env.E2E_AUTH_EMULATOR}/`);

test('a visitor is signed in at Submit, and a second message at once is asked to wait, keeping the text', async ({
  page,
  ownerDb,
}) => {
  // The visitor's sign-in code: Authentication's files that are not the studio's.
  const studio = studioCode(FIRESTORE_SITE_DIR);
  const signInFiles = firebaseAuthFiles(FIRESTORE_SITE_DIR).filter(
    (file) => !studio.files.has(file),
  );
  expect(signInFiles.length).toBeGreaterThan(0);
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const authRequests = () =>
    urls.filter((url) => toAuthEmulator(url) || signInFiles.includes(fileOf(url)));

  await page.goto('/#contact');
  await waitForContent(page);
  await waitForFirestore(page);
  expect(authRequests()).toEqual([]);

  await submitContactForm(page, 'Jo Example', 'The first message');
  await expect(page.getByText('Email sent. Expect a reply within 24 hours')).toBeVisible({
    timeout: 15_000,
  });
  // Signed in at Submit: the sign-in code loaded, and the visitor's account was made.
  expect(urls.some((url) => signInFiles.includes(fileOf(url)))).toBe(true);
  expect(urls.some(toAuthEmulator)).toBe(true);
  const senders = await ownerDb.collection('Senders').get();
  expect(senders.docs.map((sender) => sender.data())).toEqual([
    expect.objectContaining({ count: 1 }),
  ]);

  // The same visitor at once, in the page opened again, with another message.
  await page.reload();
  await waitForContent(page);
  const form = await submitContactForm(page, 'Jo Example', 'A second message, too soon');
  const alert = form.getByRole('alert');
  await expect(alert).toHaveText(
    /^Please wait \d+ seconds? before sending another message\. Nothing you typed was lost\.$/,
    { timeout: 15_000 },
  );
  const seconds = Number(/wait (\d+)/.exec((await alert.textContent()) ?? '')?.[1]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(SEND_INTERVAL_SECONDS);
  await expect(alert).toBeFocused();
  await expect(form.getByLabel('Your Message')).toHaveValue('A second message, too soon');
  await expect(form.getByLabel('Name')).toHaveValue('Jo Example');
  expect((await ownerDb.collection('Emails').get()).size).toBe(1);

  // Time passes, as the visitor's record says: their last send is moved back past the interval.
  const [sender] = senders.docs;
  const moveBack = (time: Timestamp) =>
    Timestamp.fromMillis(time.toMillis() - (SEND_INTERVAL_SECONDS + 1) * 1000);
  const { lastSent, dayStart } = (await sender!.ref.get()).data() as Record<string, Timestamp>;
  await sender!.ref.update({ lastSent: moveBack(lastSent!), dayStart: moveBack(dayStart!) });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Email sent. Expect a reply within 24 hours')).toBeVisible({
    timeout: 15_000,
  });
  const messages = (await ownerDb.collection('Emails').get()).docs.map(
    (entry) => entry.data().message as string,
  );
  expect(messages.sort()).toEqual(['A second message, too soon', 'The first message']);
  expect((await sender!.ref.get()).data()).toMatchObject({ count: 2 });
});
