import type { PortfolioRepository } from './portfolio-repository';

/**
 * `load` on the first call, that load's result after, and a fresh load on the call after a
 * failure: a code load that failed or, through `unload`, a loaded thing that can serve no more
 * (the Firestore worker whose code did not load). A Retry or a press of Submit then starts
 * afresh instead of meeting the same dead end until the page is reloaded.
 */
export function loadOnce<T>(load: (unload: () => void) => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const attempt = load(() => {
        if (loading === attempt) loading = undefined;
      });
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
}

/**
 * A repository usable at once that loads its implementation at its first call (and again after
 * a failure, as loadOnce does), so the page paints (with skeletons) before any database code has
 * arrived. A failed load fails the calls and listeners waiting for it.
 */
export function createLazyRepository(
  load: (unload: () => void) => Promise<PortfolioRepository>,
): PortfolioRepository {
  const loaded = loadOnce(load);
  function listen(
    start: (repository: PortfolioRepository) => () => void,
    onError: (error: Error) => void,
  ): () => void {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    loaded().then(
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
    getUser: async () => (await loaded()).getUser(),
    subscribeToProjects: (onNext, onError) =>
      listen((repository) => repository.subscribeToProjects(onNext, onError), onError),
    subscribeToProject: (id, onNext, onError) =>
      listen((repository) => repository.subscribeToProject(id, onNext, onError), onError),
    subscribeToResume: (onNext, onError) =>
      listen((repository) => repository.subscribeToResume(onNext, onError), onError),
    subscribeToPosts: (onNext, onError) =>
      listen((repository) => repository.subscribeToPosts(onNext, onError), onError),
    insertMail: async (message) => (await loaded()).insertMail(message),
  };
}
