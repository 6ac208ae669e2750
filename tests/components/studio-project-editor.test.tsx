import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryStore, type MemoryStore } from '@/data/memory-store';
import { createMemoryStudioRepository } from '@/data/studio/memory-studio-repository';
import { StudioContentProvider } from '@/queries/studio/use-studio-content';
import { ProjectsSection } from '@/sections/studio/projects-section';
import { makeContent, makeProject } from '../support/factories';
import { renderStudioSection } from '../support/render-studio-section';
import { readStudioContent } from '../support/studio-content';

function makeStore() {
  return createMemoryStore(
    makeContent({
      projects: [
        makeProject({
          id: 'weather',
          title: 'Weather',
          tags: ['Android', 'Kotlin'],
          images: ['/demo/a.svg', 'https://example.com/b.webp'],
        }),
        makeProject({ id: 'trailmate', title: 'Trailmate', tags: ['React'] }),
      ],
    }),
  );
}

async function openEditor(name: string, store = makeStore()) {
  const rendered = renderStudioSection(
    <StudioContentProvider>
      <ProjectsSection />
    </StudioContentProvider>,
    { store },
  );
  await rendered.user.click(await screen.findByRole('button', { name }));
  await screen.findByRole('form', { name: 'Project' });
  return rendered;
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const status = () => within(screen.getByRole('form', { name: 'Project' })).getByRole('status');
const chips = () =>
  within(screen.getByRole('list', { name: 'Tags of this project' }))
    .getAllByRole('listitem')
    .map((chip) => chip.firstChild?.textContent);
const images = () =>
  within(screen.getByRole('group', { name: 'Images' }))
    .queryAllByRole('img')
    .map((image) => image.getAttribute('src'));

async function stored(store: MemoryStore, id: string) {
  const { projects } = await readStudioContent(createMemoryStudioRepository(store));
  return projects.find((project) => project.id === id);
}

describe('the studio’s project editor', () => {
  it('adds a project with an id made from its title, unique and checked by the schema', async () => {
    const store = createMemoryStore(
      makeContent({ projects: [makeProject({ id: 'trailmate', title: 'Trailmate' })] }),
    );
    const { user } = await openEditor('Add project', store);
    expect(screen.getByRole('heading', { name: 'New project' })).toHaveFocus();
    await user.type(textbox('Title'), 'Trailmate');
    expect(textbox(/^Address/)).toHaveValue('trailmate-2');
    await user.clear(textbox(/^Address/));
    await user.type(textbox(/^Address/), 'trail mate');
    expect(textbox(/^Address/)).toHaveAccessibleDescription(
      'Use letters, digits, - or _ (at most 100 of them).',
    );
    await user.clear(textbox(/^Address/));
    await user.type(textbox(/^Address/), 'trailmate');
    expect(textbox(/^Address/)).toHaveAccessibleDescription(
      'Another project has this address already.',
    );
    await user.type(textbox(/^Address/), '-web');
    await user.type(textbox('Description'), 'For hikers.');
    await user.click(screen.getByRole('button', { name: 'Add the project' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved. Visitors see it now.'));
    expect(await stored(store, 'trailmate-web')).toMatchObject({
      order: 1,
      fields: { title: 'Trailmate', description: 'For hikers.' },
    });
    expect(screen.queryByRole('textbox', { name: /^Address/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to the projects' }));
    expect(screen.getByRole('button', { name: 'Add project' })).toHaveFocus();
    expect(screen.getAllByRole('button', { name: 'Edit Trailmate' })).toHaveLength(2);
  });

  it('refuses to add a project without a title, says why, and keeps what was typed', async () => {
    const store = makeStore();
    const { user } = await openEditor('Add project', store);
    await user.type(textbox('Description'), 'Still a draft.');
    await user.click(screen.getByRole('button', { name: 'Add the project' }));
    await waitFor(() => expect(textbox('Title')).toHaveFocus());
    expect(textbox('Title')).toBeInvalid();
    expect(textbox('Title')).toHaveAccessibleDescription('A project needs a title.');
    await user.type(textbox('Title'), '   ');
    expect(textbox('Title')).toHaveAccessibleDescription('A project needs a title.');
    expect(textbox('Description')).toHaveValue('Still a draft.');
    expect([...store.stored.projects.keys()]).toEqual(['weather', 'trailmate']);

    await user.type(textbox('Title'), 'Harbour');
    expect(textbox('Title')).toBeValid();
    await user.click(screen.getByRole('button', { name: 'Add the project' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved. Visitors see it now.'));
    expect((await stored(store, 'harbour'))?.fields.title).toBe('   Harbour');
  });

  it('marks a link visitors could not open as it is typed, and saves none until it is one', async () => {
    const store = makeStore();
    const { user } = await openEditor('Edit Trailmate', store);
    const github = textbox('GitHub link');
    await user.type(github, 'github.com/ada');
    expect(github).toBeInvalid();
    expect(github).toHaveAccessibleDescription(
      'Visitors could not open this: use a whole address that starts with https://.',
    );
    await user.click(screen.getByRole('button', { name: 'Save the project' }));
    await waitFor(() => expect(github).toHaveFocus());
    expect(github).toHaveValue('github.com/ada');
    expect((await stored(store, 'trailmate'))?.fields.githubLink).toBe('');

    await user.clear(github);
    await user.type(github, 'https://github.com/ada');
    expect(github).toBeValid();
    expect(github).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Save the project' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved. Visitors see it now.'));
    expect((await stored(store, 'trailmate'))?.fields.githubLink).toBe('https://github.com/ada');
  });

  it('edits a project, and focus returns to its Edit button', async () => {
    const store = makeStore();
    const { user } = await openEditor('Edit Trailmate', store);
    expect(screen.getByRole('heading', { name: 'Edit “Trailmate”' })).toHaveFocus();
    await user.clear(textbox('Title'));
    await user.type(textbox('Title'), 'Trailmate 2');
    expect(textbox('Title')).toHaveValue('Trailmate 2');
    await user.click(screen.getByRole('button', { name: 'Save the project' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved. Visitors see it now.'));
    expect((await stored(store, 'trailmate'))?.fields.title).toBe('Trailmate 2');
    await user.click(screen.getByRole('button', { name: 'Back to the projects' }));
    expect(screen.getByRole('button', { name: 'Edit Trailmate 2' })).toHaveFocus();
  });

  it('takes tags as chips, suggests the other projects’ tags, and removes one by its button', async () => {
    const store = makeStore();
    const { user } = await openEditor('Edit Trailmate', store);
    expect(chips()).toEqual(['React']);
    const input = screen.getByRole('combobox', { name: 'Tags' });
    const suggestions = [
      ...document.querySelectorAll(`#${CSS.escape(input.getAttribute('list')!)} option`),
    ];
    expect(suggestions.map((option) => option.getAttribute('value'))).toEqual([
      'Android',
      'Kotlin',
    ]);
    await user.type(input, 'kotlin{Enter}');
    await user.type(input, 'Maps,Hiking,');
    expect(chips()).toEqual(['React', 'Kotlin', 'Maps', 'Hiking']);
    await user.type(input, 'react,MAPS,hiking{Enter}');
    expect(chips()).toEqual(['React', 'Kotlin', 'Maps', 'Hiking']);
    await user.type(input, 'Sea,sea{Enter}');
    expect(chips()).toEqual(['React', 'Kotlin', 'Maps', 'Hiking', 'Sea']);
    await user.click(screen.getByRole('button', { name: 'Remove tag Sea' }));
    expect(input).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove tag Maps' }));
    expect(chips()).toEqual(['React', 'Kotlin', 'Hiking']);
    await user.type(input, `${'x'.repeat(51)}{Enter}`);
    expect(input).toHaveAccessibleDescription(/at most 50 characters/);
    await user.click(screen.getByRole('button', { name: `Remove tag ${'x'.repeat(51)}` }));
    await user.click(screen.getByRole('button', { name: 'Save the project' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved. Visitors see it now.'));
    expect((await stored(store, 'trailmate'))?.fields.tags).toEqual(['React', 'Kotlin', 'Hiking']);
  });

  it('suggests each tag once whatever its case, and none the project has in another case', async () => {
    const store = createMemoryStore(
      makeContent({
        projects: [
          makeProject({ id: 'a', title: 'A', tags: ['Android', 'maps'] }),
          makeProject({ id: 'b', title: 'B', tags: ['android', 'Kotlin'] }),
          makeProject({ id: 'c', title: 'C', tags: ['MAPS'] }),
        ],
      }),
    );
    const { user } = await openEditor('Edit C', store);
    const input = screen.getByRole('combobox', { name: 'Tags' });
    const suggested = () =>
      [...document.querySelectorAll(`#${CSS.escape(input.getAttribute('list')!)} option`)].map(
        (option) => option.getAttribute('value'),
      );
    expect(suggested()).toEqual(['Android', 'Kotlin']);
    await user.type(input, 'ANDROID{Enter}');
    expect(chips()).toEqual(['MAPS', 'Android']);
    expect(suggested()).toEqual(['Kotlin']);
  });

  it('adds, previews, reorders and removes images, refusing an address visitors would not see', async () => {
    const store = makeStore();
    const { user } = await openEditor('Edit Weather', store);
    expect(images()).toEqual(['/demo/a.svg', 'https://example.com/b.webp']);
    const address = textbox('Image address');
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    expect(address).toHaveAccessibleDescription(/^Not added\. Visitors would not see this/);
    expect(images()).toHaveLength(2);
    await user.clear(address);
    await user.type(address, '/demo/c.webp{Enter}');
    expect(images()).toEqual(['/demo/a.svg', 'https://example.com/b.webp', '/demo/c.webp']);
    expect(address).toHaveValue('');
    expect(address).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('button', { name: 'Move image 3 up' }));
    expect(images()).toEqual(['/demo/a.svg', '/demo/c.webp', 'https://example.com/b.webp']);
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(images()).toEqual(['/demo/c.webp', 'https://example.com/b.webp']);
    await user.click(screen.getByRole('button', { name: 'Save the project' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved. Visitors see it now.'));
    expect((await stored(store, 'weather'))?.fields.images).toEqual([
      '/demo/c.webp',
      'https://example.com/b.webp',
    ]);
  });

  it('shows a project saved elsewhere beside the draft, and keeps either', async () => {
    const store = makeStore();
    const { user } = await openEditor('Edit Trailmate', store);
    await user.type(textbox('Description'), ' Drafted here.');
    const elsewhere = createMemoryStudioRepository(store);
    const project = (await stored(store, 'trailmate'))!;
    await elsewhere.saveProject(
      { id: 'trailmate', fields: { ...project.fields, description: 'Saved elsewhere.' }, order: 1 },
      project.version,
    );
    expect(await screen.findByText(/This project was changed elsewhere/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the project' }));
    let conflict = await screen.findByRole('region', { name: '“Trailmate” was changed elsewhere' });
    expect(within(conflict).getByText('Saved elsewhere.')).toBeInTheDocument();
    expect(within(conflict).getByText('A project. Drafted here.')).toBeInTheDocument();
    await user.click(within(conflict).getByRole('button', { name: 'Use the newer version' }));
    expect(textbox('Description')).toHaveValue('Saved elsewhere.');

    await user.type(textbox('Description'), ' Mine.');
    await elsewhere.saveProject(
      { id: 'trailmate', fields: { ...project.fields, description: 'Third.' }, order: 1 },
      project.version + 1,
    );
    await user.click(screen.getByRole('button', { name: 'Save the project' }));
    conflict = await screen.findByRole('region', { name: /changed elsewhere/ });
    await user.click(within(conflict).getByRole('button', { name: 'Keep my draft' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved. Visitors see it now.'));
    expect((await stored(store, 'trailmate'))?.fields.description).toBe('Saved elsewhere. Mine.');
  });
});
