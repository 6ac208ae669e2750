import { QueryClient, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { ConfigError, readAppConfig, type AppConfig } from '@/data/app-config';
import { createDeferredRepository } from '@/data/deferred-repository';
import { createRepository } from '@/data/create-repository';
import { loadImageManifest } from '@/data/image-manifest';
import { readPrerenderedState } from '@/data/prerendered-state';
import { hydratePrerenderedCache } from '@/queries/prerendered-cache';
import { ConfigErrorPage } from '@/routes/config-error-page';
import { createAppRouter } from '@/routes/router';
import { browserIdle, nextTask } from '@/ui/when-idle';

/** At the latest, the repository loads this long after a hydrating page starts. */
const REPOSITORY_IDLE_TIMEOUT_MS = 3000;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

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
 * Whether the HTML the server sent is the prerendered page for this path: index.html (with the
 * home page's query cache) at `/`, or 404.html (a static page, no cache) anywhere else. The
 * demo's ?latency= and ?fail= show states the build-time HTML cannot have, so they start from a
 * fresh render instead, as does anything else.
 */
function canHydrate(config: AppConfig, prerendered: DehydratedState | null): boolean {
  const demoStates =
    config.mode === 'memory' &&
    ((config.memory.latencyMs ?? 0) > 0 || (config.memory.fail?.size ?? 0) > 0);
  if (demoStates || container?.firstElementChild == null) return false;
  return window.location.pathname === '/' ? prerendered !== null : prerendered === null;
}

/**
 * Evaluating this module's code is a long task of its own on a slow phone, and so is each step
 * of setting the app up (the router, the cache, the route's load, hydration's first slice):
 * each waits for the next task, so no two add up to one.
 */
await nextTask();

const config = readConfigOrExplain(container);
if (config) {
  const prerendered = readPrerenderedState(document);
  // A file of its own, cached for good: the images' variants, to render what the HTML shows.
  const images = await loadImageManifest(document);
  const hydrating = canHydrate(config, prerendered);
  // The page renders at once and the repository's code arrives behind it. Hydrating, the page
  // already shows the prerendered content, so that code (Firebase's, in the Firestore build)
  // loads once the browser is idle instead of competing with hydration.
  const repository = createDeferredRepository(
    hydrating
      ? browserIdle(REPOSITORY_IDLE_TIMEOUT_MS).then(() => createRepository(config))
      : createRepository(config),
  );
  // One retry rides out a blip; more would keep a visitor waiting for the error and Retry.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <App repository={repository} queryClient={queryClient} router={router} images={images} />
    </StrictMode>
  );
  if (hydrating) {
    await nextTask();
    if (prerendered) hydratePrerenderedCache(queryClient, prerendered);
    await router.load();
    await nextTask();
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
