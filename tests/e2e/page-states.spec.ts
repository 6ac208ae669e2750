import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS } from '@/domain/user-profile';
import { content, expect, test, waitForContent } from './support/fixtures';

test('the footer links each non-empty social value, in new tabs', async ({ page }) => {
  await page.goto('/');
  await waitForContent(page);
  const social = page.getByRole('contentinfo').getByRole('navigation', { name: 'Social links' });
  const expected = SOCIAL_NETWORKS.filter((network) => content.user[network]);
  await expect(social.getByRole('link')).toHaveCount(expected.length);
  for (const network of expected) {
    const link = social.getByRole('link', { name: SOCIAL_NETWORK_NAMES[network] });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
});

for (const [operation, message] of [
  ['user', 'The introduction could not be loaded.'],
  ['projects', 'The projects could not be loaded.'],
] as const) {
  test(`?fail=${operation} shows a message with a working Retry`, async ({ page }) => {
    // Loading lasts a whole second, so a busy machine cannot step over it between two looks.
    await page.goto(`/?fail=${operation}&latency=1000`);
    // The failure comes after the app's start and that second: a busy machine needs longer than
    // the 5 s default to show it (a clean-clone run missed it).
    const failureShown = { timeout: 15_000 };
    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert).toBeVisible(failureShown);
    await alert.getByRole('button', { name: 'Retry' }).click();
    // The failure is configured for the whole visit, so the retry shows loading, then fails again.
    await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible(failureShown);
  });
}

test(`any other path is a 404 with only the not-found page, from its first paint (the firebase.json hosting server)`, async ({
  page,
  guard,
}) => {
  guard.allowFailedRequest(/\/(anything\/else|projects)$/);
  // What the browser paints first, before any script has run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, {
        firstPaintText: document.body.innerText.trim(),
        firstMain: document.querySelector('main'),
      });
    });
  });
  for (const path of ['/anything/else', '/projects']) {
    const response = await page.goto(`${path}`);
    expect(response?.status(), path).toBe(404);
    expect(await page.evaluate(() => (window as { firstPaintText?: string }).firstPaintText)).toBe(
      'pagenotfound works!',
    );
    await expect(page.getByRole('heading', { name: 'pagenotfound works!' })).toBeVisible();
    expect((await page.locator('body').innerText()).trim()).toBe('pagenotfound works!');
    // The app hydrates the page it was sent rather than emptying and rendering it again.
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(
        () => document.querySelector('main') === (window as { firstMain?: unknown }).firstMain,
      ),
    ).toBe(true);
  }
});

test('a normal visit makes only local requests, none failing', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/');
  await waitForContent(page);
  expect(requests.length).toBeGreaterThan(0);
  for (const url of requests) expect(new URL(url).hostname).toBe('127.0.0.1');
});
