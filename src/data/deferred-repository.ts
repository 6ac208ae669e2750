import type { PortfolioRepository } from './portfolio-repository';

/**
 * A repository usable at once while the real one is still loading, so the page paints (with
 * skeletons) before any database code has arrived. Calls wait for the real repository.
 */
export function createDeferredRepository(
  loading: Promise<PortfolioRepository>,
): PortfolioRepository {
  return {
    getUser: async () => (await loading).getUser(),

    subscribeToProjects(onNext, onError) {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      loading.then(
        (repository) => {
          if (!cancelled) unsubscribe = repository.subscribeToProjects(onNext, onError);
        },
        (error: unknown) => {
          if (!cancelled) onError(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },

    insertMail: async (message) => (await loading).insertMail(message),
  };
}
