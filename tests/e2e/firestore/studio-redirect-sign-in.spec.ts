/**
 * The owner's sign-in where the browser blocks the popup: the studio falls back to a redirect
 * to the Authentication emulator's Google page and, back on /studio, completes it.
 */
import type { Page } from '@playwright/test';
import { openStudio } from '../support/studio';
import { clearAccounts, createGoogleAccount } from './support/auth-accounts';
import { expect, test as base } from './support/fixtures';
import { GOOGLE_SCRIPT_HOSTS, serveGoogleScripts } from './support/google-sign-in';

const OWNER = 'owner@example.com';

// Playwright turns Chromium's popup blocker off for every browser it starts; this file's keeps it.
const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, ignoreDefaultArgs: ['--disable-popup-blocking'] });
    },
    { scope: 'worker' },
  ],
});

/**
 * Presses the button named `name` from a script, with no user activation: Chromium's popup
 * blocker then refuses the window it opens (window.open returns null), as it refuses a popup
 * opened once a press's activation has lapsed. Playwright's own input and evaluations count as
 * user gestures, so the press waits in the page until the last one's activation has expired.
 */
async function pressWithoutUserActivation(page: Page, name: string): Promise<void> {
  const session = await page.context().newCDPSession(page);
  try {
    const { exceptionDetails } = await session.send('Runtime.evaluate', {
      expression: `new Promise((pressed) => {
        const press = () => {
          if (navigator.userActivation.isActive) return setTimeout(press, 100);
          [...document.querySelectorAll('button')]
            .find((button) => button.textContent.trim() === ${JSON.stringify(name)})
            .click();
          pressed();
        };
        press();
      })`,
      awaitPromise: true,
      userGesture: false,
    });
    if (exceptionDetails) throw new Error(`Pressing ${name}: ${exceptionDetails.text}`);
  } finally {
    await session.detach();
  }
}

test('with popups blocked, the owner signs in through a redirect to the Google page and back', async ({
  page,
  guard,
}) => {
  await clearAccounts();
  await createGoogleAccount(OWNER, { owner: true });
  await serveGoogleScripts(page.context());
  guard.allowRequestElsewhere(GOOGLE_SCRIPT_HOSTS);

  const studio = await openStudio(page);
  await expect(studio.signIn).toBeVisible();
  const studioUrl = page.url();

  await pressWithoutUserActivation(page, 'Sign in with Google');
  // The same tab goes to the emulator's Google page: no popup opened.
  await expect(page).toHaveURL((url) => url.pathname === '/emulator/auth/handler');
  await expect(page.getByText('Sign-in with Google')).toBeVisible();
  expect(page.context().pages()).toEqual([page]);

  await page.locator('.js-reuse-account', { hasText: OWNER }).click();
  await page.waitForURL(studioUrl);
  await expect(studio.owner).toBeVisible();
  await expect(page.getByText(`Signed in as ${OWNER}`)).toBeVisible();
});
