import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/data/memory-store';
import type { Project } from '@/domain/project';
import { SEND_INTERVAL_SECONDS } from '@/domain/send-limits';
import { makeContent, makePost, makeProject, makeUser } from '../support/factories';

const message = {
  id: 'AAAAAAAAAAAAAAAAAAAA',
  name: 'Jo',
  email: 'jo@example.com',
  message: 'Hi',
  date: new Date('2026-01-02'),
};

describe('createMemoryStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the profile through the safe parser', async () => {
    const store = createMemoryStore(
      makeContent({ user: makeUser({ name: 'Ada', github: 'javascript:alert(1)', extra: 1 }) }),
    );
    const user = store.repository.getUser();
    await vi.runAllTimersAsync();
    await expect(user).resolves.toMatchObject({ name: 'Ada', github: '' });
    await expect(user).resolves.not.toHaveProperty('extra');
  });

  it('has no profile when the content has none', async () => {
    const store = createMemoryStore(makeContent({ user: null }));
    const user = store.repository.getUser();
    await vi.runAllTimersAsync();
    await expect(user).resolves.toBeNull();
  });

  it('delays every call by the latency', async () => {
    const store = createMemoryStore(makeContent(), { latencyMs: 1000 });
    const onNext = vi.fn();
    let user: unknown;
    void store.repository.getUser().then((value) => (user = value));
    store.repository.subscribeToProjects(onNext, vi.fn());

    await vi.advanceTimersByTimeAsync(999);
    expect(user).toBeUndefined();
    expect(onNext).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(user).toMatchObject({ name: 'Ada Example' });
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('fails the operations it is told to fail', async () => {
    const store = createMemoryStore(makeContent(), {
      fail: new Set(['user', 'projects', 'send']),
    });
    const onNext = vi.fn();
    const onError = vi.fn();
    const user = store.repository.getUser();
    const sent = store.repository.insertMail(message);
    const assertions = [
      expect(user).rejects.toThrow('profile'),
      expect(sent).rejects.toThrow('message'),
    ];
    store.repository.subscribeToProjects(onNext, onError);
    await vi.runAllTimersAsync();
    await Promise.all(assertions);
    expect(onNext).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
    expect(store.listMessages()).toEqual([]);
  });

  it('fails the posts listener alone with fail=posts, saying what failed', async () => {
    const store = createMemoryStore(makeContent({ posts: [makePost()] }), {
      fail: new Set(['posts']),
    });
    const onPosts = vi.fn();
    const onPostsError = vi.fn();
    const onProjects = vi.fn();
    store.repository.subscribeToPosts(onPosts, onPostsError);
    store.repository.subscribeToProjects(onProjects, vi.fn());
    await vi.runAllTimersAsync();
    expect(onPosts).not.toHaveBeenCalled();
    expect(onPostsError).toHaveBeenCalledWith(
      new Error('The posts could not be loaded (simulated failure).'),
    );
    expect(onProjects).toHaveBeenCalledTimes(1);
  });

  it('emits the projects, then again on every change, until unsubscribed', async () => {
    const store = createMemoryStore(
      makeContent({ projects: [makeProject({ id: 'a', title: 'A' })] }),
    );
    const emissions: Project[][] = [];
    const unsubscribe = store.repository.subscribeToProjects(
      (projects) => emissions.push(projects),
      vi.fn(),
    );
    await vi.runAllTimersAsync();

    store.putProject('b', { title: 'B', tags: ['x'] });
    store.putProject('a', { title: 'A2' });
    store.removeProject('b');
    unsubscribe();
    store.putProject('c', { title: 'C' });

    expect(emissions.map((projects) => projects.map((project) => project.title))).toEqual([
      ['A'],
      ['A', 'B'],
      ['A2', 'B'],
      ['A2'],
    ]);
  });

  describe('with a long list of projects', () => {
    const titles = Array.from({ length: 60 }, (_, index) => `P${index}`);
    const longList = () => titles.map((title, index) => makeProject({ id: `p${index}`, title }));

    it('emits it whole, in order, and nothing to a listener that left before the answer', async () => {
      const store = createMemoryStore(makeContent({ projects: longList() }));
      const onNext = vi.fn();
      const onNextOfLeaver = vi.fn();
      store.repository.subscribeToProjects(onNext, vi.fn());
      const leave = store.repository.subscribeToProjects(onNextOfLeaver, vi.fn());
      leave();

      await vi.runAllTimersAsync();
      expect(onNextOfLeaver).not.toHaveBeenCalled();
      expect(onNext).toHaveBeenCalledTimes(1);
      const [projects] = onNext.mock.calls[0] as [Project[]];
      expect(projects.map((project) => project.title)).toEqual(titles);
    });
  });

  it('does not emit when unsubscribed before the first emission', async () => {
    const store = createMemoryStore(makeContent(), { latencyMs: 100 });
    const onNext = vi.fn();
    store.repository.subscribeToProjects(onNext, vi.fn())();
    await vi.runAllTimersAsync();
    store.putProject('z', {});
    expect(onNext).not.toHaveBeenCalled();
  });

  describe('listening to one project', () => {
    const titleOf = (project: Project | null) => project && project.title;

    it('emits it, then again on every change to it, null while it is gone, until unsubscribed', async () => {
      const store = createMemoryStore(
        makeContent({ projects: [makeProject({ id: 'a', title: 'A' })] }),
      );
      const emissions: (Project | null)[] = [];
      const unsubscribe = store.repository.subscribeToProject(
        'a',
        (project) => emissions.push(project),
        vi.fn(),
      );
      await vi.runAllTimersAsync();

      store.putProject('a', { title: 'A2', githubLink: 'javascript:alert(1)' });
      store.putProject('b', { title: 'B' });
      store.removeProject('b');
      store.removeProject('a');
      store.removeProject('a');
      store.putProject('a', { title: 'A3' });
      unsubscribe();
      store.putProject('a', { title: 'A4' });

      expect(emissions.map(titleOf)).toEqual(['A', 'A2', null, 'A3']);
      expect(emissions[1]).toMatchObject({ id: 'a', githubLink: '' });
    });

    it('emits null for an unknown id, and for an id that cannot name a document', async () => {
      const store = createMemoryStore(makeContent());
      // Stored under ids Firestore would refuse, so only the id's check can answer null.
      for (const id of ['a/b', '..', '__x__']) store.putProject(id, { title: id });
      const emissions = new Map<string, (Project | null)[]>();
      for (const id of ['unknown', '', 'a/b', '.', '..', '__x__']) {
        emissions.set(id, []);
        store.repository.subscribeToProject(
          id,
          (project) => emissions.get(id)?.push(project),
          vi.fn(),
        );
      }
      await vi.runAllTimersAsync();
      store.putProject('a/b', { title: 'changed' });
      for (const [id, seen] of emissions) expect(seen, id).toEqual([null]);
    });

    it('delays its first emission by the latency, and fails when projects fail', async () => {
      const store = createMemoryStore(
        makeContent({ projects: [makeProject({ id: 'a', title: 'A' })] }),
        { latencyMs: 1000 },
      );
      const onNext = vi.fn();
      store.repository.subscribeToProject('a', onNext, vi.fn());
      await vi.advanceTimersByTimeAsync(999);
      expect(onNext).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(onNext).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ title: 'A' }));

      store.setFail(new Set(['projects']));
      const onError = vi.fn();
      const failed = vi.fn();
      store.repository.subscribeToProject('a', failed, onError);
      await vi.runAllTimersAsync();
      store.putProject('a', { title: 'A2' });
      expect(failed).not.toHaveBeenCalled();
      expect(onError).toHaveBeenCalledExactlyOnceWith(expect.any(Error));
    });

    it('hears nothing when unsubscribed before the first emission', async () => {
      const store = createMemoryStore(makeContent(), { latencyMs: 100 });
      const onNext = vi.fn();
      store.repository.subscribeToProject('z', onNext, vi.fn())();
      await vi.runAllTimersAsync();
      store.putProject('z', {});
      expect(onNext).not.toHaveBeenCalled();
    });
  });

  it('keeps each sent message under its own id', async () => {
    const store = createMemoryStore(makeContent());
    const first = store.repository.insertMail(message);
    await vi.runAllTimersAsync();
    // A visitor's next message waits for the interval (the contract suite tests the limits).
    await vi.advanceTimersByTimeAsync(SEND_INTERVAL_SECONDS * 1000);
    const second = store.repository.insertMail({
      ...message,
      id: 'BBBBBBBBBBBBBBBBBBBB',
      name: 'Sam',
    });
    await vi.runAllTimersAsync();
    await expect(Promise.all([first, second])).resolves.toEqual([
      'AAAAAAAAAAAAAAAAAAAA',
      'BBBBBBBBBBBBBBBBBBBB',
    ]);
    expect(store.listMessages()).toEqual([
      message,
      { ...message, id: 'BBBBBBBBBBBBBBBBBBBB', name: 'Sam' },
    ]);
  });

  it('stores a repeat once, unchanged, and refuses other content under a stored id', async () => {
    const store = createMemoryStore(makeContent());
    const sends = [
      store.repository.insertMail(message),
      store.repository.insertMail({ ...message, date: new Date('2026-01-03') }),
    ];
    const changed = store.repository.insertMail({ ...message, message: 'Changed' });
    const refused = expect(changed).rejects.toThrow('other content');
    await vi.runAllTimersAsync();
    await expect(Promise.all(sends)).resolves.toEqual([message.id, message.id]);
    await refused;
    expect(store.listMessages()).toEqual([message]);
  });
});
