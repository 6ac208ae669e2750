import { useQuery } from '@tanstack/react-query';
import { createContext, use, useMemo, type ReactNode } from 'react';
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

const StudioContentContext = createContext<{ retry: () => void; retrying: boolean } | null>(null);

/**
 * Keeps the profile and the projects live (see useLiveQuery) for the sections inside it: one
 * listener, one wait and one `retry` for them all, whichever section's notice asks for it.
 */
export function StudioContentProvider({ children }: { children: ReactNode }) {
  const { retry, retrying } = useLiveQuery(content, useStudioRepository());
  const live = useMemo(() => ({ retry, retrying }), [retry, retrying]);
  return <StudioContentContext value={live}>{children}</StudioContentContext>;
}

/** The profile and the projects as the owner edits them, kept live by <StudioContentProvider>. */
export function useStudioContent() {
  const live = use(StudioContentContext);
  if (!live) throw new Error('useStudioContent must be used inside <StudioContentProvider>.');
  // Each section observes the query itself, so a render it makes reads the cache as it is now.
  return { content: useQuery(content.options), ...live };
}
