import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouterHistory,
} from '@tanstack/react-router';
import { hydratePrerenderedCache } from '@/queries/prerendered-cache';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';

const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: HomePage,
});

const routeTree = rootRoute.addChildren([homeRoute]);

export interface AppRouterOptions {
  /** The page's query cache: it travels with the router's own server-rendering payload. */
  queryClient: QueryClient;
  /** Tests and the prerender pass a memory history to start at any URL. */
  history?: RouterHistory;
  /** True for the build's render of a page to HTML, in whatever environment it runs. */
  isServer?: boolean;
}

interface DehydratedPage {
  /**
   * Query's dehydrated cache as JSON text: the router's serializer checks its payload's types,
   * and Query types the data inside as `unknown` (it is JSON all the same).
   */
  queries: string;
}

export function createAppRouter({ queryClient, history, isServer }: AppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    isServer,
    // The router would jump to a fragment as soon as the route resolves, before the data has
    // rendered; useScrollToFragment scrolls once it has, so the router's own scrolling is off.
    scrollRestoration: () => false,
    dehydrate: (): DehydratedPage => ({ queries: JSON.stringify(dehydrate(queryClient)) }),
    hydrate: ({ queries }: DehydratedPage) =>
      hydratePrerenderedCache(queryClient, JSON.parse(queries) as DehydratedState),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
