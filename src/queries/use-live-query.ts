import {
  notifyManager,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { LOAD_WAIT_LIMIT_MS, LoadTimeoutError } from './load-wait-limit';

/**
 * A query that a listener writes, instead of a fetch. `Source` is what the listener is started
 * on: the visitor's PortfolioRepository, the owner's StudioRepository.
 */
export interface LiveQuery<T, Source, K extends QueryKey = QueryKey> {
  /** Its options, with `queryFn: skipToken`: nothing but the listener fills it. */
  options: UseQueryOptions<T, Error, T, K>;
  /** Starts the source's listener for it. */
  listen(source: Source, onNext: (data: T) => void, onError: (error: Error) => void): () => void;
  /** What the query holds, as a timeout names it: 'projects', 'project'. */
  what: string;
}

/**
 * A query kept live: while a component uses this hook the listener `live` starts on `source`
 * writes every emission into the query cache; it unsubscribes when the component unmounts.
 * `live` and `source` keep their identity while they name the same query (a module constant, or
 * memoized): a new one listens anew.
 *
 * A listener error puts the query in its error state and keeps the data it holds, as a failed
 * refetch does: the page keeps showing it, with live updates paused until `retry`. With no data
 * at all, a listener that stays silent for LOAD_WAIT_LIMIT_MS counts as an error too.
 * `retrying` is true from a `retry` until the new listener answers, fails or runs out of time.
 */
export function useLiveQuery<T, Source, K extends QueryKey>(
  live: LiveQuery<T, Source, K>,
  source: Source,
) {
  const queryClient = useQueryClient();
  const query = useQuery(live.options);
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    const { queryKey } = live.options;
    // A listener error is not a fetch, so the query is moved to its error state by hand.
    const fail = (error: Error) =>
      queryClient.getQueryCache().find({ queryKey })?.setState({ status: 'error', error });
    // The listener stays on after this: should it answer later, its data replaces the error.
    const timer = setTimeout(() => {
      setRetrying(false);
      if (queryClient.getQueryData(queryKey) === undefined) fail(new LoadTimeoutError(live.what));
    }, LOAD_WAIT_LIMIT_MS);
    const unsubscribe = live.listen(
      source,
      (data) => {
        clearTimeout(timer);
        // One render for both, or the notice would say "paused" for a moment before it goes.
        notifyManager.batch(() => {
          queryClient.setQueryData<T>(queryKey, data);
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
  }, [source, queryClient, attempt, live]);

  const retry = useCallback(() => {
    const cached = queryClient.getQueryCache().find({ queryKey: live.options.queryKey });
    // Data on screen stays there (and the query in its error state) until the new listener
    // answers; with none, the skeletons come back while it is waited for.
    if (cached?.state.data === undefined) cached?.setState({ status: 'pending', error: null });
    setRetrying(true);
    setAttempt((count) => count + 1);
  }, [queryClient, live]);

  return { query, retry, retrying };
}
