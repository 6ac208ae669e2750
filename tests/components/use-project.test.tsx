import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/data/memory-store';
import type { PortfolioRepository } from '@/data/portfolio-repository';
import { parseProject } from '@/domain/project';
import { LOAD_WAIT_LIMIT_MS } from '@/queries/load-wait-limit';
import { portfolioQueries } from '@/queries/portfolio-queries';
import { useProject } from '@/queries/use-project';
import { makeContent, makeProject } from '../support/factories';
import { breakableProjects, createTestQueryClient, renderHookOn } from '../support/render-app';
import { ONE_LANGUAGE_PAGE } from '@/ui/page-language';

const weather = makeProject({ id: 'weather', title: 'Weather' });

/** useProject(id) on `repository`, with every render's state kept. */
function setup(
  id: string,
  {
    repository = createMemoryStore(makeContent({ projects: [weather] })).repository,
    listed,
  }: { repository?: PortfolioRepository; listed?: (typeof weather)[] } = {},
) {
  const queryClient = createTestQueryClient();
  // What the home page's listener left in the cache.
  if (listed) {
    queryClient.setQueryData(
      portfolioQueries.projects().queryKey,
      listed.map((document) => parseProject(document.id, document)),
    );
  }
  const renders: { isPending: boolean; title: string | null | undefined }[] = [];
  const view = renderHookOn(
    repository,
    (props: { id: string }) => {
      const result = useProject(props.id, ONE_LANGUAGE_PAGE);
      const { data, isPending } = result.project;
      renders.push({ isPending, title: data === undefined ? undefined : data && data.title });
      return result;
    },
    { queryClient, initialProps: { id } },
  );
  const title = () => {
    const { data } = view.result.current.project;
    return data === undefined ? undefined : data && data.title;
  };
  return { ...view, renders, title };
}

