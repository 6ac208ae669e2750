import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { switchColorScheme } from '../support/color-scheme';
import { FIRESTORE_SITE_MEASUREMENT_ID, FIRESTORE_SITE_PROJECT } from './support/demo-data';
import { expect, test } from './support/fixtures';

const QUESTION = 'Count this visit?';
const OFF_THIS_MACHINE = /^https:\/\//;
const GTAG = `https://www.googletagmanager.com/gtag/js?l=dataLayer&id=${FIRESTORE_SITE_MEASUREMENT_ID}`;

/** Every request the page makes off this machine, in order. */
function requestsElsewhere(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (OFF_THIS_MACHINE.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/**
 * Google's side of Analytics, answered on this machine: the app's web config, an installation,
 * and gtag.js (empty: what matters is that the page asked for it, and what it pushed to gtag).
 */
async function answerForGoogle(page: Page): Promise<void> {
  await page.route(/^https:\/\/firebase\.googleapis\.com\/.*\/webConfig/, (route) =>
    route.fulfill({
      json: {
        projectId: FIRESTORE_SITE_PROJECT,
        appId: '1:1:web:1',
        measurementId: FIRESTORE_SITE_MEASUREMENT_ID,
      },
    }),
  );
  await page.route(/^https:\/\/firebaseinstallations\.googleapis\.com\//, (route) =>
    route.fulfill({
      json: {
        name: 'installation',
        fid: 'cQ7xMUG1QbWa-test-fid',
        refreshToken: 'refresh-token',
        authToken: { token: 'auth-token', expiresIn: '604800s' },
      },
    }),
  );
  await page.route(/^https:\/\/www\.googletagmanager\.com\/gtag\/js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
}

/** The consent updates the page gave gtag, oldest first. */
function consentUpdates(page: Page): Promise<Record<string, string>[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
    return layer
      .map((entry) => Array.from(entry))
      .filter(([command]) => command === 'consent')
      .map(([, , settings]) => settings as Record<string, string>);
  });
}

test('nothing of Google Analytics loads before the visitor allows it; a keyboard declines', async ({
  page,
}) => {
  const elsewhere = requestsElsewhere(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: QUESTION });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  // Asked, not imposed: the page behind it stays usable, and focus stays where it was.
  await expect(banner).not.toBeFocused();
  for (const [width, colorScheme] of [
    [375, 'dark'],
    [1280, 'light'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await switchColorScheme(page, colorScheme);
    const { violations } = await new AxeBuilder({ page }).include('.consent-banner').analyze();
    expect(violations).toEqual([]);
    await page.screenshot({
      path: `test-results/screenshots/consent-banner-${width}-${colorScheme}.png`,
    });
  }

  // First in the document: the first Tab reaches it.
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Decline' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();

  await page.reload();
  const settings = page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Analytics settings' });
  await expect(settings).toBeVisible({ timeout: 15_000 });
  await expect(banner).toBeHidden();
  expect(elsewhere).toEqual([]);
});

test('allowing starts Google Analytics at once and on later visits; declining later stops it', async ({
  page,
  guard,
}) => {
  guard.allowRequestElsewhere(OFF_THIS_MACHINE);
  await answerForGoogle(page);
  const elsewhere = requestsElsewhere(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: QUESTION });
  await banner.getByRole('button', { name: 'Allow' }).click({ timeout: 15_000 });
  await expect(banner).toBeHidden();
  await expect.poll(() => elsewhere).toContain(GTAG);
  expect(await consentUpdates(page)).toContainEqual(
    expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
  );

  elsewhere.length = 0;
  await page.reload();
  await expect.poll(() => elsewhere, { timeout: 15_000 }).toContain(GTAG);
  await expect(banner).toBeHidden();

  const settings = page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Analytics settings' });
  await settings.click();
  await expect(banner.getByRole('heading', { name: QUESTION })).toBeFocused();
  await expect(banner).toContainText('You allow it at the moment.');
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(settings).toBeFocused();
  const updates = await consentUpdates(page);
  expect(updates.at(-1)).toMatchObject({ analytics_storage: 'denied' });
  // Firebase's own switch: gtag sends nothing for this measurement id any more.
  expect(
    await page.evaluate(
      (id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`],
      FIRESTORE_SITE_MEASUREMENT_ID,
    ),
  ).toBe(true);
});
