import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeContent, makeProject } from '../support/factories';
import { renderStudioAt as renderStudioSectionAt } from '../support/render-studio-section';

const renderStudioAt = (url: string) =>
  renderStudioSectionAt(
    url,
    makeContent({ projects: [makeProject({ id: 'weather', title: 'Weather' })] }),
  );

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
