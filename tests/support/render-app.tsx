import { QueryClient, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/start/app';
import {
  createMemoryRepository,
  type MemoryRepository,
  type MemoryRepositoryOptions,
} from '@/data/memory-repository';
import type { PortfolioDocuments, PortfolioRepository } from '@/data/portfolio-repository';
import { hydratePrerenderedCache } from '@/queries/prerendered-cache';
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
  /** A memory repository made by the test; `content` and `repositoryOptions` are then unused. */
  repository?: MemoryRepository;
  /** The prerendered page's query cache, filled in as main.tsx does before hydrating. */
  prerendered?: DehydratedState;
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
  repository = createMemoryRepository(content, repositoryOptions),
  prerendered,
}: RenderAppOptions = {}) {
  const queryClient = createTestQueryClient();
  if (prerendered) hydratePrerenderedCache(queryClient, prerendered);
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  const user = userEvent.setup();
  const view = render(
    <App repository={{ ...repository, ...overrides }} queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>,
  );
  return { ...view, repository, queryClient, router, user };
}

/**
 * The projects listener of `source`, which a test can break while it runs (as Firestore does
 * when the rules refuse it): the memory repository only fails a listener before its answer.
 * Pass `subscribeToProjects` as an override.
 */
export function breakableProjects(source: PortfolioRepository) {
  const running = new Set<(error: Error) => void>();
  let subscriptions = 0;
  const subscribeToProjects: PortfolioRepository['subscribeToProjects'] = (onNext, onError) => {
    subscriptions += 1;
    const unsubscribe = source.subscribeToProjects(onNext, onError);
    const stop = () => {
      running.delete(fail);
      unsubscribe();
    };
    // As the contract says: after onError, no more calls.
    const fail = (error: Error) => {
      stop();
      onError(error);
    };
    running.add(fail);
    return stop;
  };
  return {
    subscribeToProjects,
    /** Fails every running listener. */
    breakListeners: (error = new Error('Missing or insufficient permissions.')) =>
      [...running].forEach((fail) => fail(error)),
    subscriptionCount: () => subscriptions,
  };
}
