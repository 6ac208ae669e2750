import type { QueryClient } from '@tanstack/react-query';
import {
  readProjectsOnce,
  readResumeOnce,
  type PortfolioRepository,
} from '@/data/portfolio-repository';
import type { Project } from '@/domain/project';
import type { Resume } from '@/domain/resume';
import type { UserProfile } from '@/domain/user-profile';
import { portfolioQueries } from './portfolio-queries';

/**
 * What an agent is told, read as the page shows it: from the query cache the page renders (which
 * the projects' listener keeps live), through the repository only for what the page has not
 * read (the whole list, or the career record, on a project's page).
 */
export interface AgentReads {
  profile(): Promise<UserProfile | null>;
  projects(): Promise<readonly Project[]>;
  resume(): Promise<Resume>;
}

export function createAgentReads(
  queryClient: QueryClient,
  repository: PortfolioRepository,
): AgentReads {
  return {
    profile: () => queryClient.ensureQueryData(portfolioQueries.user(repository)),
    projects: () => {
      const shown = queryClient.getQueryData(portfolioQueries.projects().queryKey);
      return shown ? Promise.resolve(shown) : readProjectsOnce(repository);
    },
    resume: () => {
      const shown = queryClient.getQueryData(portfolioQueries.resume().queryKey);
      return shown ? Promise.resolve(shown) : readResumeOnce(repository);
    },
  };
}
