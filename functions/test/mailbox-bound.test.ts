// @vitest-environment node
/**
 * The owner's mailbox is bounded: a flood of messages in one hour brings at most
 * MAX_EMAILS_PER_HOUR emails and, once the hour is over, one digest for the rest; every message
 * is stored.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { expect, it } from 'vitest';
import { createMessageId } from '@/domain/contact-message';
import { inbox } from '../../scripts/inbox';
import { describeOnEmulator } from '../../tests/support/emulator-project';
import { sendHourlyDigests } from '../src/index';
import { hourOf } from '../src/mailbox';
import { MAX_EMAILS_PER_HOUR, OWNER, useFunctionHarness } from './support/use-function-harness';

const BURST = 200;
const HOUR_MS = 60 * 60 * 1000;

describeOnEmulator('the owner’s mailbox under a flood of messages', { timeout: 120_000 }, () => {
  const harness = useFunctionHarness('mailbox-bound');

  /**
   * The flood arrived in the last hour that is over, so the deployed digest job, on the real
   * clock, finds that hour ended. Each date is the server's time of arrival; two share one.
   */
  const storeFlood = async () => {
    const hourStart = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - HOUR_MS;
    const ids = Array.from({ length: BURST }, () => createMessageId());
    await Promise.all(
      ids.map((id, index) =>
        harness.db.doc(`Emails/${id}`).set({
          name: `Bot ${index}`,
          email: 'bot@example.com',
          message: 'Buy now',
          date: Timestamp.fromMillis(hourStart + 1_000 + Math.min(index, BURST - 2) * 10),
        }),
      ),
    );
    return { ids, hour: hourOf(new Date(hourStart)) };
  };

  it(`emails ${MAX_EMAILS_PER_HOUR} of ${BURST} messages, then one digest of the rest, and stores all`, async () => {
    const { ids, hour } = await storeFlood();

    const runs = await Promise.all(ids.map((id) => harness.trigger(id)));

    expect(harness.smtp.received).toHaveLength(MAX_EMAILS_PER_HOUR);
    expect(runs.filter((run) => run.outcome === 'held')).toHaveLength(BURST - MAX_EMAILS_PER_HOUR);
    // Each run of the digest job, even two at once, finds the hour over; one digest leaves.
    await Promise.all([
      sendHourlyDigests.run({ scheduleTime: new Date().toISOString() }),
      sendHourlyDigests.run({ scheduleTime: new Date().toISOString() }),
    ]);
    await sendHourlyDigests.run({ scheduleTime: new Date().toISOString() });

    expect(harness.smtp.received).toHaveLength(MAX_EMAILS_PER_HOUR + 1);
    const digest = harness.smtp.received.at(-1)!;
    expect(digest.envelope).toEqual({ from: OWNER, to: [OWNER] });
    const more = BURST - MAX_EMAILS_PER_HOUR;
    const [day, start] = [hour.slice(0, 10), `${hour.slice(11)}:00`];
    expect(digest.parsed.subject).toMatch(
      new RegExp(
        `^${more} more messages from your contact form \\(${day} ${start}–\\d\\d:00 UTC\\)$`,
      ),
    );
    expect(digest.parsed.text).toContain(
      `${more} more messages arrived between ${day} ${start} and`,
    );
    expect(digest.parsed.text).toContain(`after the ${MAX_EMAILS_PER_HOUR} emailed to you`);
    expect(digest.parsed.text).toContain('npm run inbox');
    expect(digest.parsed.text).toContain('/studio');
    expect((await harness.db.doc(`Mailbox/${hour}`).get()).data()).toMatchObject({
      state: 'sent',
      claims: 1,
    });

    const output: string[] = [];
    const target = ['--emulator', harness.project.address, '--project', harness.project.projectId];
    expect(await inbox([...target, '--json'], (line) => output.push(line))).toBe(0);
    const stored = JSON.parse(output.join('\n')) as { id: string; delivery: { state: string } }[];
    expect(stored.map(({ id }) => id).sort()).toEqual([...ids].sort());
    const states = stored.map(({ delivery }) => delivery.state);
    expect(states.filter((state) => state === 'sent')).toHaveLength(MAX_EMAILS_PER_HOUR);
    expect(states.filter((state) => state === 'held')).toHaveLength(more);
  });

  it('sends no digest for an hour within the bound', async () => {
    const { ids } = await storeFlood();
    // Only the first messages of the hour: none past the bound.
    for (const id of ids.slice(MAX_EMAILS_PER_HOUR)) await harness.db.doc(`Emails/${id}`).delete();

    await Promise.all(ids.slice(0, MAX_EMAILS_PER_HOUR).map((id) => harness.trigger(id)));
    await sendHourlyDigests.run({ scheduleTime: new Date().toISOString() });

    expect(harness.smtp.received).toHaveLength(MAX_EMAILS_PER_HOUR);
  });
});
