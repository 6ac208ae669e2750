import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app';
import { createMemoryRepository, type MemoryRepositoryOptions } from '@/data/memory-repository';
import type { PortfolioDocuments, PortfolioRepository } from '@/data/portfolio-repository';
import { createAppRouter } from '@/routes/router';
import { makeContent } from './factories';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

interface RenderAppOptions {
  url?: string;
  content?: PortfolioDocuments;
  repositoryOptions?: MemoryRepositoryOptions;
  /** Replaces some operations of the memory repository, for failures it cannot produce. */
  overrides?: Partial<PortfolioRepository>;
}

/**
 * Renders the whole app, as main.tsx assembles it, on a memory repository and history.
 * Resolves once the router has matched the URL, so the page's first render is on screen.
 */
export async function renderApp({
  url = '/',
  content = makeContent(),
  repositoryOptions,
  overrides,
}: RenderAppOptions = {}) {
  const repository = createMemoryRepository(content, repositoryOptions);
  const queryClient = createTestQueryClient();
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const user = userEvent.setup();
  const view = render(
    <App repository={{ ...repository, ...overrides }} queryClient={queryClient} router={router} />,
  );
  return { ...view, repository, queryClient, router, user };
}
