import type { StudioRepository } from '@/data/studio/studio-repository';
import type { InboxMessage } from '@/domain/studio-content';
import { useLiveQuery, type LiveQuery } from '../use-live-query';
import { useStudioRepository } from './studio-context';
import { studioQueries } from './studio-queries';

const inbox: LiveQuery<InboxMessage[], StudioRepository> = {
  options: studioQueries.inbox(),
  listen: (repository, onNext, onError) => repository.subscribeToInbox(onNext, onError),
  what: 'messages',
};

/** The visitors' messages, newest first, kept live (see useLiveQuery). */
export function useInbox() {
  return useLiveQuery(inbox, useStudioRepository());
}
