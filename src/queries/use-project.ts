import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { PortfolioRepository } from '@/data/portfolio-repository';
import { localizeProject, tagLabels, type ContentLanguage } from '@/domain/localize-content';
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
export function useProject(id: string, { language, site }: ContentLanguage) {
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
  // Its tags labelled as the projects list labels them, when the list is at hand.
  const select = useCallback(
    (project: Project | null) => {
      if (!project) return null;
      const list = queryClient.getQueryData(portfolioQueries.projects().queryKey);
      const labels = tagLabels(list ?? [project], language, site);
      return localizeProject(project, language, site, labels);
    },
    [queryClient, language, site],
  );
  const { query, retry, retrying } = useLiveQuery(live, useRepository(), select);
  return { project: query, retry, retrying };
}
