import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/data/memory-store';
import { createDemoOwnerAuth } from '@/data/studio/demo-owner-auth';
import { createMemoryStudioRepository } from '@/data/studio/memory-studio-repository';
import type { OwnerAccount, OwnerAuth } from '@/data/studio/owner-auth';
import { takeConsoleErrors } from '../support/console-errors';
import { makeContent } from '../support/factories';
import { renderApp } from '../support/render-app';

/** The studio on a memory store, signed in through `auth` (the demo owner's by default). */
function renderStudio(auth: OwnerAuth = createDemoOwnerAuth(), url = '/studio') {
  const store = createMemoryStore(makeContent());
  const studio = { auth, repository: createMemoryStudioRepository(store) };
  return renderApp({ url, store, loadStudio: () => Promise.resolve(studio) });
}

/** Signed in as `account` for good: OwnerAuth is the seam between the studio and sign-in. */
function signedInAs(account: OwnerAccount, method: OwnerAuth['method'] = 'google'): OwnerAuth {
  let current: OwnerAccount | null = account;
  const listeners = new Set<(account: OwnerAccount | null) => void>();
  return {
    method,
    subscribe(onChange) {
      listeners.add(onChange);
      onChange(current);
      return () => listeners.delete(onChange);
    },
    signIn: () => Promise.resolve(),
    signOut: () => {
      current = null;
      listeners.forEach((listener) => listener(null));
      return Promise.resolve();
    },
  };
}

describe('the studio’s sign-in', () => {
  it('is a page of its own, not for search engines, with a way back to the site', async () => {
    await renderStudio();
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('link', { name: 'Back to the site' }),
    );
    expect(screen.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      ),
    );
  });

  it('says so while the studio’s code loads', async () => {
    await renderApp({ url: '/studio', loadStudio: () => new Promise(() => {}) });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the studio…');
  });

  it('says so when the studio cannot load, and Retry loads it', async () => {
    const store = createMemoryStore(makeContent());
    const studio = {
      auth: createDemoOwnerAuth(),
      repository: createMemoryStudioRepository(store),
    };
    const loadStudio = vi
      .fn<() => Promise<typeof studio>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(studio);
    // The router says the loader failed, as it does in development.
    const routerWarning = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await renderApp({ url: '/studio', store, loadStudio });
    expect(await screen.findByRole('alert')).toHaveTextContent('The studio could not be loaded.');
    expect(screen.getByRole('heading', { level: 1, name: 'Studio' })).toBeInTheDocument();
    expect(takeConsoleErrors().join(' ')).toContain('Failed to fetch dynamically imported module');
    expect(routerWarning).toHaveBeenCalledWith(expect.stringContaining('Error in route match'));

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadStudio).toHaveBeenCalledTimes(2);
  });

  it('keeps the sign-in when the owner leaves the studio and comes back', async () => {
    const store = createMemoryStore(makeContent());
    const studio = {
      auth: createDemoOwnerAuth(),
      repository: createMemoryStudioRepository(store),
    };
    const loadStudio = vi.fn(() => Promise.resolve(studio));
    const { user, router } = await renderApp({ url: '/studio', store, loadStudio });
    await user.click(await screen.findByRole('button', { name: 'Continue as the demo owner' }));
    expect(await screen.findByRole('heading', { name: 'Your site' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to the site' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(() => router.navigate({ to: '/studio' }));
    expect(await screen.findByRole('heading', { name: 'Your site' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(loadStudio).toHaveBeenCalledTimes(1);
  });

  it('offers the demo owner, says where the changes stay, and signs in and out with focus following', async () => {
    const { user } = await renderStudio();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(/stay in this browser tab until you close it/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Continue as the demo owner' }));
    const owner = await screen.findByRole('heading', { name: 'Your site' });
    expect(owner).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Studio parts' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers Google sign-in where that is the method', async () => {
    const auth = signedInAs({ email: null, name: null, isOwner: false });
    await auth.signOut();
    await renderStudio(auth);
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.queryByText(/browser tab/)).not.toBeInTheDocument();
  });

  it('refuses an account without the owner’s claim: its email, Sign out, nothing writable', async () => {
    const { user } = await renderStudio(
      signedInAs({ email: 'stranger@example.com', name: 'Stranger', isOwner: false }),
    );
    const refusal = await screen.findByRole('region', {
      name: 'This account cannot edit this site',
    });
    expect(within(refusal).getByText('stranger@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign out']);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toHaveFocus();
  });

  it('signs in at a part’s address, and that part’s heading takes focus', async () => {
    const { user } = await renderStudio(createDemoOwnerAuth(), '/studio/projects');
    await user.click(await screen.findByRole('button', { name: 'Continue as the demo owner' }));
    expect(await screen.findByRole('heading', { name: 'Projects' })).toHaveFocus();
    expect(await screen.findByRole('button', { name: 'Add project' })).toBeInTheDocument();
  });

  it('saves the profile, and the visitor’s page shows it', async () => {
    const { user, router } = await renderStudio(createDemoOwnerAuth(), '/studio/profile');
    await user.click(await screen.findByRole('button', { name: 'Continue as the demo owner' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    expect(await screen.findByText('Saved. Visitors see it now.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to the site' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findAllByText('Ada Lovelace')).not.toHaveLength(0);
  });
  it('shows the Publishing panel on the overview, what is published beside the content', async () => {
    const owner = { email: 'owner@example.com', name: 'Owner', isOwner: true };
    await renderStudio(signedInAs(owner));
    const panel = await screen.findByRole('region', { name: 'Publishing' });
    expect(await within(panel).findByText(/Never published\./)).toHaveTextContent(
      /^Never published\. Not yet published: /,
    );
    expect(within(panel).getByRole('button', { name: 'Publish' })).toBeVisible();
    expect(within(panel).getByText('For developers')).toBeVisible();
    expect(within(panel).getByText(/npm run deploy/)).not.toBeVisible();
  });
});
