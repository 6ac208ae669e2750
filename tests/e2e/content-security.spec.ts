import { expect, test, waitForContent } from './support/fixtures';

const hosting = `http://127.0.0.1:${process.env.E2E_HOSTING_PORT ?? 5000}`;

test.describe('under the Content-Security-Policy of firebase.json', () => {
  test('the production build works with no violation', async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { cspViolations: violations });
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
      );
    });
    const response = await page.goto(`${hosting}/?latency=200#contact`);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toBeTruthy();

    await waitForContent(page);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Jo');
    await form.getByLabel('Email').fill('jo@example.com');
    await form.getByLabel('Your Message').fill('Hello');
    await form.getByRole('button', { name: 'Submit' }).click();
    // A send in the page's first seconds waits out the anti-bot minimum behind the spinner.
    await expect(page.getByText('Email sent. Expect a reply within 24 hours')).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('radio', { name: 'All' }).scrollIntoViewIfNeeded();

    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });

  test('hashed assets are cached for good, HTML never', async ({ request, page }) => {
    const html = await request.get(`${hosting}/`);
    expect(html.headers()['cache-control']).toBe('no-cache');
    await page.goto(`${hosting}/`);
    const script = await page.locator('meta[name="app-entry"]').getAttribute('content');
    const asset = await request.get(`${hosting}${script}`);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
