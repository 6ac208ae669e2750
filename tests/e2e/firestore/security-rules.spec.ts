import type { Page } from '@playwright/test';
import { content, owner, waitForContent } from '../support/fixtures';
import { expect, test, waitForFirestore } from './support/fixtures';

/** A write from the page's own Firebase app; resolves to 'written' or the error's code. */
function attemptWrite(page: Page, path: string, data: Record<string, unknown>): Promise<string> {
  return page.evaluate(
    async ([path, data]) => {
      const handle = window.__firestoreEmulatorTestHandle;
      if (!handle) return 'no test handle';
      try {
        await handle.setDocument(path, data);
        return 'written';
      } catch (error) {
        return (error as { code?: string }).code ?? String(error);
      }
    },
    [path, data] as const,
  );
}

test('the page itself cannot write what the rules forbid a visitor', async ({ page, ownerDb }) => {
  const first = content.projects[0];
  if (!first) throw new Error('The demo content has no project.');
  await page.goto('/');
  await waitForContent(page);
  await waitForFirestore(page);

  const attempts: [string, Record<string, unknown>][] = [
    ['Projects/intruder', { title: 'Defaced' }],
    [`Projects/${first.id}`, { title: 'Defaced' }],
    ['User/user', { name: 'Defaced' }],
    ['Emails/forged', { name: 'Jo', email: 'jo@example.com', message: 'Hi', date: 'yesterday' }],
  ];
  for (const [path, data] of attempts) {
    expect(await attemptWrite(page, path, data), path).toBe('permission-denied');
  }

  expect((await ownerDb.doc('Projects/intruder').get()).exists).toBe(false);
  expect((await ownerDb.doc(`Projects/${first.id}`).get()).data()?.title).toBe(first.title);
  expect((await ownerDb.doc('User/user').get()).data()?.name).toBe(owner);
  expect((await ownerDb.collection('Emails').get()).size).toBe(0);
  // The SDK showed each write at once and takes it back when refused.
  await expect(page.getByRole('article', { name: 'Defaced' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: first.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: owner })).toBeVisible();
});
