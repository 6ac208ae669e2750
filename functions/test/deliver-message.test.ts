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
import { OWNER, RUN_TIMEOUT_MS, useFunctionHarness } from './support/use-function-harness';

describeOnEmulator('deliverMessage: failures and claims', { timeout: RUN_TIMEOUT_MS }, () => {
  const harness = useFunctionHarness('deliver-message');
  const message = { name: 'Jo', email: 'jo@example.com', message: 'Hello' };

  const deliver = (messageId: string, url = harness.smtp.url) =>
    deliverMessage({
      db: harness.db,
      messageId,
      transport: nodemailer.createTransport({ url }),
      config: { owner: OWNER, projectId: harness.project.projectId },
      retryDelaysMs: [20, 40],
      leaseMs: 60_000,
    });

  it('records the error when the SMTP server is down, after retrying, and keeps the message', async () => {
    const id = await harness.storeAsOwner(message);

    const result = await deliver(id, await downSmtpUrl());

    expect(result).toMatchObject({ outcome: 'failed', attempts: 3 });
    expect(await harness.delivery(id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      error: expect.stringContaining('ECONNREFUSED'),
    });
    expect((await harness.db.doc(`Emails/${id}`).get()).data()).toMatchObject(message);
    expect(await deliver(id)).toEqual({ outcome: 'done', state: 'failed' });
    expect(harness.smtp.received).toHaveLength(0);
  });

  it('gives up after the last retry when the server keeps saying "try again later"', async () => {
    await harness.restartSmtp({ refuse: { count: 10, code: 451 } });
    const id = await harness.storeAsOwner(message);

    expect(await deliver(id)).toMatchObject({ outcome: 'failed', attempts: 3 });
    expect(harness.smtp.refusals).toBe(3);
    expect(await harness.delivery(id)).toMatchObject({
      state: 'failed',
      error: expect.stringContaining('[SMTP 451]'),
    });
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
