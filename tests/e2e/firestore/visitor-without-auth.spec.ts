import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

test("a visitor's page loads no Firebase Authentication before Submit, nor any of the studio's code", async ({
  page,
}) => {
  // The build has Authentication's code in the studio's files, and in one file more: the
  // visitor's anonymous sign-in, which only the Firestore worker imports, dynamically, at the
  // first press of Submit (tests/e2e/firestore/contact-send-limits.spec.ts sees it load then).
  const auth = firebaseAuthFiles(FIRESTORE_SITE_DIR);
  const studio = studioCode(FIRESTORE_SITE_DIR);
  const signIn = auth.filter((file) => !studio.files.has(file));
  expect(auth.length).toBeGreaterThan(signIn.length);
  expect(signIn).toHaveLength(1);
  const importers = readdirSync(join(FIRESTORE_SITE_DIR, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .filter((name) =>
      readFileSync(join(FIRESTORE_SITE_DIR, 'assets', name), 'utf8').includes(
        signIn[0]?.replace(/^assets\//, '') ?? '',
      ),
    );
  expect(importers).toEqual([expect.stringMatching(/^firestore-worker-(?!client)[\w-]+\.js$/)]);
  const worker = readFileSync(join(FIRESTORE_SITE_DIR, 'assets', importers[0] ?? ''), 'utf8');
  expect(worker).toContain(`import(\`./${signIn[0]?.replace(/^assets\//, '')}\`)`);

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
  // Down to the contact form, past every card (the live listener never lets the network idle),
  // and a message typed: still nothing of Authentication until Submit.
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.locator('#contact')).toBeInViewport();
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Jo Example');
  await form.getByLabel('Email').fill('jo@example.com');
  await form.getByLabel('Your Message').fill('Not sent yet');
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();

  expect(urls.filter((url) => AUTH_ADDRESSES.some((address) => address.test(url)))).toEqual([]);
  expect(urls.map(fileOf).filter((file) => studio.files.has(file) || auth.includes(file))).toEqual(
    [],
  );
  const code = await Promise.all(scripts);
  expect(code.length).toBeGreaterThan(3);
  for (const text of code) {
    for (const marker of FIREBASE_AUTH_MARKERS) expect(text).not.toContain(marker);
  }
});
