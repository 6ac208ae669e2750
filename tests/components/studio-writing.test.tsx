import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore, type MemoryStore } from '@/data/memory-store';
import { readPostsOnce } from '@/data/portfolio-repository';
import { createMemoryStudioRepository } from '@/data/studio/memory-studio-repository';
import type { StudioRepository } from '@/data/studio/studio-repository';
import { StudioContentProvider } from '@/queries/studio/use-studio-content';
import { UnsavedChangesProvider } from '@/sections/studio/unsaved-changes';
import { WritingSection } from '@/sections/studio-writing/writing-section';
import { makeContent, makePost } from '../support/factories';
import { renderStudioSection } from '../support/render-studio-section';
import { readStudioContent } from '../support/studio-content';

function makeStore() {
  return createMemoryStore(
    makeContent({
      posts: [
        makePost({ slug: 'first-light', title: 'First light', publishedAt: '2026-11-02' }),
        makePost({
          slug: 'half-done',
          title: 'Half done',
          body: 'Not ready.',
          draft: true,
          publishedAt: '',
        }),
      ],
    }),
  );
}

/** The Writing part over `store`, each savePost counted. */
async function renderWriting(store: MemoryStore = makeStore()) {
  const own = createMemoryStudioRepository(store);
  const savePost = vi.fn<StudioRepository['savePost']>((post, version) =>
    own.savePost(post, version),
  );
  const rendered = renderStudioSection(
    <StudioContentProvider>
      <UnsavedChangesProvider>
        <WritingSection />
      </UnsavedChangesProvider>
    </StudioContentProvider>,
    { store, overrides: { savePost } },
  );
  await screen.findByRole('list', { name: 'Posts, newest first' });
  return { ...rendered, savePost };
}

/** The addresses of the posts a visitor's repository gives over `store`. */
const visitorsSlugs = async (store: MemoryStore) =>
  (await readPostsOnce(store.repository)).map(({ slug }) => slug);

