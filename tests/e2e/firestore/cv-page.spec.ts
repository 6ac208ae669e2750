import { owner } from '../support/fixtures';
import { entryCount } from '../support/cv';
import { expect, test, waitForFirestore } from './support/fixtures';

/** Marks the CV's entries the server rendered, before any of the page's scripts has run. */
function markPrerenderedEntries() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    Object.assign(window, { prerenderedEntries: [...document.querySelectorAll('#root article')] });
  });
}

test.describe('/cv on the Firestore build', () => {
  test('is prerendered from the seeded record and hydrates it without a mismatch', async ({
    page,
  }) => {
    await page.addInitScript(markPrerenderedEntries);
    const response = await page.goto('/cv');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`CV · ${owner}`);
    await expect(page.locator('article.cv-entry')).toHaveCount(entryCount);
    await waitForFirestore(page);
    await expect(page.getByRole('contentinfo')).toContainText(/© \d{4} /);
    // The document's own article and each entry's, still the nodes the server rendered.
    const inPlace = await page.evaluate(() =>
      ((window as unknown as { prerenderedEntries?: Element[] }).prerenderedEntries ?? []).map(
        (node) => node.isConnected,
      ),
    );
    expect(inPlace).toEqual(Array(entryCount + 1).fill(true));
  });
});
