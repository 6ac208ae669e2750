import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { createMemoryRepository } from './data/memory-repository';
import type { PortfolioDocuments } from './data/portfolio-repository';
import { describePage } from './domain/page-metadata';
import type { Project } from './domain/project';
import { portfolioQueries } from './queries/portfolio-queries';
import { createAppRouter } from './routes/router';

export interface PrerenderedPage {
  html: string;
  state: DehydratedState;
  metadata: { title: string; description: string } | null;
}

/**
 * Renders a page to HTML at build time from content known then, with the query cache it was
 * rendered from, so the client can hydrate it without fetching first.
 */
export async function prerenderPage(
  url: string,
  documents: PortfolioDocuments,
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
  const html = renderToString(
    <StrictMode>
      <App repository={repository} queryClient={queryClient} router={router} />
    </StrictMode>,
  );
  return {
    html,
    state: dehydrate(queryClient),
    metadata: user?.name ? describePage(user) : null,
  };
}
