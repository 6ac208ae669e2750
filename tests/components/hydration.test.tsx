import { createMemoryHistory } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app';
import { createMemoryRepository } from '@/data/memory-repository';
import type { PortfolioRepository } from '@/data/portfolio-repository';
import { prerenderPage } from '@/entry-prerender';
import { hydratePrerenderedCache } from '@/queries/prerendered-cache';
import { createAppRouter } from '@/routes/router';
import content from '../../mocks/portfolio.json';
import { createTestQueryClient } from '../support/render-app';

describe('prerendered home page', () => {
  let root: Root | undefined;

  /** Hydrates the page as src/main.tsx does, with the repository as it is now. */
  async function hydrateWith(
    container: HTMLElement,
    page: Awaited<ReturnType<typeof prerenderPage>>,
    repository: PortfolioRepository,
  ): Promise<unknown[]> {
    const queryClient = createTestQueryClient();
    hydratePrerenderedCache(queryClient, page.state);
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));
    await router.load();
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App repository={repository} queryClient={queryClient} router={router} />
        </StrictMode>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    return mismatches;
  }

  function showPrerendered(page: Awaited<ReturnType<typeof prerenderPage>>): HTMLElement {
    const container = document.createElement('div');
    container.innerHTML = page.html;
    document.body.append(container);
    return container;
  }
  afterEach(() => {
    vi.useRealTimers();
    act(() => root?.unmount());
    document.body.replaceChildren();
  });

  it('hydrates on the client without a mismatch', async () => {
    const page = await prerenderPage('/', content);
    expect(page.metadata?.title).toBe(`${content.user.name} · Portfolio`);
    const container = showPrerendered(page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.user.name);
    expect(screen.getAllByRole('article')).toHaveLength(content.projects.length);
    // Controls that need the app's code are disabled until it runs: nothing typed is lost. The
    // menu is a native popover: it works before the app's code, and without it.
    expect(screen.getByRole('button', { name: 'Menu' })).toBeEnabled();
    const controls = () => [
      screen.getByRole('radio', { name: 'All' }),
      screen.getByLabelText('Name'),
      screen.getAllByRole('button', { name: 'Next image' })[0],
      screen.getByRole('button', { name: 'Submit' }),
    ];
    // ...and they say why, rather than being silently dead.
    for (const control of controls()) {
      expect(control).toBeDisabled();
      expect(control).toHaveAccessibleDescription(
        'Works once the page has finished loading. It needs JavaScript.',
      );
    }

    const repository = createMemoryRepository(content);
    const getUser = vi.spyOn(repository, 'getUser');
    const mismatches = await hydrateWith(container, page, repository);
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.user.name);
    for (const control of controls()) expect(control).not.toHaveAccessibleDescription();
    // Submit alone stays disabled: the empty form is not valid yet.
    for (const control of controls().slice(0, -1)) expect(control).toBeEnabled();
    // The build's profile is a snapshot: it is read once more, and the same one changes nothing.
    await waitFor(() => expect(getUser).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.user.name);
  });

  it("shows the owner's current profile, read once after hydration, when it changed since the build", async () => {
    const page = await prerenderPage('/', content);
    const container = showPrerendered(page);
    const changed = {
      ...content,
      user: { ...content.user, name: 'Ada Renamed', bio: 'A new bio.' },
    };
    const repository = createMemoryRepository(changed);
    const getUser = vi.spyOn(repository, 'getUser');

    const mismatches = await hydrateWith(container, page, repository);
    expect(mismatches).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ada Renamed'),
    );
    expect(screen.getByText('A new bio.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ada Renamed · Portfolio'));
    expect(getUser).toHaveBeenCalledTimes(1);
  });

  it("hydrates a page built in an earlier year without a mismatch, showing the visit's year", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T23:59:00'));
    const page = await prerenderPage('/', content);
    const container = showPrerendered(page);
    vi.setSystemTime(new Date('2027-01-01T00:01:00'));

    const mismatches = await hydrateWith(container, page, createMemoryRepository(content));
    expect(mismatches).toEqual([]);
    expect(screen.getByText(`© 2027 ${content.user.name}`)).toBeInTheDocument();
  });
});