async function storedPost(store: MemoryStore, slug: string) {
  const { posts } = await readStudioContent(createMemoryStudioRepository(store));
  return posts.find((post) => post.slug === slug);
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const status = () => within(screen.getByRole('form', { name: 'Post' })).getAllByRole('status')[0]!;
const preview = () => screen.getByRole('region', { name: 'Preview' });

describe('the studio’s Writing', () => {
  it('lists the posts newest first, drafts marked, the published with their day', async () => {
    await renderWriting();
    const rows = within(screen.getByRole('list', { name: 'Posts, newest first' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'First lightPublished 2 November 2026Edit',
      'Half doneDraftEdit',
    ]);
  });

  it('saves a new post once, a moment after the typing stops, under the address its title made', async () => {
    const { user, store, savePost } = await renderWriting();
    await user.click(screen.getByRole('button', { name: 'New post' }));
    // Without a title nothing can be saved yet; then every letter of it puts the save off.
    await user.type(textbox('Text (Markdown)'), 'Some words.');
    await user.type(textbox('Title'), 'Héllo Wörld');
    expect(textbox('Address')).toHaveValue('hello-world');
    expect(savePost).not.toHaveBeenCalled();
    await waitFor(() => expect(status()).toHaveTextContent('Saved.'), { timeout: 3000 });
    expect(savePost).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Its address: /writing/hello-world')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Address' })).not.toBeInTheDocument();
    expect(await storedPost(store, 'hello-world')).toMatchObject({
      version: 1,
      fields: { title: 'Héllo Wörld', body: 'Some words.', draft: true, publishedAt: '' },
    });

    // The next edit is a second save, of the next version.
    await user.type(textbox('Summary'), 'In short.');
    expect(status()).toHaveTextContent('Unsaved changes');
    await waitFor(() => expect(savePost).toHaveBeenCalledTimes(2), { timeout: 3000 });
    await waitFor(() => expect(status()).toHaveTextContent('Saved.'));
    expect((await storedPost(store, 'hello-world'))?.version).toBe(2);
  });

  it('checks the address: its form, and no other post’s', async () => {
    const { user, savePost } = await renderWriting();
    await user.click(screen.getByRole('button', { name: 'New post' }));
    await user.type(textbox('Address'), 'first-light');
    expect(screen.getByText('Another post has this address already.')).toBeInTheDocument();
    await user.clear(textbox('Address'));
    await user.type(textbox('Address'), 'Bad Address');
    expect(
      screen.getByText('Use lower-case letters and digits, single hyphens between them.'),
    ).toBeInTheDocument();
    expect(textbox('Address')).toHaveAttribute('aria-invalid', 'true');
    // The address typed by hand stays as the title is typed, and nothing invalid is saved.
    await user.type(textbox('Title'), 'A title');
    expect(textbox('Address')).toHaveValue('Bad Address');
    expect(status()).toHaveTextContent(
      'Not saved: use lower-case letters and digits, single hyphens between them.',
    );
    expect(savePost).not.toHaveBeenCalled();
  });

  it('previews the body as its page renders it, raw HTML never as HTML', async () => {
    const { user } = await renderWriting();
    await user.click(screen.getByRole('button', { name: 'Edit “Half done”' }));
    await user.clear(textbox('Text (Markdown)'));
    await user.type(
      textbox('Text (Markdown)'),
      '# Heading here\n\nSome **bold** text <img src=x onerror=alert(1)> and <b>tags</b>.',
    );
    const heading = await within(preview()).findByRole('heading', { name: /Heading here/ });
    expect(heading.tagName).toBe('H2');
    expect(within(preview()).getByText('bold').tagName).toBe('STRONG');
    expect(preview().querySelector('img, b, script, [onerror]')).toBeNull();
    expect(preview()).toHaveTextContent('<b>tags</b>');
    expect(preview().querySelector('.post-body')).not.toBeNull();
  });

  it('publishes a draft (dated then), and unpublishes it', async () => {
    const { user, store } = await renderWriting();
    await user.click(screen.getByRole('button', { name: 'Edit “Half done”' }));
    // A draft is the owner's alone: a visitor's repository does not give it.
    expect(await visitorsSlugs(store)).toEqual(['first-light']);
    const before = Date.now();
    const { version } = (await storedPost(store, 'half-done'))!;
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved.'));
    const published = await storedPost(store, 'half-done');
    expect(published?.fields.draft).toBe(false);
    expect(Date.parse(published!.fields.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(published?.fields.updatedAt).toBe('');
    expect(await visitorsSlugs(store)).toEqual(['half-done', 'first-light']);

    // An edit of a published post says when it was made.
    await user.type(textbox('Summary'), ' Edited.');
    await waitFor(
      async () => expect((await storedPost(store, 'half-done'))?.version).toBe(version + 2),
      {
        timeout: 3000,
      },
    );
    const edited = await storedPost(store, 'half-done');
    expect(Date.parse(edited!.fields.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(edited?.fields.publishedAt).toBe(published?.fields.publishedAt);

    await waitFor(() => expect(status()).toHaveTextContent('Saved.'));
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(async () =>
      expect((await storedPost(store, 'half-done'))?.fields.draft).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(await visitorsSlugs(store)).toEqual(['first-light']);
  });

  it('shows a post saved elsewhere beside the draft, and keeps the draft when asked', async () => {
    const store = makeStore();
    const { user } = await renderWriting(store);
    await user.click(screen.getByRole('button', { name: 'Edit “First light”' }));
    const elsewhere = createMemoryStudioRepository(store);
    const post = (await storedPost(store, 'first-light'))!;
    await user.type(textbox('Summary'), ' Mine.');
    await elsewhere.savePost(
      { slug: 'first-light', fields: { ...post.fields, summary: 'Saved elsewhere.' } },
      post.version,
    );
    const conflict = await screen.findByRole(
      'region',
      { name: '“First light” was changed elsewhere' },
      { timeout: 3000 },
    );
    expect(within(conflict).getByText('Saved elsewhere.')).toBeInTheDocument();
    expect(within(conflict).getByText('A post. Mine.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Not saved: it was changed elsewhere.');
    await user.click(within(conflict).getByRole('button', { name: 'Keep my draft' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved.'));
    expect(await storedPost(store, 'first-light')).toMatchObject({
      version: post.version + 2,
      fields: { summary: 'A post. Mine.' },
    });
  });

  it('says why a save failed, keeps the text, and saves it on Retry', async () => {
    const store = makeStore();
    const own = createMemoryStudioRepository(store);
    let failing = true;
    const { user } = renderStudioSection(
      <StudioContentProvider>
        <UnsavedChangesProvider>
          <WritingSection />
        </UnsavedChangesProvider>
      </StudioContentProvider>,
      {
        store,
        overrides: {
          savePost: (post, version) =>
            failing ? Promise.reject(new Error('offline')) : own.savePost(post, version),
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit “First light”' }));
    await user.type(textbox('Summary'), ' Kept.');
    await waitFor(
      () => expect(status()).toHaveTextContent('Not saved: the change could not be written.'),
      { timeout: 3000 },
    );
    expect(textbox('Summary')).toHaveValue('A post. Kept.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved.'));
    expect((await storedPost(store, 'first-light'))?.fields.summary).toBe('A post. Kept.');
  });

  it('saves what is typed on Back at once, and asks before text that cannot be saved is lost', async () => {
    const { user, store, savePost } = await renderWriting();
    await user.click(screen.getByRole('button', { name: 'Edit “First light”' }));
    await user.type(textbox('Summary'), ' Then back.');
    await user.click(screen.getByRole('button', { name: 'Back to the writing' }));
    expect(await screen.findByRole('button', { name: 'Edit “First light”' })).toHaveFocus();
    expect(savePost).toHaveBeenCalledTimes(1);
    expect((await storedPost(store, 'first-light'))?.fields.summary).toBe('A post. Then back.');

    await user.click(screen.getByRole('button', { name: 'New post' }));
    await user.type(textbox('Summary'), 'No title yet.');
    expect(status()).toHaveTextContent('Not saved: a post needs a title.');
    await user.click(screen.getByRole('button', { name: 'Back to the writing' }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(textbox('Summary')).toHaveValue('No title yet.');
    expect(savePost).toHaveBeenCalledTimes(1);
  });

  it('deletes a post after asking', async () => {
    const { user, store } = await renderWriting();
    await user.click(screen.getByRole('button', { name: 'Edit “Half done”' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Half done”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete the post' }));
    expect(await screen.findByText('“Half done” was deleted.')).toBeInTheDocument();
    expect(await storedPost(store, 'half-done')).toBeUndefined();
  });
});
