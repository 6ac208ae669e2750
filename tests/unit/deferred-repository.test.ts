import { describe, expect, it, vi } from 'vitest';
import { createDeferredRepository } from '@/data/deferred-repository';
import { createMemoryRepository } from '@/data/memory-repository';
import type { PortfolioRepository } from '@/data/portfolio-repository';
import { makeContent } from '../support/factories';

function deferred() {
  let resolve!: (repository: PortfolioRepository) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<PortfolioRepository>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets every pending promise callback run, without giving timers a turn. */
async function settleMicrotasks() {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

describe('createDeferredRepository', () => {
  it('answers calls made before the real repository has loaded', async () => {
    const loading = deferred();
    const repository = createDeferredRepository(loading.promise);
    const onNext = vi.fn();
    const user = repository.getUser();
    repository.subscribeToProjects(onNext, vi.fn());

    loading.resolve(createMemoryRepository(makeContent()));
    await expect(user).resolves.toMatchObject({ name: 'Ada Example' });
    await vi.waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
  });

  it('listens to one project once the real repository is there, in a task of its own', async () => {
    const loading = deferred();
    const real = createMemoryRepository(makeContent());
    const subscribe = vi.spyOn(real, 'subscribeToProject');
    const onNext = vi.fn();
    const unsubscribe = createDeferredRepository(loading.promise).subscribeToProject(
      'unknown',
      onNext,
      vi.fn(),
    );
    loading.resolve(real);
    await settleMicrotasks();
    expect(subscribe).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onNext).toHaveBeenCalledExactlyOnceWith(null));
    expect(subscribe).toHaveBeenCalledWith('unknown', onNext, expect.any(Function));
    unsubscribe();
  });

  it('reports a repository that failed to load to a project listener', async () => {
    const loading = deferred();
    const onError = vi.fn();
    createDeferredRepository(loading.promise).subscribeToProject('a', vi.fn(), onError);
    loading.reject('chunk failed to load');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('chunk failed to load')));
  });

  it('never subscribes when unsubscribed before loading finished', async () => {
    const loading = deferred();
    const real = createMemoryRepository(makeContent());
    const subscribe = vi.spyOn(real, 'subscribeToProjects');
    createDeferredRepository(loading.promise).subscribeToProjects(vi.fn(), vi.fn())();
    loading.resolve(real);
    await flush();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('reports a repository that failed to load as errors, not a blank page', async () => {
    const loading = deferred();
    const repository = createDeferredRepository(loading.promise);
    const onError = vi.fn();
    repository.subscribeToProjects(vi.fn(), onError);
    const user = repository.getUser();
    loading.reject(new Error('chunk failed to load'));
    await expect(user).rejects.toThrow('chunk failed to load');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.any(Error)));
  });

  it('starts the real subscription in a task of its own, never inside the caller’s', async () => {
    const real = createMemoryRepository(makeContent());
    const subscribe = vi.spyOn(real, 'subscribeToProjects');
    const repository = createDeferredRepository(Promise.resolve(real));
    repository.subscribeToProjects(vi.fn(), vi.fn());
    await settleMicrotasks();
    expect(subscribe).not.toHaveBeenCalled();
    await flush();
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('never subscribes when unsubscribed while the subscription waits for its task', async () => {
    const real = createMemoryRepository(makeContent());
    const subscribe = vi.spyOn(real, 'subscribeToProjects');
    const unsubscribe = createDeferredRepository(Promise.resolve(real)).subscribeToProjects(
      vi.fn(),
      vi.fn(),
    );
    await settleMicrotasks();
    unsubscribe();
    await flush();
    expect(subscribe).not.toHaveBeenCalled();
  });
});
