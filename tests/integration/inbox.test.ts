// @vitest-environment node
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createFirestoreRepository } from '@/data/firestore-repository';
import { createMessageId } from '@/domain/contact-message';
import { inbox } from '../../scripts/inbox';
import { describeOnEmulator, useEmulatorProject } from '../support/emulator-project';
import { connectOwner, connectSignedInTestClient } from '../support/firestore-client';

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

  it('lists every message newest first: date, name, address, first line, its email', async () => {
    await arrangeThree();
    expect(await inbox(target, log, log)).toBe(0);
    expect(output).toEqual([
      '2026-11-20 17:05 UTC  Bo <bo@example.org>  Hello  [no email yet]',
      '2026-11-01 12:00 UTC  Jo <jo@example.com>  Hi there  [no email yet]',
      '2026-10-02 08:30 UTC  Ada <jo@example.com>  First  [no email yet]',
    ]);
  });

  it('lists a message sent from the page, stamped by the server', async () => {
    const visitor = connectSignedInTestClient(project);
    const id = createMessageId();
    await createFirestoreRepository(visitor.db, {
      signInVisitor: visitor.signInVisitor,
    }).insertMail({
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
    await owner.db.doc('Deliveries/newest').set({ state: 'sent', hour: '2026-11-20T17' });
    await owner.db.doc('Deliveries/middle').set({
      state: 'retrying',
      error: 'Try again later [SMTP 451]',
      nextAttemptAt: Timestamp.fromDate(new Date('2026-11-01T12:25:00Z')),
      retryingSince: Timestamp.fromDate(new Date('2026-11-01T12:00:00Z')),
    });

    expect(await inbox(['--json', '--since', '2026-10-30', ...target], log, log)).toBe(0);
    expect(JSON.parse(output.join('\n'))).toEqual([
      {
        id: 'newest',
        date: '2026-11-20T17:05:00.000Z',
        name: 'Bo',
        email: 'bo@example.org',
        message: 'Hello',
        delivery: { state: 'sent', hour: '2026-11-20T17' },
      },
      {
        id: 'middle',
        date: '2026-11-01T12:00:00.000Z',
        name: 'Jo',
        email: 'jo@example.com',
        message: '\n\n  Hi there  \nmore',
        delivery: {
          state: 'retrying',
          error: 'Try again later [SMTP 451]',
          nextAttemptAt: '2026-11-01T12:25:00.000Z',
        },
      },
    ]);
  });

  it("says what became of each message's email", async () => {
    const stored = Object.entries({
      sent: { state: 'sent', hour: '2026-11-02T10' },
      sending: { state: 'sending' },
      retrying: {
        state: 'retrying',
        error: 'Connection refused (ECONNREFUSED)',
        nextAttemptAt: Timestamp.fromDate(new Date('2026-11-02T10:35:00Z')),
      },
      held: { state: 'held', hour: '2026-11-02T10' },
      failed: { state: 'failed', error: 'Invalid login [SMTP 535]' },
    });
    for (const [index, [name, delivery]] of stored.entries()) {
      await store(name, `2026-11-02T10:0${index}:00Z`, { name });
      await owner.db.doc(`Deliveries/${name}`).set(delivery);
    }
    await store('none', '2026-11-02T09:00:00Z', { name: 'none' });

    await inbox(target, log, log);

    expect(output.map((line) => line.slice(line.indexOf('[')))).toEqual([
      '[email failed: Invalid login [SMTP 535]]',
      '[in the digest of 2026-11-02 10:00 UTC]',
      '[email retrying, next attempt 2026-11-02 10:35 UTC: Connection refused (ECONNREFUSED)]',
      '[email sending]',
      '[emailed]',
      '[no email yet]',
    ]);
  });

  it("keeps a visitor's control and format characters out of the terminal, and cuts a long line", async () => {
    await store('hostile', '2026-11-02T00:00:00Z', {
      name: 'Eve\u001b[2J\u001b[31m\u202egnp.exe',
      email: 'eve\u200b@example.com',
      message: `\u001b]0;title\u0007\u2066${'x'.repeat(100)}`,
    });
    await owner.db
      .doc('Deliveries/hostile')
      .set({ state: 'failed', error: 'Refused\u001b[8m by \u202eserver' });
    await inbox(target, log, log);
    expect(output).toEqual([
      `2026-11-02 00:00 UTC  Eve [2J [31m gnp.exe <eve @example.com>  ]0;title ${'x'.repeat(70)}…  [email failed: Refused [8m by server]`,
    ]);
    expect(output[0]).not.toMatch(/[\p{Cc}\p{Cf}]/u);

    // --json gives the fields as stored: it is data, not text for the terminal.
    output.length = 0;
    await inbox([...target, '--json'], log, log);
    expect(JSON.parse(output.join('\n'))[0].name).toBe('Eve\u001b[2J\u001b[31m\u202egnp.exe');
  });

  it('--resend puts a failed email back to be sent by the next sweep, and says so', async () => {
    await store('failed', '2026-11-02T00:00:00Z', {});
    await owner.db.doc('Deliveries/failed').set({ state: 'failed', error: 'Invalid login' });
    const before = Date.now();

    expect(await inbox([...target, '--resend', 'failed'], log, log)).toBe(0);

    expect(output).toEqual([
      expect.stringMatching(
        /^The email of message failed is due again now \(\d{4}-\d\d-\d\d \d\d:\d\d UTC\): the Cloud Function's next sweep \(every 5 minutes\) sends it, and retries it for 24 hours\./,
      ),
    ]);
    const record = (await owner.db.doc('Deliveries/failed').get()).data();
    expect(record).toMatchObject({ state: 'retrying', error: 'Invalid login' });
    expect(record?.nextAttemptAt.toMillis()).toBeGreaterThanOrEqual(before - 1_000);
    expect(record?.nextAttemptAt.toMillis()).toBeLessThanOrEqual(Date.now());
    expect(record?.retryingSince).toEqual(record?.nextAttemptAt);
  });

  it('--resend refuses an email that has not failed, and a message that is not there', async () => {
    await store('sent', '2026-11-02T00:00:00Z', {});
    await owner.db.doc('Deliveries/sent').set({ state: 'sent' });
    await store('waiting', '2026-11-02T00:00:00Z', {});

    expect(await inbox([...target, '--resend', 'sent'], log, log)).toBe(1);
    expect(await inbox([...target, '--resend', 'waiting'], log, log)).toBe(1);
    expect(await inbox([...target, '--resend', 'gone'], log, log)).toBe(1);
    expect(await inbox([...target, '--resend'], log, log)).toBe(1);

    expect(output).toEqual([
      'The email of message sent has not failed (it is sent): nothing to resend.',
      'Message waiting has no email record yet: the function has not run for it (is it deployed?).',
      'No message gone.',
      '--resend needs the id of a message (npm run inbox -- --json shows each id).',
    ]);
    expect((await owner.db.doc('Deliveries/sent').get()).data()).toEqual({ state: 'sent' });
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
