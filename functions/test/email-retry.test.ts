// @vitest-environment node
/**
 * An outage never drops an email: a send that fails for a passing reason is tried again by the
 * sweep with growing waits for up to 24 hours, and a sweep and a trigger run never both send.
 * Time is driven by the `now` each run is given.
 */
import { Timestamp } from 'firebase-admin/firestore';
import nodemailer from 'nodemailer';
import { expect, it, vi } from 'vitest';
import { inbox } from '../../scripts/inbox';
import { takeConsoleErrors } from '../../tests/support/console-errors';
import { describeOnEmulator } from '../../tests/support/emulator-project';
import { deliverMessage } from '../src/deliver-message';
import { retryOwnerEmails } from '../src/index';
import { retryDueDeliveries } from '../src/retry-due-deliveries';
import {
  MAX_EMAILS_PER_HOUR,
  OWNER,
  RUN_TIMEOUT_MS,
  useFunctionHarness,
} from './support/use-function-harness';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describeOnEmulator('retrying an email through an outage', { timeout: RUN_TIMEOUT_MS }, () => {
  const harness = useFunctionHarness('email-retry');
  const message = { name: 'Jo', email: 'jo@example.com', message: 'Hello' };

  const options = (now: Date) => ({
    db: harness.db,
    transport: nodemailer.createTransport({ url: harness.smtp.url }),
    config: { owner: OWNER, projectId: harness.project.projectId },
    retryDelaysMs: [],
    leaseMs: 10 * MINUTE,
    maxEmailsPerHour: MAX_EMAILS_PER_HOUR,
    now,
  });
  const deliver = (messageId: string, now: Date) => deliverMessage({ ...options(now), messageId });
  const sweep = (now: Date) => retryDueDeliveries(options(now));
  const nextAttemptOf = async (id: string): Promise<Date | undefined> =>
    (await harness.delivery(id))?.nextAttemptAt?.toDate();

  /** Sweeps at each next attempt the record names, until it names none; their times. */
  const sweepUntilSettled = async (id: string) => {
    const sweeps: Date[] = [];
    for (let next = await nextAttemptOf(id); next; next = await nextAttemptOf(id)) {
      expect(sweeps.length).toBeLessThan(60);
      await sweep(next);
      sweeps.push(next);
    }
    return sweeps;
  };

  it('sends once the server takes email again, after waits that grow', async () => {
    await harness.restartSmtp({ refuse: { count: 4, code: 451 } });
    const id = await harness.storeAsOwner(message);
    const start = new Date();

    expect(await deliver(id, start)).toMatchObject({ outcome: 'retrying' });
    expect(await harness.delivery(id)).toMatchObject({
      state: 'retrying',
      error: expect.stringContaining('[SMTP 451]'),
    });
    // Not due yet: the sweep leaves it.
    await sweep(new Date(start.getTime() + MINUTE));
    expect(harness.smtp.refusals).toBe(1);

    const sweeps = await sweepUntilSettled(id);

    const minutesAfter = sweeps.map((time) => (time.getTime() - start.getTime()) / MINUTE);
    expect(minutesAfter).toEqual([5, 10, 20, 40]);
    expect(harness.smtp.refusals).toBe(4);
    expect(harness.smtp.received).toHaveLength(1);
    const record = await harness.delivery(id);
    expect(record).toMatchObject({ state: 'sent', attempts: 5, claims: 5 });
    expect(record?.error).toBeUndefined();
    // Sent stays sent: later sweeps and trigger runs send nothing more.
    await sweep(new Date(start.getTime() + DAY));
    await harness.trigger(id);
    expect(harness.smtp.received).toHaveLength(1);
  });

  it('marks the email failed with the reason once 24 hours of retries have failed', async () => {
    await harness.restartSmtp({ refuse: { count: 1_000, code: 421 } });
    const id = await harness.storeAsOwner(message);
    const start = new Date();
    await deliver(id, start);

    const sweeps = await sweepUntilSettled(id);

    expect(sweeps.at(-1)!.getTime() - start.getTime()).toBe(DAY);
    expect(sweeps.at(-2)!.getTime() - start.getTime()).toBeLessThan(DAY);
    expect(harness.smtp.received).toHaveLength(0);
    expect(await harness.delivery(id)).toMatchObject({
      state: 'failed',
      attempts: sweeps.length + 1,
      error: expect.stringMatching(/\[SMTP 421\] \(still failing after 24 hours of retries\)$/),
    });
  });

  it('fails a rejected email (5xx) at once, and no sweep tries it again', async () => {
    await harness.restartSmtp({ refuse: { count: 1, code: 550 } });
    const id = await harness.storeAsOwner(message);
    const start = new Date();

    expect(await deliver(id, start)).toMatchObject({ outcome: 'failed' });
    await sweep(new Date(start.getTime() + DAY));

    expect(harness.smtp.refusals).toBe(1);
    expect(await harness.delivery(id)).toMatchObject({
      state: 'failed',
      error: expect.stringContaining('[SMTP 550]'),
    });
  });

  it('sends a failed email again after npm run inbox -- --resend, at the next sweep', async () => {
    await harness.restartSmtp({ refuse: { count: 1, code: 550 } });
    const id = await harness.storeAsOwner(message);
    await harness.trigger(id);
    expect(await harness.delivery(id)).toMatchObject({ state: 'failed' });
    expect(takeConsoleErrors().map(String)).toEqual([
      expect.stringContaining(`Could not email message ${id}`),
    ]);

    const target = ['--emulator', harness.project.address, '--project', harness.project.projectId];
    expect(await inbox([...target, '--resend', id], () => {})).toBe(0);
    await sweep(new Date());

    expect(harness.smtp.received).toHaveLength(1);
    expect(await harness.delivery(id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('sends one email when a sweep and a trigger run race for a due retry', async () => {
    const id = await harness.storeAsOwner(message);
    await harness.db.doc(`Deliveries/${id}`).set({
      state: 'retrying',
      claims: 1,
      error: 'Server busy [SMTP 451]',
      retryingSince: Timestamp.fromMillis(Date.now() - 10 * MINUTE),
      nextAttemptAt: Timestamp.fromMillis(Date.now() - 1),
    });
    // The winner's email is held at the server while the other run looks.
    let release = () => {};
    await harness.restartSmtp({ hold: new Promise<void>((resolve) => (release = resolve)) });
    const settled: string[] = [];
    const runs = [
      sweep(new Date()).then(() => settled.push('sweep')),
      harness.trigger(id).then(
        () => settled.push('trigger'),
        () => settled.push('trigger asked to run again'),
      ),
    ];

    await vi.waitFor(() => expect(settled).toHaveLength(1), { timeout: 10_000 });
    release();
    await Promise.all(runs);

    expect(harness.smtp.received).toHaveLength(1);
    expect(await harness.delivery(id)).toMatchObject({ state: 'sent', claims: 2 });
  });

  it('takes over a claim whose run died, once its lease is over', async () => {
    const id = await harness.storeAsOwner(message);
    const start = new Date();
    const leaseUntil = Timestamp.fromMillis(start.getTime() + 10 * MINUTE);
    await harness.db
      .doc(`Deliveries/${id}`)
      .set({ state: 'sending', claims: 1, leaseUntil, nextAttemptAt: leaseUntil });

    await sweep(new Date(start.getTime() + 5 * MINUTE));
    expect(harness.smtp.received).toHaveLength(0);
    await sweep(leaseUntil.toDate());

    expect(harness.smtp.received).toHaveLength(1);
    expect(await harness.delivery(id)).toMatchObject({ state: 'sent', claims: 2 });
  });

  it('stops retrying a message the owner deleted meanwhile', async () => {
    const id = await harness.storeAsOwner(message);
    const now = new Date();
    await harness.db.doc(`Deliveries/${id}`).set({
      state: 'retrying',
      retryingSince: Timestamp.fromDate(now),
      nextAttemptAt: Timestamp.fromDate(now),
    });
    await harness.db.doc(`Emails/${id}`).delete();

    await sweep(now);

    expect(harness.smtp.received).toHaveLength(0);
    expect(await harness.delivery(id)).toEqual({
      state: 'retrying',
      retryingSince: expect.anything(),
    });
  });

  it('runs as deployed: the scheduled sweep sends what is due', async () => {
    const id = await harness.storeAsOwner(message);
    await harness.db.doc(`Deliveries/${id}`).set({
      state: 'retrying',
      retryingSince: Timestamp.fromMillis(Date.now() - 10 * MINUTE),
      nextAttemptAt: Timestamp.fromMillis(Date.now() - 1),
    });

    await retryOwnerEmails.run({ scheduleTime: new Date().toISOString() });

    expect(harness.smtp.received).toHaveLength(1);
    expect(harness.smtp.received[0]?.parsed.subject).toBe('New message from Jo');
    expect(await harness.delivery(id)).toMatchObject({ state: 'sent' });
  });
});
