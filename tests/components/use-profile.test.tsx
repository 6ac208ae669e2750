import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/data/memory-store';
import { portfolioQueries } from '@/queries/portfolio-queries';
import { hydratePrerenderedCache } from '@/queries/prerendered-cache';
import { RepositoryProvider } from '@/queries/repository-context';
import { useProfile } from '@/queries/use-profile';
import { makeContent, makePrerenderedState, makeUser } from '../support/factories';
import { createTestQueryClient } from '../support/render-app';
import { ONE_LANGUAGE_PAGE } from '@/ui/page-language';

describe('useProfile', () => {
  it('does not render again when the read after hydration answers the profile on screen', async () => {
    const user = makeUser({ name: 'Maya Lindqvist' });
    const { repository } = createMemoryStore(makeContent({ user }));
    const getUser = vi.spyOn(repository, 'getUser');
    const queryClient = createTestQueryClient();
    // As main.tsx hydrates the prerendered page: the same profile, marked stale.
    hydratePrerenderedCache(queryClient, makePrerenderedState({ user }));

    let renders = 0;
    function Profile() {
      renders += 1;
      return <p>{useProfile(ONE_LANGUAGE_PAGE).profile?.name}</p>;
    }
    const { getByText } = render(
      <RepositoryProvider repository={repository}>
        <QueryClientProvider client={queryClient}>
          <Profile />
        </QueryClientProvider>
      </RepositoryProvider>,
    );
    const rendersOnMount = renders;
    expect(getByText('Maya Lindqvist')).toBeInTheDocument();

    // The stale profile is read once more, and the same one comes back.
    await waitFor(() => expect(getUser).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(queryClient.getQueryState(portfolioQueries.userKey())?.fetchStatus).toBe('idle'),
    );
    expect(renders).toBe(rendersOnMount);
  });
});
