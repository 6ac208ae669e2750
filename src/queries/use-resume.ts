import type { PortfolioRepository } from '@/data/portfolio-repository';
import { useCallback } from 'react';
import { localizeResume, type ContentLanguage } from '@/domain/localize-content';
import type { Resume } from '@/domain/resume';
import { portfolioQueries } from './portfolio-queries';
import { useRepository } from './repository-context';
import { useLiveQuery, type LiveQuery } from './use-live-query';

const resume: LiveQuery<Resume, PortfolioRepository> = {
  options: portfolioQueries.resume(),
  listen: (repository, onNext, onError) => repository.subscribeToResume(onNext, onError),
  what: 'career record',
};

/**
 * The owner's career record, kept live while a component uses this hook (see useLiveQuery): a
 * listener error keeps the record on screen, with live updates paused until `retry`; with none,
 * waiting ends after LOAD_WAIT_LIMIT_MS. In the page's language (localizeResume).
 */
export function useResume({ language, site }: ContentLanguage) {
  const select = useCallback(
    (record: Resume) => localizeResume(record, language, site),
    [language, site],
  );
  const { query, retry, retrying } = useLiveQuery(resume, useRepository(), select);
  return { resume: query, retry, retrying };
}
