import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '@/data/memory-store';
import type { OwnerAuth } from '@/data/studio/owner-auth';
import { createMemoryStudioRepository } from '@/data/studio/memory-studio-repository';
import { makeContent, makeProject } from '../support/factories';
import { renderApp } from '../support/render-app';

/** Signed in as the owner from the start. */
const owner: OwnerAuth = {
  method: 'google',
  subscribe(onChange) {
    onChange({ email: 'owner@example.com', name: 'Owner', isOwner: true });
    return () => {};
  },
  signIn: () => Promise.resolve(),
  signOut: () => Promise.resolve(),
};

async function renderStudioAt(url: string) {
  const store = createMemoryStore(
    makeContent({ projects: [makeProject({ id: 'weather', title: 'Weather' })] }),
  );
  const studio = { auth: owner, repository: createMemoryStudioRepository(store) };
  const rendered = await renderApp({ url, store, loadStudio: () => Promise.resolve(studio) });
  // The first test of a run also waits for the studio's code to be compiled.
  await screen.findByRole('navigation', { name: 'Studio parts' }, { timeout: 10_000 });
  return { ...rendered, store };
}

const partLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Studio parts' })).getByRole('link', { name });
const question = () => screen.findByRole('alertdialog', { name: 'Leave without saving?' });
const answer = async (name: string) => within(await question()).getByRole('button', { name });

describe('leaving with unsaved edits', () => {
  it('asks before another part opens: Stay keeps the part and the edits', async () => {
    const { user, router } = await renderStudioAt('/studio/profile');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, ' the Second');
    await user.click(partLink('Projects'));
    expect(await question()).toHaveAccessibleDescription(/not saved yet/);
    expect(await answer('Stay')).toHaveFocus();

    await user.click(await answer('Stay'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/studio/profile');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Example the Second');
  });

  it('leaves, the edits dropped, once the owner says so', async () => {
    const { user, router, store } = await renderStudioAt('/studio/profile');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), '!');
    await user.click(partLink('Projects'));
    await user.click(await answer('Leave without saving'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio/projects'));
    expect(await screen.findByRole('button', { name: 'Add project' })).toBeInTheDocument();
    expect(await store.repository.getUser()).toMatchObject({ name: 'Ada Example' });

    // Nothing unsaved now: the way back asks nothing.
    await user.click(partLink('Profile'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio/profile'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before going back to the site', async () => {
    const { user, router } = await renderStudioAt('/studio/profile');
    await user.type(await screen.findByRole('textbox', { name: 'Bio' }), ' More.');
    await user.click(screen.getByRole('link', { name: 'Back to the site' }));
    await user.click(await answer('Stay'));
    expect(router.state.location.pathname).toBe('/studio/profile');

    await user.click(screen.getByRole('link', { name: 'Back to the site' }));
    await user.click(await answer('Leave without saving'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks nothing once the edits are saved', async () => {
    const { user, router } = await renderStudioAt('/studio/profile');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    await screen.findByText('Saved. Visitors see it now.');
    await user.click(partLink('Messages'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio/messages'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before the project editor closes on unsaved edits', async () => {
    const { user } = await renderStudioAt('/studio/projects');
    await user.click(await screen.findByRole('button', { name: 'Edit Weather' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' 2.0');
    await user.click(screen.getByRole('button', { name: 'Back to the projects' }));
    await user.click(await answer('Stay'));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Weather 2.0');

    await user.click(screen.getByRole('button', { name: 'Back to the projects' }));
    await user.click(await answer('Leave without saving'));
    expect(await screen.findByRole('button', { name: 'Edit Weather' })).toHaveFocus();
  });
});
