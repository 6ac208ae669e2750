// @vitest-environment node
/**
 * The deployed function's handler on the official emulator and a real SMTP server: one email
 * to the owner for each new message, however often and however concurrently it runs.
 */
import { expect, it, vi } from 'vitest';
import { takeConsoleErrors } from '../../tests/support/console-errors';
import { describeOnEmulator } from '../../tests/support/emulator-project';
import { OWNER, RUN_TIMEOUT_MS, useFunctionHarness } from './support/use-function-harness';

describeOnEmulator(
  'emailOwnerOnNewMessage: one email to the owner for each new message',
  { timeout: RUN_TIMEOUT_MS },
  () => {
    const harness = useFunctionHarness('email-owner');

    it('emails the owner, Reply-To the visitor, with the whole message and a console link', async () => {
      const id = await harness.sendAsVisitor({
        name: 'Jo Visitor',
        email: 'jo@example.com',
        message: 'Hello!\nCould we talk about your carousel project?',
      });
      const stored = (await harness.db.doc(`Emails/${id}`).get()).data();

      await harness.trigger(id);

      expect(harness.smtp.received).toHaveLength(1);
      const [email] = harness.smtp.received;
      expect(email?.envelope).toEqual({ from: OWNER, to: [OWNER] });
      const mail = email!.parsed;
      expect(mail.to).toMatchObject({ value: [{ address: OWNER }] });
      expect(mail.from).toMatchObject({
        value: [{ address: OWNER, name: 'Portfolio contact form' }],
      });
      expect(mail.replyTo).toMatchObject({
        value: [{ address: 'jo@example.com', name: 'Jo Visitor' }],
      });
      expect(mail.subject).toBe('New message from Jo Visitor');
      expect(mail.html).toBe(false);
      expect(mail.headers.get('content-type')).toMatchObject({ value: 'text/plain' });
      const date = stored?.date.toDate().toISOString().slice(0, 19).replace('T', ' ');
      expect(mail.text).toContain('Name:    Jo Visitor\n');
      expect(mail.text).toContain('Email:   jo@example.com\n');
      expect(mail.text).toContain(`Date:    ${date} UTC\n`);
      expect(mail.text).toContain('\nHello!\nCould we talk about your carousel project?\n');
      expect(mail.text).toContain(
        `https://console.firebase.google.com/project/${harness.project.projectId}/firestore/databases/-default-/data/~2FEmails~2F${id}`,
      );
      expect(await harness.delivery(id)).toMatchObject({
        state: 'sent',
        smtpMessageId: mail.messageId,
        attempts: 1,
        claims: 1,
      });
    });

    it('sends one email when the trigger runs twice for the same message', async () => {
      const id = await harness.sendAsVisitor({
        name: 'Jo',
        email: 'jo@example.com',
        message: 'Hi',
      });
      await harness.trigger(id);
      await harness.trigger(id);
      expect(harness.smtp.received).toHaveLength(1);
      expect(await harness.delivery(id)).toMatchObject({ state: 'sent', claims: 1 });
    });

    it('sends one email when three runs for the same message race', async () => {
      const id = await harness.sendAsVisitor({
        name: 'Jo',
        email: 'jo@example.com',
        message: 'Hi',
      });
      // The winner's email is held at the server, so the other runs overlap its sending.
      let release = () => {};
      await harness.restartSmtp({ hold: new Promise<void>((resolve) => (release = resolve)) });
      const settled: PromiseSettledResult<unknown>[] = [];
      const runs = [0, 1, 2].map((_, index) =>
        harness.trigger(id).then(
          (value) => (settled[index] = { status: 'fulfilled', value }),
          (reason: unknown) => (settled[index] = { status: 'rejected', reason }),
        ),
      );

      // The two that found the claim taken ask to be delivered again later.
      await vi.waitFor(() => expect(settled.filter(Boolean)).toHaveLength(2), { timeout: 10_000 });
      for (const run of settled.filter(Boolean))
        expect(run).toMatchObject({
          status: 'rejected',
          reason: new Error(`Message ${id} is being emailed by another run`),
        });
      release();
      await Promise.all(runs);

      expect(harness.smtp.received).toHaveLength(1);
      expect(await harness.delivery(id)).toMatchObject({ state: 'sent', claims: 1 });
      // When they are delivered again, the email is sent.
      await Promise.all([harness.trigger(id), harness.trigger(id)]);
      expect(harness.smtp.received).toHaveLength(1);
    });

    it('sends one email when the SMTP server says "try again later" first', async () => {
      await harness.restartSmtp({ refuse: { count: 1, code: 451 } });
      const id = await harness.sendAsVisitor({
        name: 'Jo',
        email: 'jo@example.com',
        message: 'Hi',
      });

      await harness.trigger(id);

      expect(harness.smtp.refusals).toBe(1);
      expect(harness.smtp.received).toHaveLength(1);
      expect(await harness.delivery(id)).toMatchObject({ state: 'sent', attempts: 2 });
    });

    it('records a rejection for good with its error, and does not send it again', async () => {
      await harness.restartSmtp({ refuse: { count: 1, code: 550 } });
      const id = await harness.sendAsVisitor({
        name: 'Jo',
        email: 'jo@example.com',
        message: 'Hi',
      });

      await harness.trigger(id);
      await harness.trigger(id);

      expect(harness.smtp.refusals).toBe(1);
      expect(harness.smtp.received).toHaveLength(0);
      expect(await harness.delivery(id)).toMatchObject({
        state: 'failed',
        attempts: 1,
        error: expect.stringContaining('[SMTP 550]'),
      });
      // Logged as an error, so that Cloud Logging can alert the owner.
      expect(takeConsoleErrors().map(String)).toEqual([
        expect.stringContaining(`Could not email message ${id}`),
      ]);
    });
  },
);
