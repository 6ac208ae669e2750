import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { PortfolioRepository } from '@/data/portfolio-repository';
import type { ImageManifest } from '@/domain/responsive-image';
import { RepositoryProvider } from '@/queries/repository-context';
import type { createAppRouter } from '@/routes/router';
import { ImageManifestProvider } from '@/ui/image-manifest-context';
import { HydratedProvider } from '@/ui/use-hydrated';

interface AppProps {
  repository: PortfolioRepository;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  /** The build's image variants; without them every image keeps its own URL. */
  images?: ImageManifest;
}

/** The whole app around its three dependencies, so tests assemble it exactly as main.tsx does. */
export function App({ repository, queryClient, router, images = {} }: AppProps) {
  return (
    <RepositoryProvider repository={repository}>
      <QueryClientProvider client={queryClient}>
        <ImageManifestProvider manifest={images}>
          <HydratedProvider>
            <RouterProvider router={router} />
          </HydratedProvider>
        </ImageManifestProvider>
      </QueryClientProvider>
    </RepositoryProvider>
  );
}
