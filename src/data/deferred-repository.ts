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
          // A task of its own: starting a live listener is real work (Firestore sets up its
          // client and connection), and the caller is usually React committing the whole page.
          setTimeout(() => {
            if (!cancelled) unsubscribe = repository.subscribeToProjects(onNext, onError);
          }, 0);
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
