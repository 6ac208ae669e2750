import type { Firestore } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { connectOwner } from '../../../support/firestore-client';
import { expect, test as base } from '../../support/fixtures';
import { FIRESTORE_SITE_PROJECT, resetToDemoContent } from './demo-data';

/** `host:port` of the emulator that this run's playwright.config.ts started. */
export function emulatorAddress(): string {
  const address = process.env.E2E_FIRESTORE_EMULATOR;
  if (!address) throw new Error('E2E_FIRESTORE_EMULATOR is not set: run `npm run test:e2e`.');
  return address;
}

/**
 * The Firestore SDK's own close of a write channel (TYPE=terminate), sent when a page unloads
 * or after the server has ended the channel (a refused write ends it), can reach the emulator
 * once it has forgotten that channel, and is then answered 400: nothing a visitor sees or loses.
 */
const WRITE_CHANNEL_CLOSE =
  /\/google\.firestore\.v1\.Firestore\/Write\/channel\?.*&TYPE=terminate&/;

/**
 * On top of the guard (console errors, failed requests but a write channel's late close,
 * requests leaving the machine): every test starts from the demo content with no messages,
 * whatever ran before it, and fails on any Content-Security-Policy violation, on every page it
 * loaded.
 */
export const test = base.extend<{
  ownerDb: Firestore;
  cspViolations: string[];
  writeChannelCloses: void;
}>({
  writeChannelCloses: [
    async ({ guard }, use) => {
      guard.allowFailedRequest(WRITE_CHANNEL_CLOSE);
      await use();
    },
    { auto: true },
  ],
  ownerDb: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const address = emulatorAddress();
      await resetToDemoContent(address);
      const [host = '', port = ''] = address.split(':');
      const owner = connectOwner({ host, port: Number(port), projectId: FIRESTORE_SITE_PROJECT });
      await use(owner.db);
      await owner.close();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportCspViolation(text: string): void })
            .reportCspViolation;
          report(`${event.violatedDirective}: ${event.blockedURI}`);
        });
      });
      await use(violations);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the page's Firestore repository exists (it loads once the browser is idle). */
export async function waitForFirestore(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__firestoreEmulatorTestHandle !== undefined, null, {
    timeout: 15_000,
  });
}
