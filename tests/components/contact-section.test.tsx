import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/data/memory-store';
import type { NewContactMessage } from '@/domain/contact-message';
import { VisitorCheckError } from '@/domain/send-errors';
import { MESSAGES_PER_DAY, SEND_INTERVAL_SECONDS } from '@/domain/send-limits';
import { MIN_TIME_BEFORE_SEND_MS } from '@/sections/contact/send-guard';
import { pageAgeMs } from '@/ui/page-age';
import { takeConsoleErrors } from '../support/console-errors';
import { makeContent } from '../support/factories';
import { renderApp } from '../support/render-app';

async function renderContact(options: Parameters<typeof renderApp>[0] = {}) {
  const app = await renderApp(options);
  const form = await screen.findByRole('form', { name: 'Contact form' });
  return {
    ...app,
    form,
    name: within(form).getByLabelText('Name'),
    email: within(form).getByLabelText('Email'),
    message: within(form).getByLabelText('Your Message'),
    submit: within(form).getByRole('button', { name: 'Submit' }),
  };
}

describe('ContactSection', () => {
  it('has a heading and labelled fields, with Submit disabled while empty', async () => {
    const { submit } = await renderContact();
    expect(
      screen.getByRole('heading', { name: 'Get in touch' }).closest('section'),
    ).toHaveAttribute('id', 'contact');
    expect(submit).toBeDisabled();
  });

  it('shows a field error only once the field was touched', async () => {
    const { user, name, email, message } = await renderContact();
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
    await user.click(name);
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name');

    await user.type(name, 'J');
    expect(screen.getByText('Your name needs at least 2 characters')).toBeInTheDocument();
    await user.type(name, 'o');
    expect(screen.queryByText('Your name needs at least 2 characters')).not.toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'false');

    await user.type(email, 'jo@example');
    await user.tab();
    expect(screen.getByText(/valid email address/)).toBeInTheDocument();
    await user.clear(email);
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();

    await user.click(message);
    await user.tab();
    expect(screen.getByText('Please write a message')).toBeInTheDocument();
  });

  it('enables Submit only when every rule passes, and never submits an invalid form', async () => {
    const { user, name, email, message, submit, store } = await renderContact();
    await user.type(name, 'Jo');
    await user.type(email, 'jo@example.com');
    expect(submit).toBeDisabled();
    await user.type(message, 'Hello');
    await waitFor(() => expect(submit).toBeEnabled());

    await user.clear(email);
    await user.type(email, 'not-an-email');
    await waitFor(() => expect(submit).toBeDisabled());
    await user.type(message, '{Enter}');
    expect(store.listMessages()).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a spinner while sending, then the sent message, and stores the message', async () => {
    const { user, name, email, message, submit, form, store } = await renderContact({
      storeOptions: { latencyMs: 30 },
    });
    await user.type(name, ' Jo ');
    await user.type(email, 'jo@example.com');
    await user.type(message, 'Line one{Enter}Line two');
    await user.click(submit);

    // Each state is one live region, and focus follows it.
    expect(screen.getByRole('status')).toHaveTextContent('Sending your message');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(form).not.toBeVisible();
    const sent = await screen.findByText('Email sent. Expect a reply within 24 hours');
    expect(screen.getByRole('status')).toBe(sent);
    expect(sent).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();

    const [stored] = store.listMessages();
    expect(stored).toMatchObject({
      name: 'Jo',
      email: 'jo@example.com',
      message: 'Line one\nLine two',
    });
    expect(stored?.date).toBeInstanceOf(Date);
  });

  it('brings the form back with what was typed and an alert when sending fails', async () => {
    const { user, name, email, message, submit, form, store } = await renderContact({
      storeOptions: { fail: new Set(['send']) },
    });
    await user.type(name, 'Jo');
    await user.type(email, 'jo@example.com');
    await user.type(message, 'Please keep this text');
    await user.click(submit);

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(alert).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(form).toBeVisible();
    expect(name).toHaveValue('Jo');
    expect(email).toHaveValue('jo@example.com');
    expect(message).toHaveValue('Please keep this text');
    expect(screen.queryByText(/Email sent/)).not.toBeInTheDocument();
    const errors = takeConsoleErrors();
    expect(errors).toHaveLength(1);
    expect(String(errors[0]?.[0])).toContain('not sent');

    // Once the network is back, the same text goes out without retyping.
    store.setFail(new Set());
    await user.click(submit);
    expect(
      await screen.findByText('Email sent. Expect a reply within 24 hours'),
    ).toBeInTheDocument();
    expect(store.listMessages()).toHaveLength(1);
  });

  it('keeps a draft across a reload of the tab until it is sent', async () => {
    const first = await renderContact();
    await first.user.type(first.name, 'Jo');
    await first.user.type(first.message, 'Half a thought');
    first.unmount();

    const second = await renderContact();
    expect(second.name).toHaveValue('Jo');
    expect(second.message).toHaveValue('Half a thought');
    await second.user.type(second.email, 'jo@example.com');
    await waitFor(() => expect(second.submit).toBeEnabled());
    await second.user.click(second.submit);
    expect(await screen.findByText(/Email sent/)).toBeInTheDocument();
    second.unmount();

    const third = await renderContact();
    expect(third.name).toHaveValue('');
    expect(third.message).toHaveValue('');
  });

  it('pretends success and writes nothing when the honeypot is filled', async () => {
    const { user, form, name, email, message, submit, store } = await renderContact();
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(within(form).queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();

    await user.type(name, 'Spam Bot');
    await user.type(email, 'bot@example.com');
    await user.type(message, 'Buy now');
    if (honeypot) await user.type(honeypot, 'https://spam.example.com');
    await user.click(submit);
    expect(
      await screen.findByText('Email sent. Expect a reply within 24 hours'),
    ).toBeInTheDocument();
    expect(store.listMessages()).toEqual([]);
  });

  async function fillValidForm(contact: Awaited<ReturnType<typeof renderContact>>) {
    await contact.user.type(contact.name, 'Jo');
    await contact.user.type(contact.email, 'jo@example.com');
    await contact.user.type(contact.message, 'Hello there');
    await waitFor(() => expect(contact.submit).toBeEnabled());
  }

  it('sends a quick submission behind the spinner once the minimum time has passed', async () => {
    const contact = await renderContact();
    await fillValidForm(contact);
    const waited = 300;
    vi.mocked(pageAgeMs).mockReturnValue(MIN_TIME_BEFORE_SEND_MS - waited);
    await contact.user.click(contact.submit);

    // Nothing is refused: the spinner shows at once, and the send waits behind it.
    expect(screen.getByRole('status')).toHaveTextContent('Sending your message');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, waited / 2));
    expect(contact.store.listMessages()).toEqual([]);

    expect(await screen.findByText(/Email sent/)).toBeInTheDocument();
    expect(contact.store.listMessages()).toHaveLength(1);
  });

  it('sends every attempt of a draft under the one id it got when first sent, across a reload', async () => {
    const ids: string[] = [];
    const failing = vi.fn((message: NewContactMessage) => {
      ids.push(message.id);
      return Promise.reject(new Error('offline'));
    });
    const first = await renderContact({ overrides: { insertMail: failing } });
    await fillValidForm(first);
    await first.user.click(first.submit);
    expect(await within(first.form).findByRole('alert')).toHaveTextContent('not sent');
    await first.user.click(first.submit);
    await waitFor(() => expect(ids).toHaveLength(2));
    first.unmount();

    // A reload: the draft comes back, and its next send is the same document.
    const second = await renderContact();
    await waitFor(() => expect(second.submit).toBeEnabled());
    await second.user.click(second.submit);
    expect(await screen.findByText(/Email sent/)).toBeInTheDocument();
    const stored = second.store.listMessages();
    expect(stored).toHaveLength(1);
    expect(ids[0]).toMatch(/^[A-Za-z0-9]{20}$/);
    expect([...ids, stored[0]?.id]).toEqual([ids[0], ids[0], ids[0]]);
    expect(takeConsoleErrors()).toHaveLength(2);
  });

  it('gives a changed text a new id, and a new draft after a sent one', async () => {
    const ids: string[] = [];
    let later = 0;
    const store = createMemoryStore(makeContent(), {
      now: () => new Date(Date.now() + later),
    });
    const recording = (message: NewContactMessage) => {
      ids.push(message.id);
      return ids.length === 1
        ? Promise.reject(new Error('offline'))
        : store.repository.insertMail(message);
    };
    const first = await renderContact({ store, overrides: { insertMail: recording } });
    await fillValidForm(first);
    await first.user.click(first.submit);
    await within(first.form).findByRole('alert');
    await first.user.type(first.message, ', again');
    await first.user.click(first.submit);
    expect(await screen.findByText(/Email sent/)).toBeInTheDocument();
    first.unmount();

    // The next visit comes once a visitor may send again.
    later = SEND_INTERVAL_SECONDS * 1000;
    const second = await renderContact({ store, overrides: { insertMail: recording } });
    await fillValidForm(second);
    await second.user.click(second.submit);
    expect(await screen.findByText(/Email sent/)).toBeInTheDocument();
    expect(new Set(ids).size).toBe(3);
    expect(store.listMessages().map((message) => message.message)).toEqual([
      'Hello there, again',
      'Hello there',
    ]);
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it('sends nothing while the browser is offline, keeps the text, and sends once back', async () => {
    const contact = await renderContact();
    await fillValidForm(contact);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await contact.user.click(contact.submit);

    expect(within(contact.form).getByRole('alert')).toHaveTextContent('You seem to be offline');
    expect(within(contact.form).getByRole('alert')).toHaveFocus();
    expect(contact.store.listMessages()).toEqual([]);
    expect(contact.name).toHaveValue('Jo');

    onLine.mockReturnValue(true);
    await contact.user.click(contact.submit);
    expect(await screen.findByText(/Email sent/)).toBeInTheDocument();
    expect(contact.store.listMessages()).toHaveLength(1);
  });

  it('writes one message for a double click on Submit', async () => {
    const contact = await renderContact({ storeOptions: { latencyMs: 50 } });
    await fillValidForm(contact);
    await contact.user.dblClick(contact.submit);
    expect(await screen.findByText(/Email sent/)).toBeInTheDocument();
    expect(contact.store.listMessages()).toHaveLength(1);
  });

  it('says when App Check refused the visitor, keeping the text', async () => {
    const contact = await renderContact({
      overrides: { insertMail: () => Promise.reject(new VisitorCheckError('throttled')) },
    });
    await fillValidForm(contact);
    await contact.user.click(contact.submit);
    expect(await within(contact.form).findByRole('alert')).toHaveTextContent(
      'could not confirm that this browser is not a bot',
    );
    expect(contact.message).toHaveValue('Hello there');
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  /** A memory store whose clock the test moves, as time passing would. */
  function storeWithClock() {
    let later = 0;
    const store = createMemoryStore(makeContent(), {
      now: () => new Date(Date.now() + later),
    });
    return { store, pass: (seconds: number) => (later += seconds * 1000) };
  }

  it('asks a visitor who sends again too soon to wait, keeping the text, and sends once they may', async () => {
    const { store, pass } = storeWithClock();
    const first = await renderContact({ store });
    await fillValidForm(first);
    await first.user.click(first.submit);
    expect(await screen.findByText(/Email sent/)).toBeInTheDocument();
    first.unmount();

    // The same visitor at once, in the page opened again, with another message.
    const second = await renderContact({ store });
    await fillValidForm(second);
    await second.user.type(second.message, ', and more');
    await second.user.click(second.submit);
    const alert = await within(second.form).findByRole('alert');
    expect(alert.textContent).toMatch(
      /^Please wait (\d+) seconds before sending another message\. Nothing you typed was lost\.$/,
    );
    const seconds = Number(/wait (\d+)/.exec(alert.textContent ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(SEND_INTERVAL_SECONDS - 5);
    expect(seconds).toBeLessThanOrEqual(SEND_INTERVAL_SECONDS);
    expect(alert).toHaveFocus();
    expect(second.form).toBeVisible();
    expect(second.message).toHaveValue('Hello there, and more');
    expect(store.listMessages()).toHaveLength(1);
    // Being asked to wait is no failure of the site.
    expect(takeConsoleErrors()).toEqual([]);

    pass(SEND_INTERVAL_SECONDS);
    await second.user.click(second.submit);
    expect(await screen.findByText(/Email sent/)).toBeInTheDocument();
    expect(store.listMessages().map((message) => message.message)).toEqual([
      'Hello there',
      'Hello there, and more',
    ]);
  });

  it("says when the day's messages are sent, keeping the text", async () => {
    const { store, pass } = storeWithClock();
    for (let sent = 0; sent < MESSAGES_PER_DAY; sent += 1) {
      await store.repository.insertMail({
        id: `Sent${String(sent).padStart(16, '0')}`,
        name: 'Jo',
        email: 'jo@example.com',
        message: `Message ${sent}`,
        date: new Date(),
      });
      pass(SEND_INTERVAL_SECONDS);
    }
    const contact = await renderContact({ store });
    await fillValidForm(contact);
    await contact.user.click(contact.submit);
    const alert = await within(contact.form).findByRole('alert');
    expect(alert).toHaveTextContent(
      'You have sent as many messages today as a day allows. Nothing you typed was lost: please try again in 24 hours.',
    );
    expect(alert).toHaveFocus();
    expect(contact.message).toHaveValue('Hello there');
    expect(store.listMessages()).toHaveLength(MESSAGES_PER_DAY);
    expect(takeConsoleErrors()).toEqual([]);
  });
});
