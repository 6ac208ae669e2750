import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import {
  localizeProfile,
  type LocalizedProfile,
  type ContentLanguage,
} from '@/domain/localize-content';
import type { UserProfile } from '@/domain/user-profile';
import { LOAD_WAIT_LIMIT_MS } from './load-wait-limit';
import { portfolioQueries } from './portfolio-queries';
import { useRepository } from './repository-context';

/** What the page shows for the profile: skeletons, an error with Retry, or the profile. */
export type ProfileStatus = 'pending' | 'error' | 'success';

/**
 * The owner's profile, read once, as the page shows it (in the page's language):
 * - a profile on screen stays there whatever happens to a later read of it (the prerendered
 *   page's one is read again after hydration; if that fails the visitor never sees an error,
 *   and the query, left stale, is read again when the browser is back online or refocused);
 * - with none on screen, waiting ends after LOAD_WAIT_LIMIT_MS: the status becomes 'error'
 *   (the read goes on, and an answer that comes later still shows);
 * - `retry` drops the read under way, if any, and starts a new one.
 */
export function useProfile({ language, site }: ContentLanguage): {
  profile: LocalizedProfile | null;
  status: ProfileStatus;
  retry: () => void;
} {
  const queryClient = useQueryClient();
  const select = useCallback(
    (profile: UserProfile | null) => profile && localizeProfile(profile, language, site),
    [language, site],
  );
  const query = useQuery({ ...portfolioQueries.user(useRepository()), select });
  const { data, refetch } = query;
  const [attempt, setAttempt] = useState(0);
  const [timedOutAttempt, setTimedOutAttempt] = useState<number | null>(null);
  // Paused while the browser says it is offline, a read never even starts: the query stays
  // pending without fetching, so that counts as waiting too. Read only while there is no
  // profile: TanStack Query re-renders for a change of what a render has read, and the read
  // again after hydration would otherwise re-render the whole page as it ends, in one task (a
  // store update cannot be a transition), for a profile that had not changed.
  const waiting = data === undefined && (query.isPending || query.isFetching);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setTimedOutAttempt(attempt), LOAD_WAIT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [waiting, attempt]);

  const retry = useCallback(() => {
    setAttempt((count) => count + 1);
    void queryClient.cancelQueries({ queryKey: portfolioQueries.userKey() }).then(() => refetch());
  }, [queryClient, refetch]);

  const status: ProfileStatus =
    data !== undefined
      ? 'success'
      : // A retry after a failure shows the skeleton again, so the click visibly does something.
        waiting && timedOutAttempt !== attempt
        ? 'pending'
        : 'error';
  return { profile: data ?? null, status, retry };
}
