import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/data/memory-store';
import { portfolioQueries } from '@/queries/portfolio-queries';
import { useResume } from '@/queries/use-resume';
import { makeContent } from '../support/factories';
import { renderHookOn } from '../support/render-app';
import { ONE_LANGUAGE_PAGE } from '@/ui/page-language';

const job = (name: string) => ({ name, position: 'Developer', startDate: '2021-03' });

function setup(
  store = createMemoryStore(makeContent({ resume: { work: [job('Northlight') as never] } })),
) {
  return { store, ...renderHookOn(store.repository, () => useResume(ONE_LANGUAGE_PAGE)) };
}

const workNames = (result: { current: ReturnType<typeof useResume> }) =>
  result.current.resume.data?.work.map((entry) => entry.fields.name);

describe('useResume', () => {
  it('feeds every emission of the listener into the query cache', async () => {
    const { result, store, queryClient } = setup();
    expect(result.current.resume.isPending).toBe(true);
    await waitFor(() => expect(workNames(result)).toEqual(['Northlight']));
    expect(result.current.resume.data?.work[0]?.fields).toMatchObject({
      position: 'Developer',
      endDate: '',
    });

    act(() => store.putResumeEntry('first', { section: 'work', order: -1, ...job('Fjäril') }));
    await waitFor(() => expect(workNames(result)).toEqual(['Fjäril', 'Northlight']));
    expect(queryClient.getQueryData(portfolioQueries.resume().queryKey)?.work).toHaveLength(2);
  });

  it('unsubscribes when nothing uses it any more', () => {
    const store = createMemoryStore(makeContent());
    const unsubscribe = vi.fn();
    const subscribe = vi.spyOn(store.repository, 'subscribeToResume').mockReturnValue(unsubscribe);
    const { unmount } = setup(store);
    expect(subscribe).toHaveBeenCalledTimes(1);
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('turns a listener error into the error state, and listens again on retry', async () => {
    const store = createMemoryStore(makeContent(), { fail: new Set(['resume']) });
    const { result } = setup(store);
    await waitFor(() => expect(result.current.resume.isError).toBe(true));
    expect(result.current.resume.error?.message).toContain('career record could not be loaded');

    store.setFail(new Set());
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.resume.isSuccess).toBe(true));
    expect(result.current.resume.data?.work).toEqual([]);
  });
});
