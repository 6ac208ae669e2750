import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/data/memory-store';
import { portfolioQueries } from '@/queries/portfolio-queries';
import { useProjects } from '@/queries/use-projects';
import { makeContent, makeProject } from '../support/factories';
import { breakableProjects, renderHookOn } from '../support/render-app';
import { ONE_LANGUAGE_PAGE } from '@/ui/page-language';

function setup(
  store = createMemoryStore(makeContent({ projects: [makeProject({ id: 'a', title: 'A' })] })),
  repository = store.repository,
) {
  return { store, ...renderHookOn(repository, () => useProjects(ONE_LANGUAGE_PAGE)) };
}

describe('useProjects', () => {
  it('feeds every emission of the subscription into the query cache', async () => {
    const { result, store, queryClient } = setup();
    expect(result.current.projects.isPending).toBe(true);
    await waitFor(() =>
      expect(result.current.projects.data?.map((project) => project.title)).toEqual(['A']),
    );

    act(() => store.putProject('b', { title: 'B' }));
    await waitFor(() =>
      expect(result.current.projects.data?.map((project) => project.title)).toEqual(['A', 'B']),
    );
    expect(queryClient.getQueryData(portfolioQueries.projects().queryKey)).toHaveLength(2);
  });

  it('unsubscribes when nothing uses it any more', async () => {
    const store = createMemoryStore(makeContent());
    const unsubscribe = vi.fn();
    const subscribe = vi
      .spyOn(store.repository, 'subscribeToProjects')
      .mockReturnValue(unsubscribe);
    const { unmount } = setup(store);
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(unsubscribe).not.toHaveBeenCalled();
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('turns a listener error into the error state, and subscribes again on retry', async () => {
    const store = createMemoryStore(makeContent(), { fail: new Set(['projects']) });
    const { result } = setup(store);
    await waitFor(() => expect(result.current.projects.isError).toBe(true));
    expect(result.current.projects.error?.message).toContain('projects could not be loaded');

    store.setFail(new Set());
    act(() => result.current.retry());
    expect(result.current.projects.isPending).toBe(true);
    await waitFor(() => expect(result.current.projects.isSuccess).toBe(true));
  });

  it('keeps the projects it holds when the listener fails after them, and retries without dropping them', async () => {
    const source = createMemoryStore(
      makeContent({ projects: [makeProject({ id: 'a', title: 'A' })] }),
    );
    const listener = breakableProjects(source.repository);
    const { result } = setup(source, {
      ...source.repository,
      subscribeToProjects: listener.subscribeToProjects,
    });
    await waitFor(() => expect(result.current.projects.isSuccess).toBe(true));

    act(() => listener.breakListeners());
    await waitFor(() => expect(result.current.projects.isError).toBe(true));
    expect(result.current.projects.data?.map((project) => project.title)).toEqual(['A']);

    act(() => source.putProject('b', { title: 'B' }));
    act(() => result.current.retry());
    expect(result.current.retrying).toBe(true);
    expect(result.current.projects.data?.map((project) => project.title)).toEqual(['A']);
    await waitFor(() => expect(result.current.projects.isSuccess).toBe(true));
    expect(result.current.projects.data?.map((project) => project.title)).toEqual(['A', 'B']);
    expect(result.current.retrying).toBe(false);
  });
});
