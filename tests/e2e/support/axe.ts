import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Fails with each axe violation on the page as it is now (its id and where). */
export async function expectNoAxeViolations(page: Page, where = ''): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    ),
    where,
  ).toEqual([]);
}
