import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryStore, type MemoryStore } from '@/data/memory-store';
import { StudioContentProvider } from '@/queries/studio/use-studio-content';
import { ProjectsSection } from '@/sections/studio/projects-section';
import { makeContent, makeProject } from '../support/factories';
import { renderStudioSection } from '../support/render-studio-section';

function makeStore() {
  return createMemoryStore(
    makeContent({
      projects: [
        makeProject({
          id: 'weather',
          title: 'Weather',
          tags: ['Android', 'Kotlin'],
          images: ['javascript:bad', '/demo/weather.webp', '/demo/second.webp'],
          githubLink: 'https://github.com/ada/weather',
          appStoreLink: 'https://apps.apple.com/app/id1',
        }),
        makeProject({ id: 'trailmate', title: 'Trailmate', tags: ['React'] }),
        makeProject({ id: 'budget', title: 'Budget', tags: [] }),
      ],
    }),
  );
}

async function renderProjects(store = makeStore()) {
  const rendered = renderStudioSection(
    <StudioContentProvider>
      <ProjectsSection />
    </StudioContentProvider>,
    { store },
  );
  await screen.findByRole('list', { name: /^Projects/ });
  return rendered;
}

const rows = () =>
  within(screen.getByRole('list', { name: /^Projects/ }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.studio-project-title')?.textContent);

async function storedTitles(store: MemoryStore) {
  return new Promise<string[]>((resolve) => {
    const stop = store.repository.subscribeToProjects(
      (projects) => {
        resolve(projects.map(({ title }) => title));
        queueMicrotask(() => stop());
      },
      () => {},
    );
  });
}

describe('the studio’s projects', () => {
  it('lists the projects in the owner’s order, each with Edit and Delete', async () => {
    await renderProjects();
    expect(rows()).toEqual(['Weather', 'Trailmate', 'Budget']);
    expect(screen.getByRole('button', { name: 'Edit Trailmate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Trailmate' })).toBeInTheDocument();
  });

  it('shows in each row the first image, the tags and which links the project has', async () => {
    await renderProjects();
    const [weather, , budget] = within(
      screen.getByRole('list', { name: /^Projects/ }),
    ).getAllByRole('listitem');
    expect(weather!.querySelector('img')).toHaveAttribute('src', '/demo/weather.webp');
    expect(weather).toHaveTextContent('Tags: Android, Kotlin');
    expect(weather).toHaveTextContent('Links: GitHub, App Store');
    expect(budget!.querySelector('img')).toBeNull();
    expect(budget).toHaveTextContent('No tags');
    expect(budget).toHaveTextContent('No links');
  });

  it('marks where a dragged row will land: above a row it moves up to, below one it moves down to', async () => {
    await renderProjects();
    const [first, second, last] = within(
      screen.getByRole('list', { name: /^Projects/ }),
    ).getAllByRole('listitem');
    const dataTransfer = { setData: () => {}, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(second!, { dataTransfer });
    expect(second).toHaveAttribute('data-dragging');
    fireEvent.dragOver(first!, { dataTransfer });
    expect(first).toHaveAttribute('data-drop', 'before');
    fireEvent.dragOver(last!, { dataTransfer });
    expect(first).not.toHaveAttribute('data-drop');
    expect(last).toHaveAttribute('data-drop', 'after');
    fireEvent.dragOver(second!, { dataTransfer });
    expect(screen.getByRole('list', { name: /^Projects/ }).querySelector('[data-drop]')).toBeNull();
    fireEvent.dragEnd(second!, { dataTransfer });
    expect(second).not.toHaveAttribute('data-dragging');
  });

  it('moves a project by keyboard, announces its new place and keeps focus on its button', async () => {
    const { user, store } = await renderProjects();
    await user.click(screen.getByRole('button', { name: 'Move Budget up' }));
    expect(rows()).toEqual(['Weather', 'Budget', 'Trailmate']);
    expect(screen.getByText('Budget moved to position 2 of 3')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Move Budget up' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(rows()).toEqual(['Budget', 'Weather', 'Trailmate']);
    expect(screen.getByText('Budget moved to position 1 of 3')).toBeInTheDocument();
    // At the top, Up is disabled: focus goes to Down, not to the page.
    expect(screen.getByRole('button', { name: 'Move Budget down' })).toHaveFocus();
    await waitFor(async () =>
      expect(await storedTitles(store)).toEqual(['Budget', 'Weather', 'Trailmate']),
    );
  });

  it('moves a project by dragging it onto another’s place', async () => {
    const { store } = await renderProjects();
    const [first, , last] = within(screen.getByRole('list', { name: /^Projects/ })).getAllByRole(
      'listitem',
    );
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(last!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    expect(rows()).toEqual(['Budget', 'Weather', 'Trailmate']);
    await waitFor(async () =>
      expect(await storedTitles(store)).toEqual(['Budget', 'Weather', 'Trailmate']),
    );
  });

  it('puts the order back with a message when the reorder fails', async () => {
    const { user, store } = await renderProjects();
    store.setFail(new Set(['save']));
    await user.click(screen.getByRole('button', { name: 'Move Budget up' }));
    expect(
      await screen.findByText(/The new order was not saved: it could not be written/),
    ).toBeInTheDocument();
    expect(rows()).toEqual(['Weather', 'Trailmate', 'Budget']);
  });

  it('deletes a project at once, and Undo brings it back in its place', async () => {
    const { user, store } = await renderProjects();
    await user.click(screen.getByRole('button', { name: 'Delete Trailmate' }));
    expect(rows()).toEqual(['Weather', 'Budget']);
    expect(screen.getByText('Deleted “Trailmate”.')).toHaveAttribute('role', 'status');
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    await waitFor(async () => expect(await storedTitles(store)).toEqual(['Weather', 'Budget']));

    await user.click(undo);
    expect(await screen.findByText('Brought back “Trailmate”.')).toBeInTheDocument();
    expect(rows()).toEqual(['Weather', 'Trailmate', 'Budget']);
    await waitFor(async () =>
      expect(await storedTitles(store)).toEqual(['Weather', 'Trailmate', 'Budget']),
    );
  });
});
