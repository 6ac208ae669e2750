import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '@/data/memory-store';
import { makeContent, makeUser } from '../support/factories';
import {
  profileButton as button,
  profileField as field,
  profileStatus as status,
  renderProfile,
  retype,
} from '../support/profile-section';

describe('a profile saved without a name', () => {
  it('asks first, and going back puts the owner in the name, nothing saved', async () => {
    const { user, store } = await renderProfile();
    await retype(user, 'Name', '');
    await user.click(button('Save the profile')!);
    const question = await screen.findByRole('alertdialog', { name: 'Save without a name?' });
    expect(question).toHaveAccessibleDescription(/visitors see neither your photo nor your bio/);
    expect(within(question).getByRole('button', { name: 'Go back to the name' })).toHaveFocus();

    await user.click(within(question).getByRole('button', { name: 'Go back to the name' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(field('Name')).toHaveFocus();
    expect(status()).toHaveTextContent('Unsaved changes');
    expect(await store.repository.getUser()).toMatchObject({ name: 'Ada Example' });
  });

  it('saves without the name once the owner says so', async () => {
    const { user, store } = await renderProfile();
    await retype(user, 'Name', '   ');
    await user.click(button('Save the profile')!);
    const question = await screen.findByRole('alertdialog', { name: 'Save without a name?' });
    await user.click(within(question).getByRole('button', { name: 'Save without a name' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved. Visitors see it now.'));
    expect(await store.repository.getUser()).toMatchObject({ name: '' });
  });

  it('asks nothing of a profile that has a name', async () => {
    const { user } = await renderProfile(
      createMemoryStore(makeContent({ user: makeUser({ name: '' }) })),
    );
    await user.type(field('Name'), 'Ada');
    await user.click(button('Save the profile')!);
    await waitFor(() => expect(status()).toHaveTextContent('Saved. Visitors see it now.'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
