import { useMutation } from '@tanstack/react-query';
import type { StudioRepository } from '@/data/studio/studio-repository';
import type { PublishingStatus } from '@/domain/publishing';
import { useLiveQuery, type LiveQuery } from '../use-live-query';
import { useStudioRepository } from './studio-context';
import { studioQueries } from './studio-queries';

const publishing: LiveQuery<PublishingStatus, StudioRepository> = {
  options: studioQueries.publishing(),
  listen: (repository, onNext, onError) => repository.subscribeToPublishing(onNext, onError),
  what: 'publishing record',
};

/** What is published and the newest request to publish, kept live (see useLiveQuery). */
export function usePublishing() {
  return useLiveQuery(publishing, useStudioRepository());
}

/** Asks for a publish; its progress arrives through usePublishing. */
export function useRequestPublish() {
  const repository = useStudioRepository();
  return useMutation({ mutationFn: () => repository.requestPublish() });
}
