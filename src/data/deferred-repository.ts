import type { PortfolioRepository } from './portfolio-repository';

/**
 * A repository usable at once while the real one is still loading, so the page paints (with
 * skeletons) before any database code has arrived. Calls wait for the real repository.
 */
export function createDeferredRepository(
  loading: Promise<PortfolioRepository>,
): PortfolioRepository {
  /** Starts a listener of the real repository with `start` once it is there. */
  function listen(
    start: (repository: PortfolioRepository) => () => void,
    onError: (error: Error) => void,
  ): () => void {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    loading.then(
      (repository) => {
        // A task of its own: starting a live listener is real work (Firestore sets up its
        // client and connection), and the caller is usually React committing the whole page.
        setTimeout(() => {
          if (!cancelled) unsubscribe = start(repository);
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
  }

  return {
    getUser: async () => (await loading).getUser(),

    subscribeToProjects: (onNext, onError) =>
      listen((repository) => repository.subscribeToProjects(onNext, onError), onError),

    subscribeToProject: (id, onNext, onError) =>
      listen((repository) => repository.subscribeToProject(id, onNext, onError), onError),

    insertMail: async (message) => (await loading).insertMail(message),
  };
}
