import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StudioContentProvider } from '@/queries/studio/use-studio-content';
import { ProjectsSection } from '@/sections/studio/projects-section';
import {
  profileButton as button,
  profileField as field,
  profileStatus as status,
  renderProfile,
  retype,
} from '../support/profile-section';
import { renderStudioSection } from '../support/render-studio-section';

describe('the save bar', () => {
  it('shows Save and Discard only while there are edits to save', async () => {
    const { user } = await renderProfile();
    expect(button('Save the profile')).not.toBeInTheDocument();
    expect(button('Discard')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('');

    await user.type(field('Bio'), ' More.');
    expect(status()).toHaveTextContent('Unsaved changes');
    expect(button('Save the profile')).toBeInTheDocument();
    expect(button('Discard')).toBeInTheDocument();

    // Typed back to what is stored: nothing to save.
    await user.type(field('Bio'), '{Backspace}'.repeat(6));
    expect(status()).toHaveTextContent('');
    expect(button('Save the profile')).not.toBeInTheDocument();
  });

  it('says Saved until the next edit, and hands focus to the status when Save goes', async () => {
    const { user, store } = await renderProfile();
    await retype(user, 'Name', 'Ada Lovelace');
    await user.click(button('Save the profile')!);
    await waitFor(() => expect(status()).toHaveTextContent('Saved. Visitors see it now.'));
    expect(status()).toHaveFocus();
    expect(button('Save the profile')).not.toBeInTheDocument();
    expect(await store.repository.getUser()).toMatchObject({ name: 'Ada Lovelace' });

    await user.type(field('Name'), '!');
    expect(status()).toHaveTextContent('Unsaved changes');
    expect(status()).not.toHaveTextContent('Saved');
  });

  it('keeps the focus in the field when Enter saves from there', async () => {
    const { user } = await renderProfile();
    await retype(user, 'Name', 'Ada Lovelace');
    await user.type(field('Name'), '{Enter}');
    await waitFor(() => expect(status()).toHaveTextContent('Saved. Visitors see it now.'));
    expect(field('Name')).toHaveFocus();
  });

  it('keeps the draft, the reason and the buttons when a save fails, focus on Save', async () => {
    const { user, store } = await renderProfile();
    store.setFail(new Set(['save']));
    await retype(user, 'Name', 'Ada Lovelace');
    await user.click(button('Save the profile')!);
    await waitFor(() =>
      expect(status()).toHaveTextContent(/Not saved: .* press Save to try again/),
    );
    expect(button('Save the profile')).toHaveFocus();
    expect(field('Name')).toHaveValue('Ada Lovelace');
  });

  it('discards every edit, back to what is stored, and says so', async () => {
    const { user, store } = await renderProfile();
    await retype(user, 'Name', 'Ada Lovelace');
    await retype(user, 'GitHub', 'https://github.com/lovelace');
    await user.click(button('Discard')!);
    expect(field('Name')).toHaveValue('Ada Example');
    expect(field('GitHub')).toHaveValue('https://github.com/ada-example');
    expect(status()).toHaveTextContent('Your changes were discarded.');
    expect(status()).toHaveFocus();
    expect(await store.repository.getUser()).toMatchObject({ name: 'Ada Example' });
  });
});

describe('a new project’s save bar', () => {
  it('offers Add from the start, and Discard once something is typed', async () => {
    const { user } = renderStudioSection(
      <StudioContentProvider>
        <ProjectsSection />
      </StudioContentProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Add project' }));
    const project = await screen.findByRole('form', { name: 'Project' });
    expect(within(project).getByRole('button', { name: 'Add the project' })).toBeInTheDocument();
    expect(within(project).queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();

    await user.type(within(project).getByRole('textbox', { name: 'Title' }), 'Tide');
    await user.click(within(project).getByRole('button', { name: 'Discard' }));
    expect(within(project).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(within(project).getByRole('status')).toHaveTextContent('Your changes were discarded.');
    expect(within(project).getByRole('status')).toHaveFocus();
  });
});
