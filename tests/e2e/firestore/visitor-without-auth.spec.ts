import { waitForContent } from '../support/fixtures';
import {
  fileOf,
  FIREBASE_AUTH_MARKERS,
  firebaseAuthFiles,
  studioCode,
} from '../support/studio-code';
import { FIRESTORE_SITE_DIR } from './support/firestore-site';
import { expect, test, waitForFirestore } from './support/fixtures';

const AUTH_ADDRESSES = [
  /identitytoolkit\.googleapis\.com/,
  /securetoken\.googleapis\.com/,
  /apis\.google\.com/,
  ...(process.env.E2E_AUTH_EMULATOR ? [new RegExp(process.env.E2E_AUTH_EMULATOR)] : []),
];

test("a visitor's page loads no Firebase Authentication, nor any of the studio's code", async ({
  page,
}) => {
  // The build has Authentication's code, all of it in the studio's files.
  const auth = firebaseAuthFiles(FIRESTORE_SITE_DIR);
  const studio = studioCode(FIRESTORE_SITE_DIR);
  expect(auth.length).toBeGreaterThan(0);
  for (const file of auth) expect(studio.files).toContain(file);

  const urls: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text());
  });
  await page.goto('/');
  await waitForContent(page);
  // Firebase's own code has loaded (the repository starts once the browser is idle).
  await waitForFirestore(page);
  // Down to the contact form, past every card (the live listener never lets the network idle).
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.locator('#contact')).toBeInViewport();

  expect(urls.filter((url) => AUTH_ADDRESSES.some((address) => address.test(url)))).toEqual([]);
  expect(urls.map(fileOf).filter((file) => studio.files.has(file))).toEqual([]);
  const code = await Promise.all(scripts);
  expect(code.length).toBeGreaterThan(3);
  for (const text of code) {
    for (const marker of FIREBASE_AUTH_MARKERS) expect(text).not.toContain(marker);
  }
});
