import { content, owner, waitForApp, waitForContent } from '../support/fixtures';
import { emulatorAddress, expect, test, waitForFirestore } from './support/fixtures';

const [first, second] = content.projects;
// The demo content is the fixture: without two projects these tests would prove nothing.
if (!first || !second) throw new Error('The demo content needs at least two projects.');

/**
 * Before any script runs: remembers the cards the server rendered, and from then on notes any
 * skeleton that appears and where the contact section's heading sits on screen.
 */
function watchThePage() {
  const seen = { skeletons: 0, cards: [] as Element[], firstName: '' };
  Object.assign(window, { seen });
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element && node.matches('.skeleton, [aria-busy="true"]')) {
          seen.skeletons += 1;
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    seen.cards = [...document.querySelectorAll('#projects article')];
    seen.firstName = document.querySelector('h1')?.textContent ?? '';
  });
}

type Seen = { skeletons: number; cards: Element[]; firstName: string };

test.describe("the owner's changes reach a page built before them", () => {
  test('the current profile, projects and order replace the stale HTML in place, with no skeleton or jump', async ({
    page,
    ownerDb,
  }) => {
    // The owner publishes after the build: a new name, a longer title, and the first two swapped.
    await ownerDb.doc('User/user').update({ name: 'Maya L. Renamed', bio: 'A bio from today.' });
    await ownerDb.doc(`Projects/${first.id}`).update({
      order: 1,
      title: `${first.title}: now with a much longer name that wraps onto more lines`,
    });
    await ownerDb.doc(`Projects/${second.id}`).update({ order: 0 });

    // The page's reads are held until the visitor is settled in the page, so the new content
    // arrives while they read on.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`http://${emulatorAddress()}/**`, async (route) => {
      await released;
      await route.continue();
    });
    await page.addInitScript(watchThePage);
    await page.goto('/');
    await waitForApp(page);
    const contactHeading = page.getByRole('heading', { name: 'Get in touch' });
    await contactHeading.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -40));
    const topBefore = await contactHeading.evaluate((node) => node.getBoundingClientRect().top);

    // The build's copy paints first, then the current content as soon as the page has read it.
    expect(await page.evaluate(() => (window as unknown as { seen: Seen }).seen.firstName)).toBe(
      owner,
    );
    await expect(page.getByRole('heading', { level: 1, name: owner })).toBeAttached();
    release();
    await waitForFirestore(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Maya L. Renamed' })).toBeAttached({
      timeout: 15_000,
    });
    await expect(page.getByText('A bio from today.')).toBeAttached();
    const titles = page.locator('#projects article h3');
    await expect(titles.first()).toHaveText(second.title, { timeout: 15_000 });
    await expect(titles.nth(1)).toHaveText(/now with a much longer name/);
    await expect(page).toHaveTitle('Maya L. Renamed · Portfolio');

    const seen = await page.evaluate(() => {
      const { skeletons, cards } = (window as unknown as { seen: Seen }).seen;
      return { skeletons, cardsKept: cards.map((card) => card.isConnected) };
    });
    expect(seen.skeletons, 'skeletons shown').toBe(0);
    expect(seen.cardsKept, 'the server-rendered cards, still in the page').toEqual(
      content.projects.map(() => true),
    );
    // What the visitor was reading did not move although the cards above it changed.
    const topAfter = await contactHeading.evaluate((node) => node.getBoundingClientRect().top);
    expect(Math.abs(topAfter - topBefore)).toBeLessThanOrEqual(1);
  });

  test('follows a change of order while the page is open', async ({ page, ownerDb }) => {
    await page.goto('/');
    await waitForContent(page);
    await waitForFirestore(page);
    const titles = page.locator('#projects article h3');
    await expect(titles).toHaveText(content.projects.map((project) => project.title));

    const last = content.projects.at(-1)!;
    await ownerDb.doc(`Projects/${last.id}`).update({ order: -1 });
    await expect(titles).toHaveText(
      [last, ...content.projects.slice(0, -1)].map((project) => project.title),
      { timeout: 15_000 },
    );
  });

  test('a visit in a later year than the build hydrates without a mismatch', async ({ page }) => {
    await page.clock.install({ time: new Date('2031-06-01T12:00:00Z') });
    await page.addInitScript(watchThePage);
    await page.goto('/');
    await waitForContent(page);
    await expect(page.getByText(`© 2031 ${owner}`)).toBeVisible();
    // A mismatch would be a console error (which fails the test) and a fresh render.
    const cardsKept = await page.evaluate(() =>
      (window as unknown as { seen: Seen }).seen.cards.map((card) => card.isConnected),
    );
    expect(cardsKept).toEqual(content.projects.map(() => true));
  });
});

test('an unknown path is a 404 with the not-found page, not the home page', async ({ request }) => {
  const response = await request.get('/no/such/page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('pagenotfound works!');
  expect(html).not.toContain(owner);
});
