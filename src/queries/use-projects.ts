import { notifyManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { LOAD_WAIT_LIMIT_MS, LoadTimeoutError } from './load-wait-limit';
import { portfolioQueries } from './portfolio-queries';
import { useRepository } from './repository-context';

/**
 * The projects, kept live: while a component uses this hook the repository's subscription
 * writes every emission into the query cache; it unsubscribes when the last user unmounts.
 *
 * A listener error puts the query in its error state and keeps the projects it holds, as a
 * failed refetch does: the page keeps showing them, with live updates paused until `retry`.
 * With no projects at all, a listener that stays silent for LOAD_WAIT_LIMIT_MS counts as an
 * error too. `retrying` is true from a `retry` until the new listener answers, fails or runs
 * out of time.
 */
export function useProjects() {
  const repository = useRepository();
  const queryClient = useQueryClient();
  const query = useQuery(portfolioQueries.projects());
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    const { queryKey } = portfolioQueries.projects();
    // A listener error is not a fetch, so the query is moved to its error state by hand.
    const fail = (error: Error) =>
      queryClient.getQueryCache().find({ queryKey })?.setState({ status: 'error', error });
    // The listener stays on after this: should it answer later, its projects replace the error.
    const timer = setTimeout(() => {
      setRetrying(false);
      if (queryClient.getQueryData(queryKey) === undefined) fail(new LoadTimeoutError('projects'));
    }, LOAD_WAIT_LIMIT_MS);
    const unsubscribe = repository.subscribeToProjects(
      (projects) => {
        clearTimeout(timer);
        // One render for both, or the notice would say "paused" for a moment before it goes.
        notifyManager.batch(() => {
          queryClient.setQueryData(queryKey, projects);
          notifyManager.schedule(() => setRetrying(false));
        });
      },
      (error) => {
        clearTimeout(timer);
        setRetrying(false);
        fail(error);
      },
    );
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [repository, queryClient, attempt]);

  const retry = useCallback(() => {
    const cached = queryClient
      .getQueryCache()
      .find({ queryKey: portfolioQueries.projects().queryKey });
    // Projects on screen stay there (and the query in its error state) until the new listener
    // answers; with none, the skeletons come back while it is waited for.
    if (cached?.state.data === undefined) cached?.setState({ status: 'pending', error: null });
    setRetrying(true);
    setAttempt((count) => count + 1);
  }, [queryClient]);

  return { projects: query, retry, retrying };
}
