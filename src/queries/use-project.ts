import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PortfolioRepository } from '@/data/portfolio-repository';
import type { Project } from '@/domain/project';
import { portfolioQueries } from './portfolio-queries';
import { useRepository } from './repository-context';
import { useLiveQuery, type LiveQuery } from './use-live-query';

/**
 * One project, kept live while a component uses this hook (see useLiveQuery): null when there
 * is no such project, or once it is deleted; a listener error keeps the project on screen, with
 * live updates paused until `retry`. A project the projects list already holds (the visitor came
 * from the home page) is there at once, never pending, and the listener then keeps it live.
 */
export function useProject(id: string) {
  const queryClient = useQueryClient();
  const live = useMemo(
    (): LiveQuery<Project | null, PortfolioRepository> => ({
      options: {
        ...portfolioQueries.project(id),
        initialData: () =>
          queryClient
            .getQueryData(portfolioQueries.projects().queryKey)
            ?.find((project) => project.id === id),
      },
      listen: (repository, onNext, onError) => repository.subscribeToProject(id, onNext, onError),
      what: 'project',
    }),
    [queryClient, id],
  );
  const { query, retry, retrying } = useLiveQuery(live, useRepository());
  return { project: query, retry, retrying };
}
