import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouterHistory,
} from '@tanstack/react-router';
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

/** The app's router; tests and the prerender pass a memory history to start at any URL. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    // The router would jump to a fragment as soon as the route resolves, before the data has
    // rendered; useScrollToFragment scrolls once it has, so the router's own scrolling is off.
    scrollRestoration: () => false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
