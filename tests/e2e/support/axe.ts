import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { switchColorScheme } from './color-scheme';
import { expect } from './fixtures';

/** One element where axe found a violation. */
type ViolationNode = Awaited<
  ReturnType<AxeBuilder['analyze']>
>['violations'][number]['nodes'][number];

/** Where a violation is, with the colours axe read there for a contrast check. */
function describeNode(node: ViolationNode): string {
  const contrast = node.any.find(
    ({ data }) => data && typeof data === 'object' && 'fgColor' in data,
  )?.data as { fgColor: string; bgColor: string; contrastRatio: number } | undefined;
  const target = String(node.target);
  return contrast
    ? `${target} (${contrast.fgColor} on ${contrast.bgColor}, ${contrast.contrastRatio}:1)`
    : target;
}

/** Fails with each axe violation on the page as it is now: its id, where, and the colours read. */
export async function expectNoAxeViolations(page: Page, where = ''): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map(describeNode).join(', ')}`,
    ),
    where,
  ).toEqual([]);
}

/**
 * Axe in both colour schemes, and a full-page screenshot of each, named
 * `<prefix>-<name>-<project>-<scheme>.png` under test-results/screenshots.
 */
export async function checkAndShoot(page: Page, prefix: string, name: string, project: string) {
  mkdirSync('test-results/screenshots', { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await switchColorScheme(page, scheme);
    await expectNoAxeViolations(page, `${name}, ${scheme}`);
    await page.screenshot({
      path: `test-results/screenshots/${prefix}-${name}-${project}-${scheme}.png`,
      fullPage: true,
    });
  }
}
