import { QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { App } from '@/start/app';
import { createMemoryStore, type MemoryStore, type MemoryStoreOptions } from '@/data/memory-store';
import type { PortfolioDocuments, PortfolioRepository } from '@/data/portfolio-repository';
import { hydratePrerenderedCache } from '@/queries/prerendered-cache';
import { RepositoryProvider } from '@/queries/repository-context';
import type { LoadStudio } from '@/queries/studio/studio-context';
import { createAppRouter } from '@/routes/router';
import { ONE_LANGUAGE_PAGE, type PageLanguage } from '@/ui/page-language';
import { makeContent } from './factories';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

interface RenderAppOptions {
  url?: string;
  content?: PortfolioDocuments;
  storeOptions?: MemoryStoreOptions;
  /** Replaces some operations of the memory repository, for failures it cannot produce. */
  overrides?: Partial<PortfolioRepository>;
  /** A memory store made by the test; `content` and `storeOptions` are then unused. */
  store?: MemoryStore;
  /** The prerendered page's query cache, filled in as main.tsx does before hydrating. */
  prerendered?: DehydratedState;
  /** Opens the owner's studio, as main.tsx's does (connectData's, on the page's store). */
  loadStudio?: LoadStudio;
  /** The page's language, as the page's own provider gives it; English alone if none. */
  pageLanguage?: PageLanguage;
}

/**
 * Renders the whole app, as main.tsx assembles it, on a memory store and history.
 * Resolves once the router has matched the URL, so the page's first render is on screen.
 */
export async function renderApp({
  url = '/',
  content = makeContent(),
  storeOptions,
  overrides,
  store = createMemoryStore(content, storeOptions),
  prerendered,
  loadStudio,
  pageLanguage = ONE_LANGUAGE_PAGE,
}: RenderAppOptions = {}) {
  const queryClient = createTestQueryClient();
  if (prerendered) hydratePrerenderedCache(queryClient, prerendered);
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [url] }),
    loadStudio,
    pageLanguage,
  });
  // The studio's loader waits for loadStudio, its loading screen up meanwhile: its tests find
  // what they wait for.
  if (!loadStudio) await router.load();
  const user = userEvent.setup();
  const view = render(
    <App
      repository={{ ...store.repository, ...overrides }}
      queryClient={queryClient}
      pageLanguage={pageLanguage}
    >
      <RouterProvider router={router} />
    </App>,
  );
  return { ...view, store, queryClient, router, user };
}

/**
 * Renders `hook` with what the app gives its hooks: `repository`, and a fresh query client (or
 * the one given, filled by the test).
 */
export function renderHookOn<Result, Props>(
  repository: PortfolioRepository,
  hook: (props: Props) => Result,
  {
    queryClient = createTestQueryClient(),
    initialProps,
  }: { queryClient?: QueryClient; initialProps?: Props } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RepositoryProvider repository={repository}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </RepositoryProvider>
  );
  return { queryClient, ...renderHook(hook, { wrapper, initialProps }) };
}

/**
 * The projects listeners of `source`, the list's and each project's, which a test can break
 * while they run (as Firestore does when the rules refuse them): the memory repository only
 * fails a listener before its answer. Pass `subscribeToProjects` or `subscribeToProject` as an
 * override.
 */
export function breakableProjects(source: PortfolioRepository) {
  const running = new Set<(error: Error) => void>();
  let subscriptions = 0;
  const breakable = (start: () => () => void, onError: (error: Error) => void) => {
    subscriptions += 1;
    const unsubscribe = start();
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
  const listeners: Pick<PortfolioRepository, 'subscribeToProjects' | 'subscribeToProject'> = {
    subscribeToProjects: (onNext, onError) =>
      breakable(() => source.subscribeToProjects(onNext, onError), onError),
    subscribeToProject: (id, onNext, onError) =>
      breakable(() => source.subscribeToProject(id, onNext, onError), onError),
  };
  return {
    ...listeners,
    /** Fails every running listener. */
    breakListeners: (error = new Error('Missing or insufficient permissions.')) =>
      [...running].forEach((fail) => fail(error)),
    subscriptionCount: () => subscriptions,
  };
}
