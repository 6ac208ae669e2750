import { queryOptions, skipToken } from '@tanstack/react-query';
import type { PortfolioRepository } from '@/data/portfolio-repository';
import type { Project } from '@/domain/project';
import type { Experience } from '@/domain/experience';
import type { Resume } from '@/domain/resume';

export const portfolioQueries = {
  all: () => ['portfolio'] as const,

  userKey: () => [...portfolioQueries.all(), 'user'] as const,

  user: (repository: PortfolioRepository) =>
    queryOptions({
      queryKey: portfolioQueries.userKey(),
      queryFn: () => repository.getUser(),
      staleTime: Infinity,
    }),

  /** No fetch of its own: its fetch is the repository's listener, which useProjects starts. */
  projects: () =>
    queryOptions<Project[]>({
      queryKey: [...portfolioQueries.all(), 'projects'] as const,
      queryFn: skipToken,
      staleTime: Infinity,
    }),

  /** The owner's career record: kept by a listener too (see useResume). */
  resume: () =>
    queryOptions<Resume>({
      queryKey: ['resume'] as const,
      queryFn: skipToken,
      staleTime: Infinity,
    }),

  /** The home page's lines of the career record: kept by a listener too (see useExperience). */
  experience: () =>
    queryOptions<Experience>({
      queryKey: ['experience'] as const,
      queryFn: skipToken,
      staleTime: Infinity,
    }),

  /** One project, or null when there is none: kept by a listener too (see useProject). */
  project: (id: string) =>
    queryOptions<Project | null>({
      queryKey: [...portfolioQueries.all(), 'project', id] as const,
      queryFn: skipToken,
      staleTime: Infinity,
    }),
};
