import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { portfolioQueries } from './portfolio-queries';
import { useRepository } from './repository-context';

/**
 * The projects, kept live: while a component uses this hook the repository's subscription
 * writes every emission into the query cache; it unsubscribes when the last user unmounts.
 */
export function useProjects() {
  const repository = useRepository();
  const queryClient = useQueryClient();
  const options = portfolioQueries.projects();
  const query = useQuery(options);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const { queryKey } = portfolioQueries.projects();
    return repository.subscribeToProjects(
      (projects) => queryClient.setQueryData(queryKey, projects),
      (error) => {
        // A listener error is not a fetch, so the query is moved to its error state by hand.
        queryClient.getQueryCache().find({ queryKey })?.setState({ status: 'error', error });
      },
    );
  }, [repository, queryClient, attempt]);

  const retry = useCallback(() => {
    queryClient
      .getQueryCache()
      .find({ queryKey: portfolioQueries.projects().queryKey })
      ?.setState({ status: 'pending', error: null });
    setAttempt((count) => count + 1);
  }, [queryClient]);

  return { projects: query, retry };
}
