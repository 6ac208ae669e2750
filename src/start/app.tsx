import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PortfolioRepository } from '@/data/portfolio-repository';
import type { ImageManifest } from '@/domain/responsive-image';
import { RepositoryProvider } from '@/queries/repository-context';
import { ImageManifestProvider } from '@/ui/image-manifest-context';
import { ONE_LANGUAGE_PAGE, PageLanguageProvider, type PageLanguage } from '@/ui/page-language';
import { HydratedProvider } from '@/ui/use-hydrated';
// The site's own words in the source language, before anything renders.
import './interface-catalogs';

interface AppProps {
  repository: PortfolioRepository;
  queryClient: QueryClient;
  /** The build's image variants; without them every image keeps its own URL. */
  images?: ImageManifest;
  /** The page's language (its address says which); without it, a site in English alone. */
  pageLanguage?: PageLanguage;
  /**
   * The router, as the page starts: `RouterProvider`, or the router's SSR pair (`RouterServer`
   * in the build's render, `RouterClient` hydrating that render in the browser).
   */
  children: ReactNode;
}

/** The whole app around its dependencies, so tests assemble it exactly as main.tsx does. */
export function App({
  repository,
  queryClient,
  images = {},
  pageLanguage = ONE_LANGUAGE_PAGE,
  children,
}: AppProps) {
  return (
    <PageLanguageProvider value={pageLanguage}>
      <RepositoryProvider repository={repository}>
        <QueryClientProvider client={queryClient}>
          <ImageManifestProvider manifest={images}>
            <HydratedProvider>{children}</HydratedProvider>
          </ImageManifestProvider>
        </QueryClientProvider>
      </RepositoryProvider>
    </PageLanguageProvider>
  );
}
