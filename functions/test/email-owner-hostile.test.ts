// @vitest-environment node
/**
 * What a visitor types cannot add a header or a recipient, make the email HTML, or be cut
 * short. The hostile messages are stored with the rules bypassed: the function must be safe
 * whatever the rules let through.
 */
import { expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '@/domain/contact-message';
import { describeOnEmulator } from '../../tests/support/emulator-project';
import { OWNER, RUN_TIMEOUT_MS, useFunctionHarness } from './support/use-function-harness';

describeOnEmulator('emailOwnerOnNewMessage: hostile input', { timeout: RUN_TIMEOUT_MS }, () => {
  const harness = useFunctionHarness('email-owner-hostile');

  const deliverOne = async (fields: { name: string; email: string; message: string }) => {
    await harness.trigger(await harness.storeAsOwner(fields));
    expect(harness.smtp.received).toHaveLength(1);
    const [email] = harness.smtp.received;
    // Wherever the headers say, the email went to the owner only.
    expect(email?.envelope.to).toEqual([OWNER]);
    const headers = email!.raw.slice(0, email!.raw.indexOf('\r\n\r\n'));
    return { ...email!, headers };
  };

  it.each([
    ['CR/LF', 'Eve\r\nBcc: victim@example.net\r\nX-Injected: yes'],
    ['LF', 'Eve\nBcc: victim@example.net\nX-Injected: yes'],
    ['CR', 'Eve\rBcc: victim@example.net\rX-Injected: yes'],
    ['U+2028', 'Eve\u2028Bcc: victim@example.net\u2028X-Injected: yes'],
  ])('keeps a name with %s on one line, adding no header', async (_case, name) => {
    const { headers, parsed } = await deliverOne({
      name,
      email: 'eve@example.com',
      message: 'Hi',
    });
    expect(headers).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.subject).toBe('New message from Eve Bcc: victim@example.net X-Injected: yes');
    expect(parsed.replyTo).toMatchObject({
      value: [{ address: 'eve@example.com', name: 'Eve Bcc: victim@example.net X-Injected: yes' }],
    });
  });

  it.each([
    ['a right-to-left override', 'Eve \u202egnp.exe', 'Eve gnp.exe'],
    ['isolates and embeddings', '\u2067Eve\u2069 \u202bBob\u202c', 'Eve Bob'],
    ['zero-width characters', 'E\u200bv\u200de\ufeff\u2060\u00ad', 'Eve'],
  ])('removes %s (format characters) from the name and subject', async (_case, name, shown) => {
    const { parsed } = await deliverOne({ name, email: 'eve@example.com', message: 'Hi' });
    expect(parsed.subject).toBe(`New message from ${shown}`);
    expect(parsed.text).toContain(`Name:    ${shown}\n`);
    expect(parsed.replyTo).toMatchObject({ value: [{ address: 'eve@example.com', name: shown }] });
  });

  it.each([
    ['CR/LF and a header', 'eve@example.com\r\nBcc: victim@example.net'],
    ['a second address', 'eve@example.com, victim@example.net'],
    ['a display name', '"Owner" <victim@example.net>'],
    ['angle brackets', 'eve@example.com>victim@example.net'],
    ['a group', 'friends:victim@example.net;'],
    ['no domain', 'eve@localhost'],
  ])('sets no Reply-To for an address with %s', async (_case, email) => {
    const { headers, parsed } = await deliverOne({ name: 'Eve', email, message: 'Hi' });
    expect(headers).not.toMatch(/^(Bcc|Reply-To):/im);
    expect(parsed.replyTo).toBeUndefined();
    expect(parsed.text).toContain('no Reply-To was set');
  });

  it('sends markup as text, never as HTML', async () => {
    const markup = '<b>Bold</b> <a href="https://evil.example">link</a><script>alert(1)</script>';
    const { parsed } = await deliverOne({
      name: '<i>Eve</i>',
      email: 'eve@example.com',
      message: markup,
    });
    expect(parsed.html).toBe(false);
    expect(parsed.headers.get('content-type')).toMatchObject({ value: 'text/plain' });
    expect(parsed.text).toContain(`\n${markup}\n`);
    expect(parsed.subject).toBe('New message from <i>Eve</i>');
  });

  it('delivers whole a message with an SMTP end-of-data line in it', async () => {
    const message =
      'Before\r\n.\r\nMAIL FROM:<eve@example.com>\r\nRCPT TO:<victim@example.net>\r\n.\r\nAfter';
    const { parsed } = await deliverOne({ name: 'Eve', email: 'eve@example.com', message });
    expect(parsed.text).toContain(`\n${message.replaceAll('\r\n', '\n')}\n`);
  });

  it.each([
    ['one unbroken line', 'x'.repeat(MESSAGE_MAX_LENGTH)],
    ['accented letters and emoji', 'é😀 '.repeat(MESSAGE_MAX_LENGTH / 4)],
    ['many lines', 'A line of text.\n'.repeat(MESSAGE_MAX_LENGTH).slice(0, MESSAGE_MAX_LENGTH)],
  ])(`delivers whole a ${MESSAGE_MAX_LENGTH}-character message: %s`, async (_case, message) => {
    expect(message).toHaveLength(MESSAGE_MAX_LENGTH);
    const { parsed, raw } = await deliverOne({ name: 'Eve', email: 'eve@example.com', message });
    expect(parsed.text).toContain(`\n${message}\n`);
    // SMTP allows 998 characters a line: a long line must have been encoded, not cut.
    expect(Math.max(...raw.split('\r\n').map((line) => line.length))).toBeLessThanOrEqual(998);
  });
});
