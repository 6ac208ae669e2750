import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { ConfigError, readAppConfig, type AppConfig } from '@/data/app-config';
import { connectData } from '@/data/connect-data';
import { loadImageManifest } from '@/data/image-manifest';
import { ConfigErrorPage } from '@/routes/config-error-page';
import { createAppRouter } from '@/routes/router';
import { activateInterfaceLanguage } from './interface-catalogs';
import { pageLanguageOf } from './page-language-of-document';
import { wasPrerenderedHere } from './prerendered-path';
import type { PageLanguage } from '@/ui/page-language';
import { browserIdle, nextTask } from '@/ui/when-idle';

/** At the latest, the data's code may load this long after a hydrating page starts. */
const REPOSITORY_IDLE_TIMEOUT_MS = 3000;

function readConfigOrExplain(root: HTMLElement): AppConfig | null {
  try {
    return readAppConfig(import.meta.env, window.location.search);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    root.replaceChildren();
    createRoot(root).render(
      <ConfigErrorPage title="The site is not configured correctly" problems={error.problems} />,
    );
    return null;
  }
}

/**
 * Whether the page came prerendered for this address (every page the build writes does; the
 * dev server's does not, and the not-found document is served at many addresses). The demo's
 * ?latency= and ?fail= show states the build-time HTML cannot have, so they start from a
 * fresh render instead.
 */
function canHydrate(
  config: AppConfig,
  router: AnyRouter,
  root: HTMLElement,
  pageLanguage: PageLanguage,
): boolean {
  const demoStates =
    config.mode === 'memory' &&
    ((config.memory.latencyMs ?? 0) > 0 || (config.memory.fail?.size ?? 0) > 0);
  return (
    !demoStates &&
    root.firstElementChild != null &&
    wasPrerenderedHere(document, router, pageLanguage)
  );
}

/**
 * Sets the app up and renders it (evaluate-app.ts calls it once this module has loaded).
 * Evaluating this module's code is a long task of its own on a slow phone, and so is each step
 * of setting the app up (the configuration and the image manifest, hydration's first slice):
 * each waits for the next task, so no two add up to one. A function, not the module's top-level
 * code: one module with a top-level await turns the bundler's chunk optimizations off for the
 * whole build, and without them a start-up stage (evaluate-app.ts) can come out as two files,
 * one only re-exporting the other: a request for nothing.
 */
export async function startApp(): Promise<void> {
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  const config = readConfigOrExplain(container);
  if (!config) return;
  // The page's words are in its language before anything renders (or hydrates): a French page
  // loads French's catalog, and no other.
  const pageLanguage = pageLanguageOf(document);
  await activateInterfaceLanguage(pageLanguage.language);
  // A file of its own, cached for good: the images' variants, to render what the HTML shows.
  const images = await loadImageManifest(document);
  // One retry rides out a blip; more would keep a visitor waiting for the error and Retry.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
  // The router is made before the data, which waits for what the router says of hydration: the
  // studio is loaded once the page runs, long after `data` below is set.
  const router = createAppRouter({
    queryClient,
    loadStudio: () => data.loadStudio(),
    pageLanguage,
  });
  const hydrating = canHydrate(config, router, container, pageLanguage);
  // The page renders at once and the data's code arrives behind it. Hydrating, the page already
  // shows the prerendered content, so that code (Firebase's, in the Firestore build) loads once
  // the browser is idle instead of competing with hydration.
  const data = connectData(
    config,
    hydrating ? browserIdle(REPOSITORY_IDLE_TIMEOUT_MS) : Promise.resolve(),
  );
  const { repository } = data;
  const app = (routerElement: ReactNode) => (
    <StrictMode>
      <App
        repository={repository}
        queryClient={queryClient}
        images={images}
        pageLanguage={pageLanguage}
      >
        {routerElement}
      </App>
    </StrictMode>
  );
  if (hydrating) {
    // A route the build did not render (`ssr: false`: the studio's) shows its pending screen
    // there, from its lazy part: loaded first, so hydration renders the same screen.
    const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
    await Promise.all(routes.map((route) => router.loadRouteChunk(route)));
    await nextTask();
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page. RouterClient takes the router's state (and
    // the query cache in it) from the prerendered page's payload before it renders.
    startTransition(() => {
      hydrateRoot(container, app(<RouterClient router={router} />));
    });
  } else {
    // The not-found document, served at an address the build wrote no page for, says the default
    // language's; the page rendered here is in the address's.
    document.documentElement.lang = pageLanguage.language;
    container.replaceChildren();
    createRoot(container).render(app(<RouterProvider router={router} />));
  }
  // WebMCP's tools for agents: their code loads only in a browser that has WebMCP, once the
  // page is idle. Without it the page works as it is, so a failed load is let go.
  if ('modelContext' in document || 'modelContext' in navigator) {
    void browserIdle()
      .then(() => import('./register-agent-tools'))
      .then(({ registerAgentTools }) => registerAgentTools(queryClient, repository, pageLanguage))
      .catch(() => undefined);
  }
}
