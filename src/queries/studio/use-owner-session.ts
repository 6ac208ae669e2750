import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useOwnerAuth } from './studio-context';
import { studioQueries } from './studio-queries';

/** Signs in to the studio; a sign-in that fails (a closed popup, no network) is its error. */
export function useSignIn() {
  const auth = useOwnerAuth();
  return useMutation({ mutationFn: () => auth.signIn() });
}

/** Signs out, and forgets what the owner's account read, so no one after sees it. */
export function useSignOut() {
  const auth = useOwnerAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => auth.signOut(),
    onSuccess: () => queryClient.removeQueries({ queryKey: studioQueries.all() }),
  });
}
