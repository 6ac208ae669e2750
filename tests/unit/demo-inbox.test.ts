import { describe, expect, it } from 'vitest';
import { loadDemoInbox, saveDemoInbox } from '@/data/demo-inbox';
import { createDemoStore } from '@/data/demo-repository';
import { createMemoryStudioRepository } from '@/data/studio/memory-studio-repository';
import type { InboxMessage } from '@/domain/studio-content';

const KEY = 'portfolio.demo-inbox';

const message = (id: string, text: string) => ({
  id: id.padEnd(20, 'x'),
  name: 'Ada',
  email: 'ada@example.com',
  message: text,
  date: new Date('2026-11-20T09:30:00Z'),
});

/** The inbox as the demo studio lists it, once. */
function inboxOf(store: ReturnType<typeof createDemoStore>) {
  return new Promise<InboxMessage[]>((resolve) => {
    const stop = createMemoryStudioRepository(store).subscribeToInbox(
      (messages) => {
        resolve(messages);
        queueMicrotask(() => stop());
      },
      () => {},
    );
  });
}

describe("the demo's inbox", () => {
  it("holds a message sent from the visitor's page when the tab opens the studio", async () => {
    const visitorPage = createDemoStore({});
    await visitorPage.repository.insertMail(message('a', 'Hello from the home page'));

    const studioPage = createDemoStore({});
    const inbox = await inboxOf(studioPage);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      name: 'Ada',
      message: 'Hello from the home page',
      date: new Date('2026-11-20T09:30:00Z'),
      handled: false,
    });
  });

  it('keeps what the owner marks handled and deletes', async () => {
    // A minute between sends, past the wait the send limits ask for.
    let minutes = 0;
    const first = createDemoStore({ now: () => new Date(Date.UTC(2026, 10, 20, 9, ++minutes)) });
    await first.repository.insertMail(message('a', 'One'));
    await first.repository.insertMail(message('b', 'Two'));
    const studio = createMemoryStudioRepository(first);
    await studio.setMessageHandled(message('a', '').id, true);
    await studio.deleteMessage(message('b', '').id);

    const inbox = await inboxOf(createDemoStore({}));
    expect(inbox.map(({ message: text, handled }) => [text, handled])).toEqual([['One', true]]);
  });

  it('is empty when nothing was kept, or what was kept is not in its format', async () => {
    expect(loadDemoInbox()).toBeNull();
    const bad = [
      '{',
      'null',
      '{"messages":[]}',
      '{"messages":[{"id":"a","name":"A","email":"e","message":"m","date":"never"}],"handled":[]}',
      '{"messages":[{"id":"a","date":"2026-11-20T09:30:00Z"}],"handled":[]}',
    ];
    for (const value of bad) {
      sessionStorage.setItem(KEY, value);
      expect(loadDemoInbox(), value).toBeNull();
    }
    expect(await inboxOf(createDemoStore({}))).toEqual([]);
  });

  it('is neither read nor kept where storage throws, and nothing crashes', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(loadDemoInbox(broken)).toBeNull();
    expect(() => saveDemoInbox({ messages: [], handled: new Set() }, broken)).not.toThrow();
  });
});
