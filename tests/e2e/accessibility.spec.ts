import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { content, expect, isPhone, scrollThrough, test, waitForContent } from './support/fixtures';
import { expectViewerAt, galleryButton, openProjectPage, trailmate } from './support/project-page';

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    ),
  ).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} colour scheme`, () => {
    test.use({ colorScheme });

    test('the home page has no axe violations, and a screenshot is kept', async ({
      page,
    }, info) => {
      await page.goto('/');
      await waitForContent(page);
      await scrollThrough(page);
      await expectNoViolations(page);
      await page.screenshot({
        path: `test-results/screenshots/${info.project.name}-${colorScheme}.png`,
        fullPage: true,
      });
    });

    test('the contact form showing errors has no axe violations', async ({ page }) => {
      await page.goto('/#contact');
      await waitForContent(page);
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel('Name').fill('J');
      await form.getByLabel('Email').fill('nope');
      await form.getByLabel('Your Message').focus();
      await form.getByLabel('Name').focus();
      await expect(form.locator('.field-error')).toHaveCount(3);
      await expectNoViolations(page);
    });

    test('the not-found page has no axe violations', async ({ page, guard }) => {
      guard.allowFailedRequest(/\/missing$/);
      await page.goto('/missing');
      await expect(page.getByText('pagenotfound works!')).toBeVisible();
      await expectNoViolations(page);
    });

    test.describe("a project's page", () => {
      // No hover or focus transition is halfway through its colours when axe reads them.
      test.use({ reducedMotion: 'reduce' });

      test('has no axe violations, and a screenshot is kept', async ({ page }, info) => {
        await openProjectPage(page, trailmate);
        await scrollThrough(page);
        await expectNoViolations(page);
        await page.screenshot({
          path: `test-results/screenshots/${info.project.name}-${colorScheme}-project.png`,
          fullPage: true,
        });
      });

      test('with its image viewer open has no axe violations', async ({ page }, info) => {
        await openProjectPage(page, trailmate);
        await galleryButton(page, trailmate, 1).click();
        await expectViewerAt(page, trailmate, 1);
        await expectNoViolations(page);
        await page.screenshot({
          path: `test-results/screenshots/${info.project.name}-${colorScheme}-viewer.png`,
        });
      });
    });
  });
}

test('every project is in the accessibility tree of the browser from the start, far off screen too', async ({
  page,
}) => {
  await page.goto('/');
  await waitForContent(page);
  // Chromium's own tree, which a screen reader reads (not the DOM): rendering skipped off
  // screen, as content-visibility: auto does, would leave cards out of it.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const headings = nodes
    .filter((node) => node.role?.value === 'heading' && !node.ignored)
    .map((node) => node.name?.value);
  expect(headings).toEqual(
    expect.arrayContaining(content.projects.map((project) => project.title)),
  );
  expect(nodes.filter((node) => node.role?.value === 'article' && !node.ignored)).toHaveLength(
    content.projects.length,
  );
});

test('a keyboard alone reaches every control in order, each with a visible focus ring', async ({
  page,
}) => {
  await page.goto('/');
  await waitForContent(page);
  const reached: string[] = [];
  for (let step = 0; step < 80; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      // A tag's radio is spread unseen over its pill, which draws its focus ring.
      const style = getComputedStyle(element.closest('.tag-filter-item') ?? element);
      const name =
        element.getAttribute('aria-label') ??
        (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA'
          ? (element as HTMLInputElement).labels?.[0]?.textContent
          : element.textContent
        )?.trim();
      return {
        label: `${element.tagName.toLowerCase()}:${name ?? ''}`,
        ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      };
    });
    if (!focused) break;
    expect(focused.ring, `focus ring on ${focused.label}`).toBe(true);
    reached.push(focused.label);
  }
  const order = (label: string) => reached.findIndex((entry) => entry.includes(label));
  const expected = [
    'a:',
    isPhone(page) ? 'button:Menu' : 'a:Projects',
    'a:Contact',
    'input:All',
    'button:Previous image',
    'a:Google Play',
    'input:Name',
    'input:Email',
    'textarea:Your Message',
    'a:LinkedIn',
  ];
  const positions = expected.map(order);
  expect(
    positions.every((position) => position >= 0),
    reached.join(' | '),
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  // Inside the tag group the arrow keys move between tags (one tab stop for the group), and
  // the focused tag is drawn with the focus ring, though the radio itself is unseen.
  await page.getByRole('radio', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'All' })).not.toBeFocused();
  const next = page.getByRole('radiogroup').getByRole('radio').nth(1);
  await expect(next).toBeFocused();
  await expect(next).toBeChecked();
  await expect(page.locator('.tag-filter-item').nth(1)).toHaveCSS('outline-style', 'solid');
  await expect(page.locator('.tag-filter-item').nth(0)).toHaveCSS('outline-style', 'none');
});
