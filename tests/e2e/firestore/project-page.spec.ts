import type { Page } from '@playwright/test';
import { content, owner, waitForContent } from '../support/fixtures';
import { openProjectPage, trailmate } from '../support/project-page';
import { expect, test, waitForFirestore } from './support/fixtures';

const added = {
  title: 'Late Arrival',
  description: 'Added by the owner after the site was built.',
  tags: ['Rust'],
  images: [],
  githubLink: 'https://github.com/example/late-arrival',
  projectLink: '',
  appStoreLink: '',
};

/** The page's one top-level heading says this (the live listener may take its time to start). */
async function expectHeading(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible({
    timeout: 15_000,
  });
}

/** From now on, counts every loading state (a skeleton, anything aria-busy) that appears. */
async function countLoadingStates(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const loading = '.skeleton, [aria-busy="true"]';
    const seen = { loading: 0 };
    Object.assign(window, { seen });
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') {
          if ((record.target as Element).matches(loading)) seen.loading += 1;
          continue;
        }
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(loading) || node.querySelector(loading)) seen.loading += 1;
        }
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-busy', 'class'],
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { seen: { loading: number } }).seen.loading);
}

test.describe("a project's own page, live", () => {
  test("follows the owner's edit at once", async ({ page, ownerDb }) => {
    await openProjectPage(page, trailmate);
    await waitForFirestore(page);
    await ownerDb.doc(`Projects/${trailmate.id}`).update({
      title: 'TrailMate 2',
      description: 'Rewritten while you read.',
    });
    await expectHeading(page, 'TrailMate 2');
    await expect(page.getByText('Rewritten while you read.')).toBeVisible();
    await expect(page.getByText(trailmate.description)).toHaveCount(0);
    await expect(page).toHaveTitle(`TrailMate 2 · ${owner}`);
  });

  test('says so when the project is deleted while open, and leads to the list', async ({
    page,
    ownerDb,
  }) => {
    await openProjectPage(page, trailmate);
    await waitForFirestore(page);
    await ownerDb.doc(`Projects/${trailmate.id}`).delete();
    await expectHeading(page, 'This project has been removed');
    // What the visitor was reading went: focus goes to what says why.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('heading', { name: trailmate.title })).toHaveCount(0);

    await page.getByRole('link', { name: 'See all projects' }).click();
    await expect(page).toHaveURL(/\/#projects$/);
    const cards = page.locator('#projects').getByRole('article');
    await expect(cards).toHaveCount(content.projects.length - 1);
    await expect(page.getByRole('article', { name: trailmate.title })).toHaveCount(0);
  });

  test('reached from the home page, shows at once, with no loading state', async ({ page }) => {
    await page.goto('/');
    await waitForContent(page);
    await waitForFirestore(page);
    const loadingStates = await countLoadingStates(page);
    await page
      .getByRole('article', { name: trailmate.title })
      .getByRole('link', { name: trailmate.title })
      .click();
    await expect(page).toHaveURL(`/projects/${trailmate.id}`);
    await expectHeading(page, trailmate.title);
    await expect(page.getByRole('button', { name: /^Open image 1 of / })).toBeEnabled();
    expect(await loadingStates(), 'loading states shown').toBe(0);
  });
});

test.describe('an address the build did not write', () => {
  test('a project added after the build: a 404, then the project, kept out of search', async ({
    page,
    ownerDb,
    guard,
  }) => {
    guard.allowFailedRequest(/\/projects\/late-arrival$/);
    await ownerDb.doc('Projects/late-arrival').set(added);
    const response = await page.goto('/projects/late-arrival');
    expect(response?.status()).toBe(404);
    await expectHeading(page, added.title);
    const article = page.getByRole('article', { name: added.title });
    await expect(article.getByText(added.description)).toBeVisible();
    await expect(article.getByRole('link', { name: 'Github' })).toHaveAttribute(
      'href',
      added.githubLink,
    );
    await expect(article.getByRole('link', { name: 'Projects tagged Rust' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('an unknown project: a 404, then "No project here"', async ({ page, guard }) => {
    guard.allowFailedRequest(/\/projects\/no-such-project$/);
    const response = await page.goto('/projects/no-such-project');
    expect(response?.status()).toBe(404);
    await expectHeading(page, 'No project here');
    await expect(page.getByRole('link', { name: 'See all projects' })).toHaveAttribute(
      'href',
      '/#projects',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
