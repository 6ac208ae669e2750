import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { PortfolioRepository } from '@/data/portfolio-repository';
import { RepositoryProvider } from '@/queries/repository-context';
import type { createAppRouter } from '@/routes/router';

interface AppProps {
  repository: PortfolioRepository;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

/** The whole app around its three dependencies, so tests assemble it exactly as main.tsx does. */
export function App({ repository, queryClient, router }: AppProps) {
  return (
    <RepositoryProvider repository={repository}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </RepositoryProvider>
  );
}
