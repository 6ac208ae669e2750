import type { PortfolioRepository } from '@/data/portfolio-repository';
import { useCallback } from 'react';
import { toExperience, type Experience } from '@/domain/experience';
import { localizeExperience, type ContentLanguage } from '@/domain/localize-content';
import { portfolioQueries } from './portfolio-queries';
import { useRepository } from './repository-context';
import { useLiveQuery, type LiveQuery } from './use-live-query';

const experience: LiveQuery<Experience, PortfolioRepository> = {
  options: portfolioQueries.experience(),
  listen: (repository, onNext, onError) =>
    repository.subscribeToResume((resume) => onNext(toExperience(resume)), onError),
  what: 'career record',
};

/** The home page's lines of the career record, kept live like the record (see useResume). */
export function useExperience({ language, site }: ContentLanguage) {
  const select = useCallback(
    (lines: Experience) => localizeExperience(lines, language, site),
    [language, site],
  );
  return useLiveQuery(experience, useRepository(), select).query;
}
