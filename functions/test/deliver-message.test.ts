// @vitest-environment node
/**
 * deliverMessage, the function's core, with short retry waits: what it records when sending
 * fails for good, and how it treats another run's claim.
 */
import { Timestamp } from 'firebase-admin/firestore';
import nodemailer from 'nodemailer';
import { expect, it } from 'vitest';
import { describeOnEmulator } from '../../tests/support/emulator-project';
import { deliverMessage } from '../src/deliver-message';
import { downSmtpUrl } from './support/smtp-test-server';
import {
  MAX_EMAILS_PER_HOUR,
  OWNER,
  RUN_TIMEOUT_MS,
  useFunctionHarness,
} from './support/use-function-harness';

describeOnEmulator('deliverMessage: failures and claims', { timeout: RUN_TIMEOUT_MS }, () => {
  const harness = useFunctionHarness('deliver-message');
  const message = { name: 'Jo', email: 'jo@example.com', message: 'Hello' };

  const deliver = (messageId: string, url = harness.smtp.url, now = new Date()) =>
    deliverMessage({
      db: harness.db,
      messageId,
      transport: nodemailer.createTransport({ url }),
      config: { owner: OWNER, projectId: harness.project.projectId },
      retryDelaysMs: [20, 40],
      leaseMs: 60_000,
      maxEmailsPerHour: MAX_EMAILS_PER_HOUR,
      now,
    });

  it('records the error and the next attempt when the SMTP server is down, and keeps the message', async () => {
    const id = await harness.storeAsOwner(message);
    const now = new Date();

    const result = await deliver(id, await downSmtpUrl(), now);

    const nextAttemptAt = new Date(now.getTime() + 5 * 60_000);
    expect(result).toMatchObject({ outcome: 'retrying', attempts: 3, nextAttemptAt });
    const record = await harness.delivery(id);
    expect(record).toMatchObject({
      state: 'retrying',
      attempts: 3,
      error: expect.stringContaining('ECONNREFUSED'),
    });
    expect(record?.nextAttemptAt.toDate()).toEqual(nextAttemptAt);
    expect((await harness.db.doc(`Emails/${id}`).get()).data()).toMatchObject(message);
    // Another run before the next attempt is due leaves it to the sweep.
    expect(await deliver(id)).toEqual({ outcome: 'not-due', nextAttemptAt });
    expect(harness.smtp.received).toHaveLength(0);
  });

  it('records a rejection (5xx) as failed at once', async () => {
    await harness.restartSmtp({ refuse: { count: 1, code: 550 } });
    const id = await harness.storeAsOwner(message);

    expect(await deliver(id)).toMatchObject({ outcome: 'failed', attempts: 1 });
    expect(await harness.delivery(id)).toMatchObject({
      state: 'failed',
      error: expect.stringContaining('[SMTP 550]'),
    });
    expect((await harness.delivery(id))?.nextAttemptAt).toBeUndefined();
    expect(await deliver(id)).toEqual({ outcome: 'done', state: 'failed' });
  });

  it('leaves a message to the run whose claim is fresh', async () => {
    const id = await harness.storeAsOwner(message);
    await harness.db.doc(`Deliveries/${id}`).set({
      state: 'sending',
      claims: 1,
      leaseUntil: Timestamp.fromMillis(Date.now() + 60_000),
    });

    expect(await deliver(id)).toEqual({ outcome: 'in-progress' });
    expect(harness.smtp.received).toHaveLength(0);
  });

  it('sends a message whose claim expired (its run died before recording the email)', async () => {
    const id = await harness.storeAsOwner(message);
    await harness.db.doc(`Deliveries/${id}`).set({
      state: 'sending',
      claims: 1,
      leaseUntil: Timestamp.fromMillis(Date.now() - 1),
    });

    expect(await deliver(id)).toMatchObject({ outcome: 'sent', attempts: 1 });
    expect(harness.smtp.received).toHaveLength(1);
    expect(await harness.delivery(id)).toMatchObject({ state: 'sent', claims: 2 });
  });

  it('does nothing for a message that is no longer there', async () => {
    expect(await deliver('gone')).toEqual({ outcome: 'no-message' });
    expect(await harness.delivery('gone')).toBeUndefined();
    expect(harness.smtp.received).toHaveLength(0);
  });
});
