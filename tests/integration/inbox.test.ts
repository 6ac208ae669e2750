// @vitest-environment node
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createFirestoreRepository } from '@/data/firestore-repository';
import { createMessageId } from '@/domain/contact-message';
import { inbox } from '../../scripts/inbox';
import { describeOnEmulator, useEmulatorProject } from '../support/emulator-project';
import { connectOwner, connectTestClient } from '../support/firestore-client';

describeOnEmulator('npm run inbox against the official emulator', () => {
  const project = useEmulatorProject('inbox');
  const target = ['--emulator', project.address, '--project', project.projectId];
  let owner: ReturnType<typeof connectOwner>;
  const output: string[] = [];
  const log = (line: string) => output.push(line);

  beforeAll(() => {
    owner = connectOwner(project);
  });
  afterAll(() => owner.close());
  beforeEach(() => {
    output.length = 0;
  });

  /** Messages of known dates, stored by the owner (a visitor's date is the server's time). */
  const store = (id: string, date: string, fields: Record<string, string>) =>
    owner.db.doc(`Emails/${id}`).set({
      name: 'Jo',
      email: 'jo@example.com',
      message: 'Hello',
      ...fields,
      date: Timestamp.fromDate(new Date(date)),
    });

  const arrangeThree = async () => {
    await store('older', '2026-10-02T08:30:00Z', { name: 'Ada', message: 'First\nSecond' });
    await store('newest', '2026-11-20T17:05:00Z', { name: 'Bo', email: 'bo@example.org' });
    await store('middle', '2026-11-01T12:00:00Z', { message: '\n\n  Hi there  \nmore' });
  };

  it('lists every message newest first: date, name, address, first line', async () => {
    await arrangeThree();
    expect(await inbox(target, log, log)).toBe(0);
    expect(output).toEqual([
      '2026-11-20 17:05 UTC  Bo <bo@example.org>  Hello',
      '2026-11-01 12:00 UTC  Jo <jo@example.com>  Hi there',
      '2026-10-02 08:30 UTC  Ada <jo@example.com>  First',
    ]);
  });

  it('lists a message sent from the page, stamped by the server', async () => {
    const visitor = connectTestClient(project);
    const id = createMessageId();
    await createFirestoreRepository(visitor.db).insertMail({
      id,
      name: 'Visitor',
      email: 'visitor@example.com',
      message: 'Sent from the page',
      date: new Date(),
    });
    await visitor.close();

    expect(await inbox([...target, '--json'], log, log)).toBe(0);
    const [message] = JSON.parse(output.join('\n')) as { date: string }[];
    expect(message).toEqual({
      id,
      name: 'Visitor',
      email: 'visitor@example.com',
      message: 'Sent from the page',
      date: expect.any(String),
      delivery: null,
    });
    expect(Date.now() - Date.parse(message!.date)).toBeLessThan(60_000);
  });

  it('--since leaves out older messages', async () => {
    await arrangeThree();
    expect(await inbox(['--since', '2026-11-01', ...target], log, log)).toBe(0);
    expect(output.map((line) => line.slice(0, 16))).toEqual([
      '2026-11-20 17:05',
      '2026-11-01 12:00',
    ]);

    output.length = 0;
    await inbox([...target, '--since', '2026-12-01'], log, log);
    expect(output).toEqual(['No messages since 2026-12-01.']);
  });

  it('--json gives whole messages and what the function recorded, with other flags after it', async () => {
    await arrangeThree();
    await owner.db.doc('Deliveries/newest').set({ state: 'sent' });
    await owner.db
      .doc('Deliveries/middle')
      .set({ state: 'failed', error: 'Invalid login [SMTP 535]' });

    expect(await inbox(['--json', '--since', '2026-10-30', ...target], log, log)).toBe(0);
    expect(JSON.parse(output.join('\n'))).toEqual([
      {
        id: 'newest',
        date: '2026-11-20T17:05:00.000Z',
        name: 'Bo',
        email: 'bo@example.org',
        message: 'Hello',
        delivery: { state: 'sent' },
      },
      {
        id: 'middle',
        date: '2026-11-01T12:00:00.000Z',
        name: 'Jo',
        email: 'jo@example.com',
        message: '\n\n  Hi there  \nmore',
        delivery: { state: 'failed', error: 'Invalid login [SMTP 535]' },
      },
    ]);
  });

  it('marks a message the function could not email', async () => {
    await arrangeThree();
    await owner.db.doc('Deliveries/middle').set({ state: 'failed', error: 'down' });
    await inbox(target, log, log);
    expect(output[1]).toBe('2026-11-01 12:00 UTC  Jo <jo@example.com>  Hi there  [email failed]');
  });

  it("keeps a visitor's control characters out of the terminal, and cuts a long line", async () => {
    await store('hostile', '2026-11-02T00:00:00Z', {
      name: 'Eve\u001b[2J\u001b[31m',
      message: `\u001b]0;title\u0007${'x'.repeat(100)}`,
    });
    await inbox(target, log, log);
    expect(output).toEqual([
      `2026-11-02 00:00 UTC  Eve [2J [31m <jo@example.com>  ]0;title ${'x'.repeat(70)}…`,
    ]);
    expect([...(output[0] ?? '')].filter((character) => character < ' ')).toEqual([]);
  });

  it('says so when there is no message, and refuses a --since that is not a date', async () => {
    expect(await inbox(target, log, log)).toBe(0);
    expect(output).toEqual(['No messages.']);
    output.length = 0;
    expect(await inbox([...target, '--since', 'yesterday'], log, log)).toBe(1);
    expect(output).toEqual([
      '--since yesterday: not a date (write 2026-11-01 or 2026-11-01T09:00:00Z)',
    ]);
  });
});
