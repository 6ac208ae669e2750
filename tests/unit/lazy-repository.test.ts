import { describe, expect, it, vi } from 'vitest';
import { createLazyRepository } from '@/data/lazy-repository';
import { createMemoryStore } from '@/data/memory-store';
import type { PortfolioRepository } from '@/data/portfolio-repository';
import { makeContent } from '../support/factories';

/** Lets every pending promise callback run, without giving timers a turn. */
async function settleMicrotasks() {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A lazy repository on a memory store, counting its loads; `failing` loads reject. */
function lazyMemory({ failing = 0 } = {}) {
  const { repository } = createMemoryStore(makeContent());
  const load = vi.fn(async (): Promise<PortfolioRepository> => {
    if (load.mock.calls.length <= failing) throw new Error('chunk failed to load');
    return repository;
  });
  return { lazy: createLazyRepository(load), repository, load };
}

describe('createLazyRepository', () => {
  it('loads nothing until its first call, then once for every call', async () => {
    const { lazy, load } = lazyMemory();
    expect(load).not.toHaveBeenCalled();
    const onNext = vi.fn();
    lazy.subscribeToProjects(onNext, vi.fn());
    await expect(lazy.getUser()).resolves.toMatchObject({ name: 'Ada Example' });
    await vi.waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts a listener in a task of its own, never inside the caller’s', async () => {
    const { lazy, repository } = lazyMemory();
    const subscribe = vi.spyOn(repository, 'subscribeToProject');
    lazy.subscribeToProject('unknown', vi.fn(), vi.fn());
    await settleMicrotasks();
    expect(subscribe).not.toHaveBeenCalled();
    await nextTask();
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('never subscribes when unsubscribed before the listener started', async () => {
    const { lazy, repository } = lazyMemory();
    const subscribe = vi.spyOn(repository, 'subscribeToProjects');
    lazy.subscribeToProjects(vi.fn(), vi.fn())();
    await settleMicrotasks();
    await nextTask();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('reports a failed load to the calls and listeners waiting, and loads again at the next call', async () => {
    const { lazy, load } = lazyMemory({ failing: 1 });
    const onError = vi.fn();
    const onProjectError = vi.fn();
    lazy.subscribeToProjects(vi.fn(), onError);
    lazy.subscribeToProject('a', vi.fn(), onProjectError);
    await expect(lazy.getUser()).rejects.toThrow('chunk failed to load');
    expect(onError).toHaveBeenCalledExactlyOnceWith(new Error('chunk failed to load'));
    expect(onProjectError).toHaveBeenCalledExactlyOnceWith(new Error('chunk failed to load'));

    // A Retry: loaded afresh.
    await expect(lazy.getUser()).resolves.toMatchObject({ name: 'Ada Example' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again at the next call once the loaded repository says it can serve no more', async () => {
    const unloads: (() => void)[] = [];
    const load = vi.fn(async (unload: () => void) => {
      unloads.push(unload);
      return createMemoryStore(makeContent()).repository;
    });
    const lazy = createLazyRepository(load);
    await lazy.getUser();
    await lazy.getUser();
    expect(load).toHaveBeenCalledTimes(1);
    unloads[0]?.();
    await lazy.getUser();
    expect(load).toHaveBeenCalledTimes(2);
    // The first one's word no longer counts: it is not the one serving.
    unloads[0]?.();
    await lazy.getUser();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
