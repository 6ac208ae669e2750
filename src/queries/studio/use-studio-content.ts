import type { StudioRepository } from '@/data/studio/studio-repository';
import type { StudioContent } from '@/domain/studio-content';
import { useLiveQuery, type LiveQuery } from '../use-live-query';
import { useStudioRepository } from './studio-context';
import { studioQueries } from './studio-queries';

const content: LiveQuery<StudioContent, StudioRepository> = {
  options: studioQueries.content(),
  listen: (repository, onNext, onError) => repository.subscribeToContent(onNext, onError),
  what: 'studio’s content',
};

/** The profile and the projects as the owner edits them, kept live (see useLiveQuery). */
export function useStudioContent() {
  const { query, retry, retrying } = useLiveQuery(content, useStudioRepository());
  return { content: query, retry, retrying };
}
