import { hydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@/app';
import { createMemoryRepository } from '@/data/memory-repository';
import { prerenderPage } from '@/entry-prerender';
import { createAppRouter } from '@/routes/router';
import content from '../../mocks/portfolio.json';
import { createTestQueryClient } from '../support/render-app';

describe('prerendered home page', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.replaceChildren();
  });

  it('hydrates on the client without a mismatch', async () => {
    const page = await prerenderPage('/', content);
    expect(page.metadata?.title).toBe(`${content.user.name} · Portfolio`);
    const container = document.createElement('div');
    container.innerHTML = page.html;
    document.body.append(container);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.user.name);
    expect(screen.getAllByRole('article')).toHaveLength(content.projects.length);
    // Controls that need the app's code are disabled until it runs: nothing typed is lost.
    const controls = () => [
      screen.getByRole('button', { name: 'Menu' }),
      screen.getByRole('radio', { name: 'All' }),
      screen.getByLabelText('Name'),
      screen.getAllByRole('button', { name: 'Next image' })[0],
    ];
    for (const control of controls()) expect(control).toBeDisabled();

    const queryClient = createTestQueryClient();
    hydrate(queryClient, page.state);
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));
    await router.load();
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App
            repository={createMemoryRepository(content)}
            queryClient={queryClient}
            router={router}
          />
        </StrictMode>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.user.name);
    for (const control of controls()) expect(control).toBeEnabled();
  });
});
