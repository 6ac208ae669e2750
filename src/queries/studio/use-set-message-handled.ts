import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxMessage } from '@/domain/studio-content';
import { useStudioRepository } from './studio-context';
import { studioQueries } from './studio-queries';

/**
 * Marks a message handled (or not), shown at once: the cached inbox changes before the write,
 * and a failed write puts that one message back as it was. Only the message's own flag is put
 * back, not a snapshot of the whole inbox, so messages the listener brought meanwhile stay.
 */
export function useSetMessageHandled() {
  const repository = useStudioRepository();
  const queryClient = useQueryClient();
  const { queryKey } = studioQueries.inbox();
  const setCached = (id: string, handled: boolean) =>
    queryClient.setQueryData<InboxMessage[]>(queryKey, (messages) =>
      messages?.map((message) => (message.id === id ? { ...message, handled } : message)),
    );

  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      repository.setMessageHandled(id, handled),
    onMutate: ({ id, handled }) => setCached(id, handled),
    onError: (_error, { id, handled }) => setCached(id, !handled),
  });
}
