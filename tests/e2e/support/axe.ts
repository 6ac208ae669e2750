import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
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
