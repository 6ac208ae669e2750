import { checkAndShoot } from './support/axe';
import { expect, test } from './support/fixtures';
import { openStudio } from './support/studio';
import { readManifest } from '../../scripts/lib/studio-code.mjs';
import { fileOf } from './support/studio-code';

/** The renderer's own file in the build: the preview loads it, nothing before. */
const rendererFile = readManifest('dist')['src/markdown/render-markdown.ts']?.file;

test('the owner writes a post, previews it, publishes and unpublishes it', async ({
  page,
}, info) => {
  expect(rendererFile).toBeDefined();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(fileOf(request.url())));
  const studio = await openStudio(page, '', '/studio/writing');
  await studio.continueAsDemoOwner.click();
  const posts = page.getByRole('list', { name: 'Posts, newest first' });
  await expect(posts.getByText('Draft', { exact: true })).toHaveCount(1);
  await checkAndShoot(page, 'studio-writing', 'list', info.project.name);
  // The studio opened without the renderer: only an editor's preview asks for it.
  expect(requested).not.toContain(rendererFile);

  await page.getByRole('button', { name: 'New post' }).click();
  const form = page.getByRole('form', { name: 'Post' });
  await form.getByLabel('Title').fill('Notes from the trail');
  await expect(form.getByLabel('Address')).toHaveValue('notes-from-the-trail');
  await form
    .getByLabel('Text (Markdown)')
    .fill('## On the way\n\nSome **bold** words and <b>raw HTML</b>.\n\n```ts\nconst a = 1;\n```');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: /On the way/ })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('bold');
  await expect(preview.getByText('<b>raw HTML</b>')).toBeVisible();
  await expect(preview.locator('b')).toHaveCount(0);
  await expect(preview.locator('code .hljs-keyword')).toHaveText('const');
  expect(requested).toContain(rendererFile);
  const status = form.getByRole('status');
  await expect(status).toHaveText('Saved.');
  await expect(form.getByText('Its address: /writing/notes-from-the-trail')).toBeVisible();

  // Side by side on a wide screen, one above the other on a phone.
  const body = form.getByLabel('Text (Markdown)');
  const [bodyBox, previewBox] = [await body.boundingBox(), await preview.boundingBox()];
  if (info.project.name === 'desktop') expect(previewBox!.x).toBeGreaterThan(bodyBox!.x + 100);
  else expect(previewBox!.y).toBeGreaterThan(bodyBox!.y + bodyBox!.height);
  await checkAndShoot(page, 'studio-writing', 'editor', info.project.name);

  // A draft is no page of the built site.
  expect((await page.request.get('/writing/notes-from-the-trail')).status()).toBe(404);

  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(status).toHaveText('Saved.');
  await expect(
    form.getByText(/^Published .+ Your site shows it from its next publish\.$/),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Unpublish' }).click();
  await expect(form.getByRole('button', { name: 'Publish' })).toBeVisible();
  await expect(status).toHaveText('Saved.');

  await page.getByRole('button', { name: 'Back to the writing' }).click();
  await expect(
    posts.getByRole('listitem').filter({ hasText: 'Notes from the trail' }),
  ).toContainText('Draft');
  await expect(page.getByRole('button', { name: 'Edit “Notes from the trail”' })).toBeFocused();
});

test("a post's long lines of code scroll inside the preview, never widening the studio", async ({
  page,
}) => {
  const studio = await openStudio(page, '', '/studio/writing');
  await studio.continueAsDemoOwner.click();
  await page.getByRole('button', { name: /^Edit “Offline-first sync/ }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('pre').first()).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
});
