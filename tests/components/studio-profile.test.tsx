import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryStore, type MemoryStore } from '@/data/memory-store';
import { createMemoryStudioRepository } from '@/data/studio/memory-studio-repository';
import { studioQueries } from '@/queries/studio/studio-queries';
import { StudioContentProvider } from '@/queries/studio/use-studio-content';
import { ProfileSection } from '@/sections/studio/profile-section';
import { makeContent } from '../support/factories';
import { renderProfile } from '../support/profile-section';
import { renderStudioSection } from '../support/render-studio-section';
import { readStudioContent } from '../support/studio-content';

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save the profile' });
const status = () => within(screen.getByRole('form', { name: 'Profile' })).getByRole('status');

/** Another tab's save: the same documents, through a studio of its own. */
async function saveElsewhere(store: MemoryStore, name: string) {
  const elsewhere = createMemoryStudioRepository(store);
  const { profile } = await readStudioContent(elsewhere);
  await elsewhere.saveProfile({ ...profile.fields, name }, profile.version);
}

async function retype(user: UserEvent, name: string, text: string) {
  await user.clear(field(name));
  if (text) await user.type(field(name), text);
}

describe('the studio’s profile', () => {
  it('labels every field of the profile and fills it with what is stored', async () => {
    await renderProfile();
    expect(field('Name')).toHaveValue('Ada Example');
    expect(field('Bio')).toHaveValue('I build apps.\nMostly for phones.');
    expect(field('Photo address')).toHaveValue('/demo/avatar.svg');
    for (const name of [
      'GitHub',
      'LinkedIn',
      'X (Twitter)',
      'Facebook',
      'Instagram',
      'Medium',
      'Blogger',
      'YouTube',
      'Résumé',
      'WhatsApp (a link or a phone number)',
    ]) {
      expect(field(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: 'The photo, as typed' })).toHaveAttribute(
      'src',
      '/demo/avatar.svg',
    );
  });

  it('saves an edit, says so, and the documents the visitors read have it', async () => {
    const { user, store } = await renderProfile();
    await retype(user, 'Name', 'Ada Lovelace');
    await user.click(save());
    await waitFor(() => expect(status()).toHaveTextContent('Saved. Visitors see it now.'));
    expect(await store.repository.getUser()).toMatchObject({ name: 'Ada Lovelace' });
    expect(field('Name')).toHaveValue('Ada Lovelace');
  });

  it('checks each field as it is typed, with the content file’s own messages', async () => {
    const { user } = await renderProfile();
    await user.clear(field('Name'));
    await user.paste('x'.repeat(101));
    expect(field('Name')).toHaveAccessibleDescription('At most 100 characters.');
    expect(field('Name')).toBeInvalid();
    await user.click(save());
    expect(status()).toHaveTextContent('Unsaved changes');
    await user.type(field('Name'), '{Backspace}');
    await waitFor(() => expect(field('Name')).toBeValid());
    expect(field('Name')).not.toHaveAccessibleDescription();
  });

  it('marks a link or photo visitors could not open as typed, refuses to save it, and previews the photo', async () => {
    const { user, store } = await renderProfile();
    await retype(user, 'GitHub', 'javascript:alert(1)');
    expect(field('GitHub')).toBeInvalid();
    expect(field('GitHub')).toHaveAccessibleDescription(
      'Visitors could not open this: use a whole address that starts with https://.',
    );
    await retype(user, 'WhatsApp (a link or a phone number)', 'call me');
    expect(field('WhatsApp (a link or a phone number)')).toHaveAccessibleDescription(
      /use a phone number or an address with https:/,
    );
    await retype(user, 'WhatsApp (a link or a phone number)', '+44 20 7946 0958');
    expect(field('WhatsApp (a link or a phone number)')).not.toHaveAccessibleDescription();
    await user.click(save());
    await waitFor(() => expect(field('GitHub')).toHaveFocus());
    expect(JSON.stringify(store.stored.user)).not.toContain('javascript:');
    await retype(user, 'GitHub', 'https://github.com/ada');
    expect(field('GitHub')).toBeValid();

    await retype(user, 'Photo address', '//evil.example/a.png');
    expect(field('Photo address')).toHaveAccessibleDescription(/Visitors would not see this/);
    expect(screen.queryByRole('img', { name: 'The photo, as typed' })).not.toBeInTheDocument();
    await retype(user, 'Photo address', 'https://example.com/me.webp');
    expect(screen.getByRole('img', { name: 'The photo, as typed' })).toHaveAttribute(
      'src',
      'https://example.com/me.webp',
    );
  });

  it('rolls back a failed save with a message, keeping what was typed', async () => {
    const { user, store, queryClient } = await renderProfile();
    store.setFail(new Set(['save']));
    await retype(user, 'Name', 'Ada Lovelace');
    await user.click(save());
    await waitFor(() =>
      expect(status()).toHaveTextContent(/Not saved: the change could not be written/),
    );
    expect(field('Name')).toHaveValue('Ada Lovelace');
    expect(queryClient.getQueryData(studioQueries.content().queryKey)?.profile.fields.name).toBe(
      'Ada Example',
    );

    store.setFail(new Set());
    await user.click(save());
    await waitFor(() => expect(status()).toHaveTextContent('Saved. Visitors see it now.'));
  });

  it('says a refused save was refused', async () => {
    const { user } = renderStudioSection(
      <StudioContentProvider>
        <ProfileSection />
      </StudioContentProvider>,
      {
        overrides: {
          saveProfile: () =>
            Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' })),
        },
      },
    );
    await screen.findByRole('form', { name: 'Profile' });
    await retype(user, 'Bio', 'New bio');
    await user.click(save());
    await waitFor(() => expect(status()).toHaveTextContent(/the site refused the change/));
    expect(field('Bio')).toHaveValue('New bio');
  });

  it('says when the profile moved on under unsaved edits, and a save then offers both versions: keep my draft', async () => {
    const { user, store } = await renderProfile();
    await retype(user, 'Name', 'Draft name');
    await saveElsewhere(store, 'Newer name');
    expect(await screen.findByText(/The profile was changed elsewhere/)).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Draft name');

    await user.click(save());
    const conflict = await screen.findByRole('region', {
      name: 'The profile was changed elsewhere',
    });
    expect(within(conflict).getByRole('heading')).toHaveFocus();
    expect(within(conflict).getByText('Newer name')).toBeInTheDocument();
    expect(within(conflict).getByText('Draft name')).toBeInTheDocument();
    expect(within(conflict).queryByText('Bio')).not.toBeInTheDocument();

    await user.click(within(conflict).getByRole('button', { name: 'Keep my draft' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved. Visitors see it now.'));
    expect(await store.repository.getUser()).toMatchObject({ name: 'Draft name' });
    expect(screen.queryByRole('region', { name: /changed elsewhere/ })).not.toBeInTheDocument();
  });

  it('resets the form to the newer version when the owner chooses it', async () => {
    const { user, store } = await renderProfile();
    await retype(user, 'Name', 'Draft name');
    await saveElsewhere(store, 'Newer name');
    await user.click(save());
    const conflict = await screen.findByRole('region', { name: /changed elsewhere/ });
    await user.click(within(conflict).getByRole('button', { name: 'Use the newer version' }));
    expect(field('Name')).toHaveValue('Newer name');
    expect(screen.queryByRole('region', { name: /changed elsewhere/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/The profile was changed elsewhere/)).not.toBeInTheDocument();
  });

  it('follows the newer version while nothing is typed', async () => {
    const { store } = await renderProfile();
    await saveElsewhere(store, 'Newer name');
    await waitFor(() => expect(field('Name')).toHaveValue('Newer name'));
    expect(screen.queryByText(/changed elsewhere/)).not.toBeInTheDocument();
  });

  it('takes its own save, shown at once, for no newer version while the save is on its way', async () => {
    const store = createMemoryStore(makeContent());
    const writer = createMemoryStudioRepository(store);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const { user, queryClient } = renderStudioSection(
      <StudioContentProvider>
        <ProfileSection />
      </StudioContentProvider>,
      {
        store,
        overrides: {
          saveProfile: (fields, readVersion) =>
            released.then(() => writer.saveProfile(fields, readVersion)),
        },
      },
    );
    await screen.findByRole('form', { name: 'Profile' });
    await retype(user, 'Name', 'Ada Lovelace');
    await user.click(save());
    await waitFor(() => expect(status()).toHaveTextContent('Saving…'));
    const shown = () => queryClient.getQueryData(studioQueries.content().queryKey)?.profile;
    await waitFor(() => expect(shown()?.fields.name).toBe('Ada Lovelace'));
    expect(screen.queryByText(/changed elsewhere/)).not.toBeInTheDocument();

    release();
    await waitFor(() => expect(status()).toHaveTextContent('Saved. Visitors see it now.'));
    expect(screen.queryByText(/changed elsewhere/)).not.toBeInTheDocument();
  });
});
