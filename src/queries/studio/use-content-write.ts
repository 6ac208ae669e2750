import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioRepository } from '@/data/studio/studio-repository';
import type { StudioContent } from '@/domain/studio-content';
import { useStudioRepository } from './studio-context';
import { studioQueries } from './studio-queries';

/**
 * A write of the owner's content, shown at once: the cached content takes `change` before the
 * write starts, and goes back to what it was when the write fails, unless the live listener has
 * written newer content meanwhile (which then stands).
 */
export function useContentWrite<Variables>(
  write: (repository: StudioRepository, variables: Variables) => Promise<void>,
  change: (content: StudioContent, variables: Variables) => StudioContent,
) {
  const repository = useStudioRepository();
  const queryClient = useQueryClient();
  const { queryKey } = studioQueries.content();
  return useMutation({
    mutationFn: (variables: Variables) => write(repository, variables),
    onMutate: (variables) => {
      const previous = queryClient.getQueryData(queryKey);
      // What the cache holds after structural sharing, to tell it from a listener's later data.
      const shown = previous && queryClient.setQueryData(queryKey, change(previous, variables));
      return { previous, shown };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous && queryClient.getQueryData(queryKey) === context.shown) {
        queryClient.setQueryData(queryKey, context.previous);
      }
    },
  });
}
