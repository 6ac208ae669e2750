import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createMemoryStore } from '@/data/memory-store';
import { StudioContentProvider } from '@/queries/studio/use-studio-content';
import { ProfileSection } from '@/sections/studio/profile-section';
import { makeContent } from './factories';
import { renderStudioSection } from './render-studio-section';

/** The studio's profile part on `store`, once its form shows. */
export async function renderProfile(store = createMemoryStore(makeContent())) {
  const rendered = renderStudioSection(
    <StudioContentProvider>
      <ProfileSection />
    </StudioContentProvider>,
    { store },
  );
  await screen.findByRole('form', { name: 'Profile' });
  return rendered;
}

export const profileForm = () => screen.getByRole('form', { name: 'Profile' });
export const profileField = (name: string) => within(profileForm()).getByRole('textbox', { name });
export const profileStatus = () => within(profileForm()).getByRole('status');
export const profileButton = (name: string) =>
  within(profileForm()).queryByRole('button', { name });

/** Replaces what a profile field holds with `text` (nothing when empty), as the owner types. */
export async function retype(user: UserEvent, name: string, text: string) {
  await user.clear(profileField(name));
  if (text) await user.type(profileField(name), text);
}
