import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/data/memory-store';
import { parseUserProfile, type UserProfile } from '@/domain/user-profile';
import { portfolioQueries } from '@/queries/portfolio-queries';
import { makeContent, makePrerenderedState, makeProject, makeUser } from '../support/factories';
import { breakableProjects, renderApp } from '../support/render-app';

const content = makeContent({
  projects: [
    makeProject({ id: 'weather', title: 'Weather', tags: ['Android'] }),
    makeProject({ id: 'budget', title: 'Budget', tags: ['React'] }),
  ],
});

const projectsSection = () => document.getElementById('projects') as HTMLElement;
const titles = () =>
  within(projectsSection())
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

/** The page with its projects on screen, on a listener the test can break. */
async function renderWithProjectsShown() {
  const store = createMemoryStore(content, { latencyMs: 20 });
  const listener = breakableProjects(store.repository);
  const view = await renderApp({
    store,
    overrides: { subscribeToProjects: listener.subscribeToProjects },
  });
  await within(projectsSection()).findByRole('article', { name: 'Budget' });
  return { ...view, listener };
}

describe('an error after the projects are on screen', () => {
  it('keeps them, says politely that live updates are paused, and Retry brings fresh ones', async () => {
    const { user, store, listener } = await renderWithProjectsShown();
    act(() => listener.breakListeners());

    const section = projectsSection();
    const notice = await within(section).findByRole('status');
    expect(notice).toHaveTextContent('Live updates are paused');
    expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(titles()).toEqual(['Weather', 'Budget']);
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(section).queryByRole('list', { name: 'Loading projects' })).toBeNull();
    // Nothing takes focus.
    expect(document.activeElement).toBe(document.body);

    // Paused indeed: a change now does not arrive. The store answers each new listener after
    // the same latency, so once a witness started after the change is answered, a listener the
    // page had kept, or started again by itself, has been told too, and act has rendered it.
    act(() => store.putProject('maps', { title: 'Maps', tags: ['Kotlin'] }));
    await act(
      () =>
        new Promise<void>((resolve, reject) => {
          const stop = store.repository.subscribeToProjects(() => {
            stop();
            resolve();
          }, reject);
        }),
    );
    expect(titles()).toEqual(['Weather', 'Budget']);

    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(within(section).getByRole('status')).toHaveTextContent('Reconnecting');
    expect(titles()).toEqual(['Weather', 'Budget']);
    // Every text the notice shows until it goes: never "paused" again on the way out.
    const said: string[] = [];
    const observer = new MutationObserver(() =>
      said.push(section.querySelector('[role="status"]')?.textContent ?? '(gone)'),
    );
    observer.observe(section, { subtree: true, childList: true, characterData: true });
    await waitFor(() => expect(titles()).toEqual(['Weather', 'Budget', 'Maps']));
    observer.disconnect();
    expect(said.filter((text) => text.includes('paused'))).toEqual([]);
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(listener.subscriptionCount()).toBe(2);
  });

  it('keeps the cards and the notice when the retry fails too, and can retry again by keyboard', async () => {
    const { user, store, listener } = await renderWithProjectsShown();
    act(() => listener.breakListeners());
    const section = projectsSection();
    const retry = await within(section).findByRole('button', { name: 'Retry' });

    store.setFail(new Set(['projects']));
    await user.click(retry);
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Live updates are paused'),
    );
    expect(titles()).toEqual(['Weather', 'Budget']);

    // The same button, still focused after the failed retry; Enter retries again.
    expect(within(section).getByRole('button', { name: 'Retry' })).toBe(retry);
    expect(retry).toHaveFocus();
    store.setFail(new Set());
    store.putProject('budget', { title: 'Budget, renamed', tags: ['React'] });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Weather', 'Budget, renamed']));
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  });

  it('reaches Retry with the keyboard', async () => {
    const { user, listener } = await renderWithProjectsShown();
    act(() => listener.breakListeners());
    const retry = await within(projectsSection()).findByRole('button', { name: 'Retry' });
    for (let step = 0; step < 40 && document.activeElement !== retry; step += 1) await user.tab();
    expect(retry).toHaveFocus();
    expect(retry).toHaveClass('button');
  });
});

describe('an error after the profile is on screen', () => {
  it('keeps the prerendered profile when reading it again fails, with no error shown', async () => {
    const getUser = vi.fn<() => Promise<UserProfile | null>>(() =>
      Promise.reject(new Error('Failed to get document: unavailable')),
    );
    const { queryClient } = await renderApp({
      content,
      prerendered: makePrerenderedState({ user: makeUser({ name: 'Ada Prerendered' }) }),
      overrides: { getUser },
    });
    await waitFor(() =>
      expect(queryClient.getQueryState(portfolioQueries.userKey())?.status).toBe('error'),
    );
    expect(getUser).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ada Prerendered');
    expect(screen.getByRole('link', { name: 'Ada Prerendered' })).toHaveAttribute('href', '/#home');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.getElementById('home')).not.toHaveAttribute('aria-busy');

    // Left stale, it is read again quietly once the browser is back online.
    getUser.mockResolvedValue(parseUserProfile(makeUser({ name: 'Ada Current' })));
    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ada Current'),
    );
    expect(getUser).toHaveBeenCalledTimes(2);
  });
});
