import { useMutation } from '@tanstack/react-query';
import { useStudioRepository } from './studio-context';

/** Deletes a message; the inbox's listener then leaves it out. */
export function useDeleteMessage() {
  const repository = useStudioRepository();
  return useMutation({ mutationFn: (id: string) => repository.deleteMessage(id) });
}
