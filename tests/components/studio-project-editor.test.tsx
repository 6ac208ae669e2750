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
    expect(textbox(/^Id/)).toHaveValue('trailmate-2');
    await user.clear(textbox(/^Id/));
    await user.type(textbox(/^Id/), 'trail mate');
    expect(textbox(/^Id/)).toHaveAccessibleDescription(
      'expected an id of letters, digits, - or _ (at most 100)',
    );
    await user.clear(textbox(/^Id/));
    await user.type(textbox(/^Id/), 'trailmate');
    expect(textbox(/^Id/)).toHaveAccessibleDescription('Another project has this id already.');
    await user.type(textbox(/^Id/), '-web');
    await user.type(textbox('Description'), 'For hikers.');
    await user.click(screen.getByRole('button', { name: 'Add the project' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved. Visitors see it now.'));
    expect(await stored(store, 'trailmate-web')).toMatchObject({
      order: 1,
      fields: { title: 'Trailmate', description: 'For hikers.' },
    });
    expect(screen.queryByRole('textbox', { name: /^Id/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to the projects' }));
    expect(screen.getByRole('button', { name: 'Add project' })).toHaveFocus();
    expect(screen.getAllByRole('button', { name: 'Edit Trailmate' })).toHaveLength(2);
  });

  it('edits a project, and focus returns to its Edit button', async () => {
    const store = makeStore();
    const { user } = await openEditor('Edit Trailmate', store);
    expect(screen.getByRole('heading', { name: 'Edit “Trailmate”' })).toHaveFocus();
    await user.clear(textbox('Title'));
    await user.type(textbox('Title'), 'Trailmate 2');
    expect(textbox('Title')).toHaveValue('Trailmate 2');
    await user.type(textbox('GitHub link'), 'ftp://example.com');
    expect(textbox('GitHub link')).toHaveAccessibleDescription(/Visitors will not see it/);
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
    await user.type(input, 'Kotlin{Enter}');
    await user.type(input, 'Maps,Hiking,');
    expect(chips()).toEqual(['React', 'Kotlin', 'Maps', 'Hiking']);
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

  it('adds, previews, reorders and removes images, refusing an address visitors would not see', async () => {
    const store = makeStore();
    const { user } = await openEditor('Edit Weather', store);
    expect(images()).toEqual(['/demo/a.svg', 'https://example.com/b.webp']);
    const address = textbox('Image address');
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    expect(address).toHaveAccessibleDescription(/Not added: Visitors will not see it/);
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
