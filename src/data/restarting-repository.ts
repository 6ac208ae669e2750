import type { PortfolioRepository } from './portfolio-repository';

/** A repository served by something that can stop for good, and says whether it has. */
export interface Started<R extends PortfolioRepository> {
  repository: R;
  stopped(): boolean;
}

/**
 * A repository that starts its server again when it has stopped for good (the Firestore worker
 * whose code did not load): the next call, a Retry or a press of Submit, starts a fresh one
 * rather than meeting the same dead end until the page is reloaded. `current` is the one now
 * serving, started afresh as the calls are.
 */
export function createRestartingRepository<R extends PortfolioRepository>(
  start: () => Started<R>,
): PortfolioRepository & { current(): R } {
  let started = start();
  const current = () => {
    if (started.stopped()) started = start();
    return started.repository;
  };
  return {
    current,
    getUser: () => current().getUser(),
    subscribeToProjects: (onNext, onError) => current().subscribeToProjects(onNext, onError),
    subscribeToProject: (id, onNext, onError) => current().subscribeToProject(id, onNext, onError),
    insertMail: (message) => current().insertMail(message),
  };
}
