import type { Page } from '@playwright/test';
import { content, expect, owner } from './fixtures';

interface DemoJob {
  name: string;
  position: string;
}

/** The demo's career record, as the content file holds it. */
export const career = (content as unknown as { resume: Record<string, unknown[]> }).resume;
export const demoJobs = (career.work ?? []) as DemoJob[];
/** How many entries the CV shows: every section's. */
export const entryCount = Object.values(career).reduce((sum, entries) => sum + entries.length, 0);
if (demoJobs.length < 2 || !career.education?.length || !career.skills?.length) {
  throw new Error('The CV tests need the demo owner’s jobs, degrees and skills.');
}

/**
 * Opens /cv and waits until the app runs it: the footer's year is the visit's, written once the
 * page has hydrated (the prerendered HTML leaves it out).
 */
export async function openCv(page: Page): Promise<void> {
  await page.goto('/cv');
  await expect(page.getByRole('heading', { level: 1, name: owner })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(/© \d{4} /);
}
