import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { portfolioQueries } from './portfolio-queries';

/**
 * Fills the cache from the page's build-time snapshot, so the client hydrates exactly what the
 * HTML shows. The profile in it may be older than the owner's last change: it is marked stale,
 * so the page reads it once more when it mounts and shows the current one (the projects and the
 * career record need nothing: their live listeners replace them).
 */
export function hydratePrerenderedCache(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, state);
  void queryClient.invalidateQueries({
    queryKey: portfolioQueries.userKey(),
    refetchType: 'none',
  });
}
