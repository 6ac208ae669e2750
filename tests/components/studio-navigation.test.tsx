import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeContent, makePost, makeProject, makeUser } from '../support/factories';
import { renderStudioAt } from '../support/render-studio-section';
import { makeResumeEntry } from '../support/resume-entries';

const nav = () => screen.getByRole('navigation', { name: 'Studio parts' });
const partLink = (name: string) => within(nav()).getByRole('link', { name });

describe('the studio’s parts', () => {
  it('lists every part, each at its own address, the current one marked', async () => {
    await renderStudioAt('/studio/messages');
    expect(await screen.findByRole('heading', { name: /^Messages/ })).toBeInTheDocument();
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'Profile',
      'Projects',
      'Career',
      'Writing',
      'Languages',
      'Translations',
      'Messages',
      'Content file',
    ]);
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/studio',
      '/studio/profile',
      '/studio/projects',
      '/studio/career',
      '/studio/writing',
      '/studio/languages',
      '/studio/translations',
      '/studio/messages',
      '/studio/content',
    ]);
    expect(partLink('Messages')).toHaveAttribute('aria-current', 'page');
    expect(partLink('Overview')).not.toHaveAttribute('aria-current');
    // One part at a time: the others' screens are not on the page.
    expect(screen.queryByRole('form', { name: 'Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add project' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Messages · Studio'));
  });

  it('moves between parts by the navigation, focus staying on the link pressed', async () => {
    const { user, router } = await renderStudioAt('/studio');
    await screen.findByRole('heading', { name: 'Your site' });
    await user.click(partLink('Projects'));
    expect(await screen.findByRole('button', { name: 'Add project' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/studio/projects');
    expect(partLink('Projects')).toHaveAttribute('aria-current', 'page');
    expect(partLink('Projects')).toHaveFocus();

    await user.click(partLink('Content file'));
    expect(await screen.findByRole('heading', { name: 'Content file' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add project' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Content file · Studio'));
  });

  it('opens on an overview: who is signed in and what each part holds', async () => {
    const { user } = await renderStudioAt(
      '/studio',
      makeContent({ projects: [makeProject(), makeProject()] }),
    );
    expect(await screen.findByText('owner@example.com')).toBeInTheDocument();
    expect(partLink('Overview')).toHaveAttribute('aria-current', 'page');
    const parts = screen.getByRole('list', { name: 'The studio’s parts' });
    expect(await within(parts).findByText('Ada Example: your bio, photo and links.')).toBeVisible();
    expect(within(parts).getByText('2 projects, in the order visitors see them.')).toBeVisible();
    expect(
      within(parts).getByText('No career entries yet: your work, studies and skills, for your CV.'),
    ).toBeVisible();
    expect(within(parts).getByText('No posts yet: write your first.')).toBeVisible();
    expect(await within(parts).findByText('No messages yet.')).toBeVisible();

    await user.click(within(parts).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeInTheDocument();
  });

  it('opens the writing at its own address, and counts its posts and drafts on the overview', async () => {
    const content = makeContent({
      posts: [
        makePost({ title: 'Out' }),
        makePost({ title: 'Also out' }),
        makePost({ draft: true }),
      ],
    });
    const { user } = await renderStudioAt('/studio', content);
    const parts = screen.getByRole('list', { name: 'The studio’s parts' });
    expect(await within(parts).findByText('2 posts published, 1 draft.')).toBeVisible();
    await user.click(within(parts).getByRole('link', { name: 'Writing' }));
    expect(await screen.findByRole('list', { name: 'Posts, newest first' })).toBeInTheDocument();
    expect(partLink('Writing')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Writing · Studio'));
  });

  it('opens the career at its own address, and counts its entries on the overview', async () => {
    const content = makeContent({
      resume: {
        work: [makeResumeEntry('work', { name: 'Northlight' })],
        skills: [makeResumeEntry('skills', { name: 'Kotlin' })],
      },
    });
    const { user } = await renderStudioAt('/studio', content);
    const parts = screen.getByRole('list', { name: 'The studio’s parts' });
    expect(
      await within(parts).findByText('2 entries of work, studies and skills, for your CV.'),
    ).toBeVisible();
    await user.click(partLink('Career'));
    expect(await screen.findByRole('button', { name: 'Edit Northlight' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Career · Studio'));
  });

  it('says on the overview when the profile has no name', async () => {
    await renderStudioAt('/studio', makeContent({ user: makeUser({ name: '' }) }));
    expect(await screen.findByText('No name yet: visitors see no introduction.')).toBeVisible();
  });
});
