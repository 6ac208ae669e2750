import type { PortfolioRepository } from '@/data/portfolio-repository';
import { useCallback } from 'react';
import { localizeProjects, type ContentLanguage } from '@/domain/localize-content';
import type { Project } from '@/domain/project';
import { portfolioQueries } from './portfolio-queries';
import { useRepository } from './repository-context';
import { useLiveQuery, type LiveQuery } from './use-live-query';

const projects: LiveQuery<Project[], PortfolioRepository> = {
  options: portfolioQueries.projects(),
  listen: (repository, onNext, onError) => repository.subscribeToProjects(onNext, onError),
  what: 'projects',
};

/**
 * The projects, kept live while a component uses this hook (see useLiveQuery): a listener error
 * keeps the projects on screen, with live updates paused until `retry`; with none, waiting ends
 * after LOAD_WAIT_LIMIT_MS. Each in the page's language (localizeProjects).
 */
export function useProjects({ language, site }: ContentLanguage) {
  const select = useCallback(
    (list: Project[]) => localizeProjects(list, language, site),
    [language, site],
  );
  const { query, retry, retrying } = useLiveQuery(projects, useRepository(), select);
  return { projects: query, retry, retrying };
}
