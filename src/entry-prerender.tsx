import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App } from './app';
import { createMemoryRepository } from './data/memory-repository';
import type { PortfolioDocuments } from './data/portfolio-repository';
import { describePage, type PageMetadata } from './domain/page-metadata';
import type { Project } from './domain/project';
import type { ImageManifest } from './domain/responsive-image';
import { portfolioQueries } from './queries/portfolio-queries';
import { createAppRouter } from './routes/router';

export interface PrerenderedPage {
  /** The inside of `#root`, which the client hydrates. */
  html: string;
  state: DehydratedState;
  metadata: PageMetadata | null;
  /**
   * The metadata as `<title>` and `<meta name="description">` for the document's head, written
   * (and escaped) by React; null when the template's own should stay.
   */
  head: string | null;
  /** The image variants the page was rendered with, for the client to render the same. */
  images: ImageManifest;
}

/**
 * Renders a page to HTML at build time from content known then, with the query cache it was
 * rendered from, so the client can hydrate it without fetching first.
 */
export async function prerenderPage(
  url: string,
  documents: PortfolioDocuments,
  images: ImageManifest = {},
): Promise<PrerenderedPage> {
  const repository = createMemoryRepository(documents);
  const queryClient = new QueryClient();
  const user = await queryClient.fetchQuery(portfolioQueries.user(repository));
  const projects = await new Promise<Project[]>((resolve, reject) => {
    const unsubscribe = repository.subscribeToProjects((list) => {
      resolve(list);
      queueMicrotask(unsubscribe);
    }, reject);
  });
  queryClient.setQueryData(portfolioQueries.projects().queryKey, projects);

  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  // renderToString, not react-dom/static's prerender: nothing suspends once the router has
  // loaded, and prerender is React's primary server renderer, which in development marks each
  // context it provides as its own, so a client rendering in the same process (the hydration
  // test) would be told of "multiple renderers"; renderToString is the secondary one.
  const html = renderToString(
    <StrictMode>
      <App repository={repository} queryClient={queryClient} router={router} images={images} />
    </StrictMode>,
  );
  const metadata = user?.name ? describePage(user) : null;
  // A render of its own: the client hydrates #root only, and the head is not in it.
  const head = metadata
    ? renderToStaticMarkup(
        <>
          <title>{metadata.title}</title>
          <meta name="description" content={metadata.description} />
        </>,
      )
    : null;
  return { html, state: dehydrate(queryClient), metadata, head, images };
}
