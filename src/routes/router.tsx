import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  type RouterHistory,
} from '@tanstack/react-router';
import { CV_PATH } from '@/domain/cv-address';
import { POST_ROUTE, WRITING_PATH } from '@/domain/post-address';
import { PROJECT_ROUTE } from '@/domain/project-address';
import { hydratePrerenderedCache } from '@/queries/prerendered-cache';
import type { LoadStudio } from '@/queries/studio/studio-context';
import { ONE_LANGUAGE_PAGE, type PageLanguage } from '@/ui/page-language';
import { cvPageRoute } from './cv-page';
import { postPageRoute } from './post-page';
import { writingPageRoute } from './writing-page';
import { HomePage } from './home-page';
import { homeSearchSchema } from './home-search';
import { languageRewrite } from './language-rewrite';
import { NotFoundPage } from './not-found-page';
import { parseSearch, stringifySearch } from './search-params';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The page shows the owner's career record (useResume): the build puts the record into the
     * page's query cache, so it hydrates with it. Other pages carry none of its bytes.
     */
    showsResume?: boolean;
  }
}

/** What the pages get from the page's start-up, through the router (see createAppRouter). */
interface AppRouterContext {
  loadStudio: LoadStudio | undefined;
}

const rootRoute = createRootRouteWithContext<AppRouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: homeSearchSchema,
  component: HomePage,
});

// Its code loads when a project page is first opened (or hydrated), not with the home page.
const projectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PROJECT_ROUTE,
}).lazy(() => import('./project-page').then((page) => page.projectPageRoute));

// The writing's pages, in the page's main code as the CV's (2 KB gzipped on every page): lazy
// parts of their own made the bundler split the modules they share with the home and project
// pages (the metadata, the tags, the dates) into five more files every page requests. A visitor
// reaches them by a document load, prerendered; their query cache is the build's.
const writingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: WRITING_PATH,
  // The list's tag is the address's, as the home page's.
  validateSearch: homeSearchSchema,
}).lazy(() => Promise.resolve(writingPageRoute));
const postRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: POST_ROUTE,
}).lazy(() => Promise.resolve(postPageRoute));

// In the page's main code, not a lazy part of its own: a lazy CV made the bundler split the
// modules it shares with the home and project pages into three more files every page requests.
const cvRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: CV_PATH,
  staticData: { showsResume: true },
}).lazy(() => Promise.resolve(cvPageRoute));

// The owner's: none of its code (nor sign-in's) is in a visitor's page. Its screens (the
// loading and failure ones too) come with its lazy part; the loader makes its parts.
const studioRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/studio',
  // The build's render signs no one in: it shows the loading screen, and the studio loads
  // once the page runs.
  ssr: false,
  loader: ({ context: { loadStudio } }) => {
    if (!loadStudio)
      throw new Error('The router was made without loadStudio: the studio cannot open.');
    return loadStudio();
  },
  // Loaded once per app: leaving the studio and coming back keeps its sign-in.
  staleTime: Infinity,
  gcTime: Infinity,
  // The loading screen shows at once, as a page of its own would.
  pendingMs: 0,
}).lazy(() => import('./studio-page').then((page) => page.studioPageRoute));

// The studio's parts, each at an address of its own inside the studio's page. Their screens
// come with the studio's code: a route here is an address and nothing more.
const studioParts = () => import('./studio-page').then((page) => page.studioPartRoutes);
const studioOverviewRoute = createRoute({ getParentRoute: () => studioRoute, path: '/' }).lazy(() =>
  studioParts().then((parts) => parts.overview),
);
const studioProfileRoute = createRoute({ getParentRoute: () => studioRoute, path: 'profile' }).lazy(
  () => studioParts().then((parts) => parts.profile),
);
const studioProjectsRoute = createRoute({
  getParentRoute: () => studioRoute,
  path: 'projects',
}).lazy(() => studioParts().then((parts) => parts.projects));
const studioCareerRoute = createRoute({ getParentRoute: () => studioRoute, path: 'career' }).lazy(
  () => studioParts().then((parts) => parts.career),
);
const studioLanguagesRoute = createRoute({
  getParentRoute: () => studioRoute,
  path: 'languages',
}).lazy(() => studioParts().then((parts) => parts.languages));
const studioTranslationsRoute = createRoute({
  getParentRoute: () => studioRoute,
  path: 'translations',
  // The language being translated into (`?language=fr`); any other value opens the first.
  validateSearch: (search: Record<string, unknown>): { language?: string } =>
    typeof search.language === 'string' ? { language: search.language } : {},
}).lazy(() => studioParts().then((parts) => parts.translations));
const studioMessagesRoute = createRoute({
  getParentRoute: () => studioRoute,
  path: 'messages',
}).lazy(() => studioParts().then((parts) => parts.messages));
const studioContentRoute = createRoute({ getParentRoute: () => studioRoute, path: 'content' }).lazy(
  () => studioParts().then((parts) => parts.content),
);

const routeTree = rootRoute.addChildren([
  homeRoute,
  projectRoute,
  cvRoute,
  writingRoute,
  postRoute,
  studioRoute.addChildren([
    studioOverviewRoute,
    studioProfileRoute,
    studioProjectsRoute,
    studioCareerRoute,
    studioLanguagesRoute,
    studioTranslationsRoute,
    studioMessagesRoute,
    studioContentRoute,
  ]),
]);

export interface AppRouterOptions {
  /** The page's query cache: it travels with the router's own server-rendering payload. */
  queryClient: QueryClient;
  /** Tests and the prerender pass a memory history to start at any URL. */
  history?: RouterHistory;
  /** True for the build's render of a page to HTML, in whatever environment it runs. */
  isServer?: boolean;
  /** Loads the owner's studio when /studio is opened; without it, the studio cannot open. */
  loadStudio?: LoadStudio;
  /** The page's language and the site's: its addresses are under the language's prefix. */
  pageLanguage?: PageLanguage;
  /**
   * What of each query's data the build writes into the page (the prerender's: only the page's
   * language's texts, kept-translations.ts); by default all of it. Given only where pages are
   * rendered to HTML, so a visitor's script carries none of it.
   */
  serializeData?: (data: unknown) => unknown;
}

interface DehydratedPage {
  /**
   * Query's dehydrated cache as JSON text: the router's serializer checks its payload's types,
   * and Query types the data inside as `unknown` (it is JSON all the same).
   */
  queries: string;
}

export function createAppRouter({
  queryClient,
  history,
  isServer,
  loadStudio,
  pageLanguage = ONE_LANGUAGE_PAGE,
  serializeData,
}: AppRouterOptions) {
  return createRouter({
    routeTree,
    context: { loadStudio },
    history,
    isServer,
    rewrite: languageRewrite(pageLanguage),
    parseSearch,
    stringifySearch,
    // Back (or the project page's way back) returns to where the list was scrolled. A fragment
    // in the first address is scrolled to once the data has rendered (useScrollToFragment).
    // In the browser only: the build's render would carry an inline script that restores the
    // scroll before hydration, one more script for the page's CSP to allow, for what the router
    // leaves to the browser's own restoration anyway (a reload: it hands that back on pagehide).
    scrollRestoration: !isServer,
    dehydrate: (): DehydratedPage => ({
      queries: JSON.stringify(dehydrate(queryClient, serializeData ? { serializeData } : {})),
    }),
    hydrate: ({ queries }: DehydratedPage) =>
      hydratePrerenderedCache(queryClient, JSON.parse(queries) as DehydratedState),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface HistoryState {
    /** How far the home page's list was opened, and for which tag (see ProjectsSection). */
    projectsShown?: { tag: string; limit: number };
  }
}
