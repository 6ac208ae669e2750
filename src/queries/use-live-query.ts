import {
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LOAD_WAIT_LIMIT_MS, LoadTimeoutError } from './load-wait-limit';

/**
 * A query that a listener writes, instead of a fetch. `Source` is what the listener is started
 * on: the visitor's PortfolioRepository, the owner's StudioRepository.
 */
export interface LiveQuery<T, Source, K extends QueryKey = QueryKey> {
  /** Its options, with `queryFn: skipToken`: only useLiveQuery starts its listener. */
  options: UseQueryOptions<T, Error, T, K>;
  /** Starts the source's listener for it. */
  listen(source: Source, onNext: (data: T) => void, onError: (error: Error) => void): () => void;
  /** What the query holds, as a timeout names it: 'projects', 'project'. */
  what: string;
}

/**
 * A query kept live: while a component uses this hook the listener `live` starts on `source` is
 * the query's fetch, open as long as the listener runs (as a streamed query's is). Every emission
 * is written into the cache as it comes; the listener's error fails the fetch, so the query keeps
 * the data it holds beside the error, as after a failed refetch: the page keeps showing it, with
 * live updates paused until `retry`. The listener stops when the component unmounts. `live` and
 * `source` keep their identity while they name the same query (a module constant, or memoized):
 * a new one listens anew.
 *
 * With no data (or none since a `retry`), a listener silent for LOAD_WAIT_LIMIT_MS fails the
 * fetch too. It stays on: should it answer later, its data replaces the error, and it is started
 * again in a fetch of its own, which a later error can fail. `retrying` is true from a `retry`
 * until the new listener answers, fails or runs out of time.
 */
export function useLiveQuery<T, Source, K extends QueryKey, Selected = T>(
  live: LiveQuery<T, Source, K>,
  source: Source,
  /** What the component reads of the data (the page's language of it): kept stable, memoized. */
  select?: (data: T) => Selected,
) {
  const queryClient = useQueryClient();
  const query = useQuery<T, Error, Selected, K>({
    ...(live.options as unknown as UseQueryOptions<T, Error, Selected, K>),
    ...(select ? { select } : {}),
  });
  const stopListening = useRef(() => {});
  const [, setRetries] = useState(0);

  const listen = useCallback(() => {
    stopListening.current();
    stopListening.current = startListening(queryClient, live, source);
  }, [queryClient, live, source]);

  useEffect(() => {
    listen();
    return () => stopListening.current();
  }, [listen]);

  const retry = useCallback(() => {
    listen();
    // The cache tells its observers of the new fetch a task later: this renders now what it
    // set (the skeletons again, or "Reconnecting"), so a Retry shows at once that it was heard.
    setRetries((count) => count + 1);
  }, [listen]);

  return { query, retry, retrying: query.isError && query.isFetching };
}

/** Starts `live`'s listener as its query's fetch (see useLiveQuery); returns what stops it. */
function startListening<T, Source, K extends QueryKey>(
  queryClient: QueryClient,
  live: LiveQuery<T, Source, K>,
  source: Source,
): () => void {
  const { queryKey } = live.options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe = () => {};
  const stop = () => {
    clearTimeout(timer);
    unsubscribe();
  };
  const queryFn = () =>
    new Promise<T>((_, reject) => {
      let timedOut = false;
      timer = setTimeout(() => {
        if (queryClient.getQueryState(queryKey)?.status === 'success') return;
        timedOut = true;
        reject(new LoadTimeoutError(live.what));
      }, LOAD_WAIT_LIMIT_MS);
      unsubscribe = live.listen(
        source,
        (data) => {
          clearTimeout(timer);
          queryClient.setQueryData<T>(queryKey, data);
          if (timedOut) {
            stop();
            listen();
          }
        },
        (error) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  const listen = () =>
    // Started whatever the cache holds, and once: the listener retries by itself, and
    // Firestore's waits for the network by itself too. The query holds its error.
    void queryClient
      .fetchQuery({ queryKey, queryFn, staleTime: 0, retry: false, networkMode: 'always' })
      .catch(() => undefined);
  listen();
  return () => {
    stop();
    void queryClient.cancelQueries({ queryKey, exact: true });
  };
}