describe('useProject', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a project the list holds at once, never pending, and keeps it live', async () => {
    const store = createMemoryStore(makeContent({ projects: [weather] }), {
      latencyMs: 50,
    });
    const { renders, title, result } = setup('weather', {
      repository: store.repository,
      listed: [weather],
    });
    expect(renders[0]).toEqual({ isPending: false, title: 'Weather' });
    expect(result.current.project.data).toMatchObject({ id: 'weather', description: 'A project.' });

    act(() => store.putProject('weather', { title: 'Weather 2' }));
    await waitFor(() => expect(title()).toBe('Weather 2'));
    expect(renders.some((render) => render.isPending)).toBe(false);
    expect(result.current.project.isSuccess).toBe(true);
  });

  it('waits for the listener when the list does not hold the project', async () => {
    const { result, title } = setup('weather', { listed: [makeProject({ id: 'other' })] });
    expect(result.current.project.isPending).toBe(true);
    await waitFor(() => expect(title()).toBe('Weather'));
  });

  it('is null once the project is deleted, and the project again once it is re-created', async () => {
    const store = createMemoryStore(makeContent({ projects: [weather] }));
    const { result, title } = setup('weather', { repository: store.repository });
    await waitFor(() => expect(title()).toBe('Weather'));

    act(() => store.removeProject('weather'));
    await waitFor(() => expect(title()).toBeNull());
    expect(result.current.project.isSuccess).toBe(true);

    act(() => store.putProject('weather', { title: 'Weather again' }));
    await waitFor(() => expect(title()).toBe('Weather again'));
  });

  it('is null for a project that does not exist, or cannot', async () => {
    for (const id of ['nothing-here', 'a/b', '..']) {
      const { result, title, unmount } = setup(id);
      await waitFor(() => expect(result.current.project.isSuccess).toBe(true));
      expect(title(), id).toBeNull();
      unmount();
    }
  });

  it('follows a change of id, and unsubscribes from the project it leaves', async () => {
    const store = createMemoryStore(
      makeContent({ projects: [weather, makeProject({ id: 'budget', title: 'Budget' })] }),
    );
    const subscribe = vi.spyOn(store.repository, 'subscribeToProject');
    const { rerender, title, unmount } = setup('weather', { repository: store.repository });
    await waitFor(() => expect(title()).toBe('Weather'));
    rerender({ id: 'budget' });
    await waitFor(() => expect(title()).toBe('Budget'));
    expect(subscribe.mock.calls.map(([id]) => id)).toEqual(['weather', 'budget']);
    const stopped = vi.fn();
    subscribe.mockImplementation(() => stopped);
    rerender({ id: 'weather' });
    unmount();
    expect(stopped).toHaveBeenCalledOnce();
  });

  it('keeps the project when the listener fails, and Retry listens again without dropping it', async () => {
    const source = createMemoryStore(makeContent({ projects: [weather] }));
    const listener = breakableProjects(source.repository);
    const { result, title } = setup('weather', {
      repository: { ...source.repository, subscribeToProject: listener.subscribeToProject },
    });
    await waitFor(() => expect(title()).toBe('Weather'));

    act(() => listener.breakListeners());
    await waitFor(() => expect(result.current.project.isError).toBe(true));
    expect(title()).toBe('Weather');

    act(() => source.putProject('weather', { title: 'Weather 2' }));
    act(() => result.current.retry());
    expect(result.current.retrying).toBe(true);
    expect(title()).toBe('Weather');
    await waitFor(() => expect(result.current.project.isSuccess).toBe(true));
    expect(title()).toBe('Weather 2');
    expect(result.current.retrying).toBe(false);
    expect(listener.subscriptionCount()).toBe(2);
  });

  it('shows an error with nothing to show when the listener fails, and Retry waits again', async () => {
    const store = createMemoryStore(makeContent({ projects: [weather] }), {
      fail: new Set(['projects']),
    });
    const { result, title } = setup('weather', { repository: store.repository });
    await waitFor(() => expect(result.current.project.isError).toBe(true));

    store.setFail(new Set());
    act(() => result.current.retry());
    expect(result.current.project.isPending).toBe(true);
    await waitFor(() => expect(title()).toBe('Weather'));
  });

  describe('with a listener that does not answer', () => {
    const silent = (): PortfolioRepository =>
      createMemoryStore(makeContent({ projects: [weather] }), {
        latencyMs: LOAD_WAIT_LIMIT_MS + 5_000,
      }).repository;
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    const useFakeTimeouts = () =>
      // Only timeouts: React and Testing Library keep real time, the fake clock moves with it.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });

    it('ends waiting after LOAD_WAIT_LIMIT_MS, and still shows an answer that comes later', async () => {
      useFakeTimeouts();
      const { result, title } = setup('weather', { repository: silent() });
      await advance(LOAD_WAIT_LIMIT_MS - 1_000);
      expect(result.current.project.isPending).toBe(true);

      await advance(1_000);
      await waitFor(() => expect(result.current.project.isError).toBe(true));
      expect(result.current.project.error?.message).toContain('No answer for the project');

      await advance(5_000);
      await waitFor(() => expect(title()).toBe('Weather'));
      expect(result.current.project.isSuccess).toBe(true);
    });

    it('still shows a failure of the listener after its late answer', async () => {
      useFakeTimeouts();
      const source = silent();
      const listener = breakableProjects(source);
      const { result, title } = setup('weather', {
        repository: { ...source, subscribeToProject: listener.subscribeToProject },
      });
      await advance(LOAD_WAIT_LIMIT_MS);
      await waitFor(() => expect(result.current.project.isError).toBe(true));
      await advance(5_000);
      await waitFor(() => expect(title()).toBe('Weather'));

      act(() => listener.breakListeners());
      await waitFor(() => expect(result.current.project.isError).toBe(true));
      expect(result.current.project.error?.message).toContain('insufficient permissions');
      expect(title()).toBe('Weather');
    });

    it('never times out a project the list already showed', async () => {
      useFakeTimeouts();
      const { result, title, queryClient } = setup('weather', {
        repository: silent(),
        listed: [weather],
      });
      await advance(LOAD_WAIT_LIMIT_MS);
      // The cache itself, not only the last render: a timeout would have set it at once.
      const { queryKey } = portfolioQueries.project('weather');
      expect(queryClient.getQueryState(queryKey)?.status).toBe('success');
      expect(result.current.project.isSuccess).toBe(true);
      expect(title()).toBe('Weather');
    });
  });
});
