import { queryOptions, skipToken } from '@tanstack/react-query';
import type { PublishingStatus } from '@/domain/publishing';
import type { InboxMessage, StudioContent } from '@/domain/studio-content';

/** The owner's data in the query cache: its fetches are the StudioRepository's listeners. */
export const studioQueries = {
  all: () => ['studio'] as const,

  /** The profile and the projects in the owner's order (see useStudioContent). */
  content: () =>
    queryOptions<StudioContent>({
      queryKey: [...studioQueries.all(), 'content'] as const,
      queryFn: skipToken,
      staleTime: Infinity,
    }),

  /** The visitors' messages, newest first. */
  inbox: () =>
    queryOptions<InboxMessage[]>({
      queryKey: [...studioQueries.all(), 'inbox'] as const,
      queryFn: skipToken,
      staleTime: Infinity,
    }),

  /** What is published, and the newest request to publish. */
  publishing: () =>
    queryOptions<PublishingStatus>({
      queryKey: [...studioQueries.all(), 'publishing'] as const,
      queryFn: skipToken,
      staleTime: Infinity,
    }),
};
