import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '@/data/memory-store';
import { validatePortfolioFile } from '@/domain/portfolio-file';
import { emptyResumeFile } from '@/domain/resume-file';
import { readStudioProfile } from '@/domain/studio-content';
import { StudioContentProvider } from '@/queries/studio/use-studio-content';
import { StudioTransfer } from '@/sections/studio-transfer/studio-transfer';
import { makeContent, makePost, makeProject, makeUser } from '../support/factories';
import { renderStudioSection } from '../support/render-studio-section';
import { captureDownloads } from '../support/captured-downloads';

const weather = makeProject({ id: 'weather', title: 'Weather', tags: ['React'] });
const notes = makeProject({ id: 'notes', title: 'Notes' });
const hello = makePost({
  slug: 'hello',
  title: 'Hello',
  translations: { fr: { title: 'Bonjour', body: 'Des *mots*.' } },
});
const draft = makePost({ slug: 'unfinished', title: 'Unfinished', publishedAt: '', draft: true });

function renderTransfer() {
  const store = createMemoryStore(
    makeContent({
      user: makeUser({ name: 'Ada Example' }),
      projects: [weather, notes],
      posts: [draft, hello],
    }),
  );
  return renderStudioSection(
    <StudioContentProvider>
      <StudioTransfer />
    </StudioContentProvider>,
    { store },
  );
}

const jsonFile = (name: string, content: unknown) =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, {
    type: 'application/json',
  });

/** The content file of the arranged content, as an owner would edit it. */
const arrangedFile = () => ({
  user: makeUser({ name: 'Ada Example' }),
  projects: [weather, notes],
  resume: emptyResumeFile(),
  // Newest first, the draft without a date last.
  posts: [hello, draft],
});

async function choose(user: ReturnType<typeof renderTransfer>['user'], file: File) {
  const input = screen.getByLabelText('Content file (.json)');
  await waitFor(() => expect(input).toBeEnabled());
  await user.upload(input, file);
}

const preview = () => screen.findByRole('region', { name: /^What importing/ });

