import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/data/memory-store';
import { createMemoryStudioRepository } from '@/data/studio/memory-studio-repository';
import type { Project } from '@/domain/project';
import type { InboxMessage } from '@/domain/studio-content';
import { makeContent, makeProject, makeUser } from '../support/factories';
import { recordDelivery } from '../support/memory-deliveries';

describe('createMemoryStudioRepository', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("writes the visitor's documents: the page hears a save at once", async () => {
    const visitor = createMemoryStore(
      makeContent({ projects: [makeProject({ id: 'weather', title: 'Weather' })] }),
    );
    const studio = createMemoryStudioRepository(visitor);
    let titles: string[] = [];
    visitor.repository.subscribeToProjects((projects: Project[]) => {
      titles = projects.map((project) => project.title);
    }, vi.fn());
    await vi.runAllTimersAsync();
    expect(titles).toEqual(['Weather']);

    const saved = studio.saveProject(
      { id: 'weather', fields: makeProject({ title: 'Rain' }) as never, order: 0 },
      0,
    );
    await vi.runAllTimersAsync();
    await saved;
    expect(titles).toEqual(['Rain']);

    const profile = studio.saveProfile(makeUser({ name: 'Grace' }) as never, 0);
    await vi.runAllTimersAsync();
    await profile;
    const user = visitor.repository.getUser();
    await vi.runAllTimersAsync();
    await expect(user).resolves.toMatchObject({ name: 'Grace' });
  });

  it("refuses every write with the store's fail=save, until told otherwise, and keeps the documents", async () => {
    const store = createMemoryStore(makeContent({ user: makeUser({ name: 'Ada' }) }), {
      fail: new Set(['save']),
    });
    const studio = createMemoryStudioRepository(store);
    const reasonOf = (write: Promise<void>) => write.catch((error: unknown) => error);
    const refused = reasonOf(studio.saveProfile(makeUser({ name: 'Grace' }) as never, 0));
    const deleted = reasonOf(studio.deleteProject('weather'));
    await vi.runAllTimersAsync();
    expect(await refused).toEqual(new Error('The change could not be saved (simulated failure).'));
    expect(await deleted).toEqual(new Error('The change could not be saved (simulated failure).'));
    expect(store.stored.user).toMatchObject({ name: 'Ada' });

    store.setFail(new Set());
    const saved = studio.saveProfile(makeUser({ name: 'Grace' }) as never, 0);
    await vi.runAllTimersAsync();
    await saved;
    expect(store.stored.user).toMatchObject({ name: 'Grace', version: 1 });
  });

  it('delays writes and the first answer by the latency', async () => {
    const studio = createMemoryStudioRepository(
      createMemoryStore(makeContent(), { latencyMs: 1000 }),
    );
    const onNext = vi.fn();
    studio.subscribeToContent(onNext, vi.fn());
    let settled = false;
    void studio.deleteProject('nothing').then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(onNext).not.toHaveBeenCalled();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(settled).toBe(true);
  });

  it('shows each delivery state the test sets, and waiting without a record', async () => {
    const store = createMemoryStore(makeContent());
    const studio = createMemoryStudioRepository(store);
    const date = new Date('2026-01-01T00:00:00Z');
    const sent = store.repository.insertMail({
      id: 'm1',
      name: 'Jo',
      email: 'jo@example.com',
      message: 'Hi',
      date,
    });
    await vi.runAllTimersAsync();
    await sent;
    let inbox: InboxMessage[] = [];
    const stop = studio.subscribeToInbox((messages) => (inbox = messages), vi.fn());
    await vi.runAllTimersAsync();
    const states = [inbox[0]?.delivery];
    recordDelivery(store, 'm1', 'sending');
    states.push(inbox[0]?.delivery);
    recordDelivery(store, 'm1', 'failed', 'SMTP 550');
    states.push(inbox[0]?.delivery);
    recordDelivery(store, 'm1', 'sent');
    states.push(inbox[0]?.delivery);
    recordDelivery(store, 'm1');
    states.push(inbox[0]?.delivery);
    expect(states).toEqual([
      { state: 'waiting' },
      { state: 'sending' },
      { state: 'failed', error: 'SMTP 550' },
      { state: 'sent' },
      { state: 'waiting' },
    ]);
    stop();
    recordDelivery(store, 'm1', 'sent');
    expect(inbox[0]?.delivery).toEqual({ state: 'waiting' });
  });

  it('hears nothing once unsubscribed, even before its first answer', async () => {
    const store = createMemoryStore(makeContent(), { latencyMs: 10 });
    const studio = createMemoryStudioRepository(store);
    const onNext = vi.fn();
    studio.subscribeToContent(onNext, vi.fn())();
    await vi.runAllTimersAsync();
    store.putProject('other', {});
    expect(onNext).not.toHaveBeenCalled();
  });
});