describe('StudioTransfer', () => {
  it('exports the content as portfolio.json, a content file that reads back the same', async () => {
    const { created, clicked } = captureDownloads();
    const { user } = renderTransfer();

    const exportButton = screen.getByRole('button', { name: 'Export the content file' });
    await waitFor(() => expect(exportButton).toBeEnabled());
    await user.click(exportButton);

    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('portfolio.json');
    expect(clicked[0]?.href).toBe('blob:exported');
    expect(created[0]?.type).toBe('application/json');
    const exported: unknown = JSON.parse(await created[0]!.text());
    expect(validatePortfolioFile(exported)).toEqual({ ok: true, content: arrangedFile() });
    expect(exported).toEqual(arrangedFile());
  });

  it('says a file that is not JSON is not, and writes nothing', async () => {
    const { user, store } = renderTransfer();
    await choose(user, jsonFile('broken.json', '{ "user": '));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^broken\.json could not be read: it is not a content file\. Nothing was written\./,
    );
    expect(within(alert).getByText('For developers')).toBeVisible();
    expect(within(alert).getByText(/^It is not JSON: .+/)).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Replace the content' })).not.toBeInTheDocument();
    expect(readStudioProfile(store.stored.user).version).toBe(0);
  });

  it('lists every problem of an invalid content file by its place, and writes nothing', async () => {
    const { user, store } = renderTransfer();
    await choose(
      user,
      jsonFile('wrong.json', {
        user: { name: 7 },
        projects: [
          { id: 'a/b', title: 'A' },
          { id: 'ok', title: 'OK', tags: ['fine', 3] },
          { id: 'blank', title: ' ' },
        ],
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('wrong.json is not a content file: 4 problems.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Profile, name: this should be text',
      'Project 1, address: use letters, digits, - or _ (at most 100 of them)',
      'Project 2, tag 2: this should be text',
      'Project 3, title: a project needs a title',
    ]);
    expect(screen.queryByRole('button', { name: 'Replace the content' })).not.toBeInTheDocument();
    expect([...store.stored.projects.keys()]).toEqual(['weather', 'notes']);
  });

  it('previews what an import changes, then replaces the content and says so', async () => {
    const { user, store } = renderTransfer();
    await choose(
      user,
      jsonFile('new.json', {
        user: makeUser({ name: 'Ada Lovelace' }),
        projects: [
          { ...notes, title: 'Notes 2', tags: ['Kotlin'] },
          { id: 'engine', title: 'Analytical Engine' },
        ],
      }),
    );

    const region = await preview();
    const list = (title: RegExp) =>
      within(within(region).getByRole('heading', { name: title }).parentElement!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(list(/^Profile fields changed/)).toEqual(['Name: “Ada Example” → “Ada Lovelace”']);
    expect(list(/^Projects added/)).toEqual(['Analytical Engine (/projects/engine)']);
    expect(list(/^Projects removed/)).toEqual(['Weather (/projects/weather)']);
    expect(list(/^Projects changed/)).toEqual(['Notes 2 (/projects/notes): title, tags']);
    expect(within(region).queryByRole('heading', { name: /^Projects moved/ })).toBeNull();
    expect([...store.stored.projects.keys()]).toEqual(['weather', 'notes']);

    await user.click(within(region).getByRole('button', { name: 'Replace the content' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(
      'The content was replaced with new.json’s. Visitors see it now.',
    );
    expect(done).toHaveFocus();
    expect(screen.queryByRole('region', { name: /^What importing/ })).not.toBeInTheDocument();
    expect(readStudioProfile(store.stored.user).fields.name).toBe('Ada Lovelace');
    expect((await store.repository.getUser())?.name).toBe('Ada Lovelace');
    expect([...store.stored.projects.keys()].sort()).toEqual(['engine', 'notes']);
  });

  it('previews the career entries an import adds, changes and removes, then writes them', async () => {
    const { user, store } = renderTransfer();
    const job = (name: string, position: string) => ({ name, position, startDate: '2021-03' });
    await choose(
      user,
      jsonFile('career.json', {
        ...arrangedFile(),
        resume: { work: [job('Northlight', 'Lead')], skills: [{ name: 'Web' }] },
      }),
    );
    const region = await preview();
    const list = (title: RegExp) =>
      within(within(region).getByRole('heading', { name: title }).parentElement!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(list(/^Career entries added \(2\)/)).toEqual(['Work 1: Northlight', 'Skill 1: Web']);
    expect(within(region).queryByRole('heading', { name: /^Projects/ })).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Replace the content' }));
    await screen.findByRole('status');
    expect(store.stored.resume.get('work-1')).toMatchObject({
      section: 'work',
      name: 'Northlight',
      position: 'Lead',
      order: 0,
      version: 1,
    });

    await choose(
      user,
      jsonFile('career-2.json', {
        ...arrangedFile(),
        resume: { work: [job('Northlight', 'Head of mobile')] },
      }),
    );
    const second = await preview();
    const secondList = (title: RegExp) =>
      within(within(second).getByRole('heading', { name: title }).parentElement!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(secondList(/^Career entries changed/)).toEqual(['Work 1: Northlight (position)']);
    expect(secondList(/^Career entries removed/)).toEqual(['Skill 1: Web']);
  });

  it('previews the posts an import adds, changes and removes, then writes them', async () => {
    const { user, store } = renderTransfer();
    const added = makePost({ slug: 'new-post', title: 'New post', publishedAt: '2026-11-30' });
    await choose(
      user,
      jsonFile('posts.json', {
        ...arrangedFile(),
        posts: [added, { ...hello, body: 'Other *words*.', draft: true }],
      }),
    );
    const region = await preview();
    const list = (title: RegExp) =>
      within(within(region).getByRole('heading', { name: title }).parentElement!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(list(/^Posts added \(1\)/)).toEqual(['New post (/writing/new-post)']);
    expect(list(/^Posts removed \(1\)/)).toEqual(['Unfinished (/writing/unfinished)']);
    expect(list(/^Posts changed \(1\)/)).toEqual(['Hello (/writing/hello): text, draft']);
    expect(within(region).queryByRole('heading', { name: /^Projects/ })).toBeNull();
    expect([...store.stored.posts.keys()].sort()).toEqual(['hello', 'unfinished']);

    await user.click(within(region).getByRole('button', { name: 'Replace the content' }));
    await screen.findByRole('status');
    expect([...store.stored.posts.keys()].sort()).toEqual(['hello', 'new-post']);
    expect(store.stored.posts.get('hello')).toMatchObject({
      body: 'Other *words*.',
      draft: true,
      version: 1,
    });
    expect(store.stored.posts.get('new-post')).toMatchObject({ title: 'New post', version: 1 });
  });

  it('warns of each link visitors could not open, by its place, before the import', async () => {
    const { user } = renderTransfer();
    await choose(
      user,
      jsonFile('links.json', {
        user: makeUser({ name: 'Ada Example', github: 'github.com/ada' }),
        projects: [weather, { ...notes, appStoreLink: 'javascript:alert(1)' }],
        resume: {
          work: [
            { name: 'Fine', url: 'https://example.com' },
            { name: 'Bad', url: 'data:x' },
          ],
        },
      }),
    );
    const region = await preview();
    expect(within(region).getByText(/visitors will not get these 3 links/)).toBeInTheDocument();
    const warnings = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
      .filter((text) => text?.includes('could not open'));
    expect(warnings).toEqual([
      'Profile, GitHub link: visitors could not open this: use a whole address that starts with https://.',
      'Project 2, App Store link: visitors could not open this: use a whole address that starts with https://.',
      'Work 2, link: visitors could not open this: use a whole address that starts with https://.',
    ]);
    // A warning, not a refusal: the owner may still import.
    expect(within(region).getByRole('button', { name: 'Replace the content' })).toBeEnabled();
  });

  it('says when a file changes nothing', async () => {
    const { user, store } = renderTransfer();
    await choose(user, jsonFile('same.json', arrangedFile()));
    const region = await preview();
    expect(within(region).getByText(/^No changes/)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Replace the content' })).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: /^What importing/ })).not.toBeInTheDocument();
    expect(readStudioProfile(store.stored.user).version).toBe(0);
  });

  it('drops the preview on Cancel, writing nothing', async () => {
    const { user, store } = renderTransfer();
    await choose(user, jsonFile('new.json', { ...arrangedFile(), projects: [notes, weather] }));
    const region = await preview();
    expect(within(region).getByRole('listitem')).toHaveTextContent(
      /^(Notes \(\/projects\/notes\): from place 2 to place 1|Weather \(\/projects\/weather\): from place 1 to place 2)$/,
    );
    await user.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: /^What importing/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Content file (.json)')).toHaveFocus();
    expect(
      [...store.stored.projects.values()].every((document) => !('version' in Object(document))),
    ).toBe(true);
  });

  it('previews again when the content changed since the preview, writing nothing until asked', async () => {
    const { user, store, repository } = renderTransfer();
    await choose(
      user,
      jsonFile('new.json', { ...arrangedFile(), user: makeUser({ name: 'Ada L.' }) }),
    );
    const region = await preview();
    expect(within(region).getByRole('listitem')).toHaveTextContent(
      'Name: “Ada Example” → “Ada L.”',
    );

    // Another tab saves the profile meanwhile.
    await repository.saveProfile(readStudioProfile(makeUser({ name: 'Ada Byron' })).fields, 0);
    await user.click(within(region).getByRole('button', { name: 'Replace the content' }));

    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'The content changed since the preview, so nothing was written. This is what the import changes now.',
    );
    expect(within(region).getByRole('listitem')).toHaveTextContent('Name: “Ada Byron” → “Ada L.”');
    expect(readStudioProfile(store.stored.user).fields.name).toBe('Ada Byron');

    await user.click(within(region).getByRole('button', { name: 'Replace the content' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^The content was replaced/);
    expect(readStudioProfile(store.stored.user).fields.name).toBe('Ada L.');
  });

  it('keeps the preview when the write fails, and says why', async () => {
    const { user, store } = renderTransfer();
    await choose(user, jsonFile('new.json', { ...arrangedFile(), projects: [weather] }));
    const region = await preview();
    store.setFail(new Set(['save']));
    await user.click(within(region).getByRole('button', { name: 'Replace the content' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'The content was not replaced: The change could not be saved (simulated failure).',
    );
    expect(store.stored.projects.size).toBe(2);
  });
});
