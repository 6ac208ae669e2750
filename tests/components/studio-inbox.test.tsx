import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryStore, type MemoryStore } from '@/data/memory-store';
import { DAY_SECONDS } from '@/domain/send-limits';
import { StudioInbox } from '@/sections/studio-inbox/studio-inbox';
import { makeContent } from '../support/factories';
import { recordDelivery } from '../support/memory-deliveries';
import { renderStudioSection } from '../support/render-studio-section';

let sent = 0;
/** Stores a visitor's message as the contact form would, `minutesAgo` before now. */
async function receive(
  store: MemoryStore,
  {
    minutesAgo = 0,
    ...fields
  }: { name?: string; email?: string; message?: string; minutesAgo?: number } = {},
) {
  sent += 1;
  const id = `message${String(sent).padStart(13, '0')}`;
  await store.repository.insertMail({
    id,
    name: `Visitor ${sent}`,
    email: `visitor${sent}@example.com`,
    message: 'Hello there.',
    date: new Date(Date.now() - minutesAgo * 60_000),
    ...fields,
  });
  return id;
}

/** Whether the store holds the message from `name` as handled. */
function isHandled(store: MemoryStore, name: string): boolean {
  const message = store.listMessages().find((stored) => stored.name === name);
  return message !== undefined && store.stored.handled.has(message.id);
}

const messageFrom = (name: string) => screen.getByRole('article', { name });
const messageNames = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

/**
 * A store whose messages come from many visitors, as an inbox's do. The memory store counts the
 * sends of one visitor (the page), so its clock moves on a day at each, past every send limit.
 */
function inboxStore(): MemoryStore {
  let days = 0;
  return createMemoryStore(makeContent(), {
    now: () => new Date(Date.now() + (days += 1) * DAY_SECONDS * 1000),
  });
}

async function renderInbox(store = inboxStore()) {
  const rendered = renderStudioSection(<StudioInbox />, { store });
  await screen.findByRole('heading', { name: /^Messages/ });
  return rendered;
}

describe('StudioInbox', () => {
  it('says so when there are no messages', async () => {
    await renderInbox();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Messages$/);
  });

  it('lists messages newest first, and a new one at the top as it arrives', async () => {
    const store = inboxStore();
    await receive(store, { name: 'Older', minutesAgo: 60 });
    await receive(store, { name: 'Newer', minutesAgo: 5 });
    await renderInbox(store);
    await waitFor(() => expect(messageNames()).toEqual(['Newer', 'Older']));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Messages (2 unhandled)');

    await receive(store, { name: 'Newest' });
    await waitFor(() => expect(messageNames()).toEqual(['Newest', 'Newer', 'Older']));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Messages (3 unhandled)');
  });

  it('shows who wrote, when, and a mailto link only for a valid address', async () => {
    const store = inboxStore();
    await receive(store, { name: 'Ada', email: 'ada@example.com' });
    await receive(store, { name: 'Mallory', email: 'javascript:alert(1)', minutesAgo: 1 });
    await renderInbox(store);

    const ada = await screen.findByRole('article', { name: 'Ada' });
    expect(within(ada).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    const time = ada.querySelector('time');
    expect(time?.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(time?.textContent).not.toBe('');

    const mallory = messageFrom('Mallory');
    expect(within(mallory).queryByRole('link')).not.toBeInTheDocument();
    expect(within(mallory).getByText('javascript:alert(1)')).toBeInTheDocument();
  });

  it('shows a message as text, with its line breaks, never as HTML', async () => {
    const store = inboxStore();
    const hostile = '<img src=x onerror=alert(1)>\nSecond line <b>bold?</b>';
    await receive(store, { name: '<script>alert(2)</script>', message: hostile });
    await renderInbox(store);

    const article = await screen.findByRole('article', { name: '<script>alert(2)</script>' });
    const text = within(article).getByText((_, element) => element?.textContent === hostile);
    expect(text).toHaveClass('inbox-message-text');
    expect(article.querySelector('img, b, script')).toBeNull();
  });

  it('says where each message’s email is, live', async () => {
    const store = inboxStore();
    const waiting = await receive(store, { name: 'Waiting' });
    const sending = await receive(store, { name: 'Sending', minutesAgo: 1 });
    const emailed = await receive(store, { name: 'Emailed', minutesAgo: 2 });
    const failed = await receive(store, { name: 'Failed', minutesAgo: 3 });
    recordDelivery(store, sending, 'sending');
    recordDelivery(store, emailed, 'sent');
    recordDelivery(store, failed, 'failed', 'SMTP 535: authentication failed');
    await renderInbox(store);

    await screen.findByRole('article', { name: 'Waiting' });
    const words = (name: string) => messageFrom(name).querySelector('.inbox-delivery')?.textContent;
    expect(words('Waiting')).toBe('Not emailed yet');
    expect(words('Sending')).toBe('Sending the email');
    expect(words('Emailed')).toBe('Emailed to you');
    expect(words('Failed')).toBe('Email failed: SMTP 535: authentication failed');

    recordDelivery(store, waiting, 'sent');
    await waitFor(() => expect(words('Waiting')).toBe('Emailed to you'));
  });

  it('says when a delayed email is tried again, and which digest holds one past the hourly bound', async () => {
    const store = inboxStore();
    const retrying = await receive(store, { name: 'Retrying' });
    const held = await receive(store, { name: 'Held', minutesAgo: 1 });
    const nextAttemptAt = new Date('2026-11-26T10:35:00Z');
    recordDelivery(store, retrying, 'retrying', 'Connection refused (ECONNREFUSED)', {
      nextAttemptAt,
    });
    recordDelivery(store, held, 'held', undefined, { hour: '2026-11-26T09' });
    await renderInbox(store);

    const delivery = async (name: string) =>
      (await screen.findByRole('article', { name })).querySelector('.inbox-delivery');
    const readable = (date: Date) =>
      date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    const retryingWords = await delivery('Retrying');
    expect(retryingWords).toHaveTextContent(
      `Email delayed, trying again at ${readable(nextAttemptAt)} (Connection refused (ECONNREFUSED))`,
    );
    expect(retryingWords).toHaveAttribute('data-state', 'retrying');
    const heldWords = await delivery('Held');
    expect(heldWords).toHaveTextContent(
      `In the digest email for the hour from ${readable(new Date('2026-11-26T09:00:00Z'))} (more messages came that hour than are emailed one by one)`,
    );
    expect(heldWords).toHaveAttribute('data-state', 'held');

    // The sweep sends it at last: the card follows.
    recordDelivery(store, retrying, 'sent');
    await waitFor(() => expect(retryingWords).toHaveTextContent('Emailed to you'));
  });

  it('marks a message handled at once, and the store keeps it', async () => {
    const store = inboxStore();
    await receive(store, { name: 'Ada' });
    await receive(store, { name: 'Bob', minutesAgo: 1 });
    const { user, unmount } = await renderInbox(store);

    const handled = await screen.findByRole('checkbox', { name: 'Handled (the message from Ada)' });
    expect(handled).not.toBeChecked();
    await user.click(handled);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Messages (1 unhandled)'),
    );
    await waitFor(() => expect(isHandled(store, 'Ada')).toBe(true));

    unmount();
    await renderInbox(store);
    expect(
      await screen.findByRole('checkbox', { name: 'Handled (the message from Ada)' }),
    ).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Handled (the message from Bob)' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Messages (all handled)');
    await user.click(screen.getByRole('checkbox', { name: 'Handled (the message from Ada)' }));
    await waitFor(() => expect(isHandled(store, 'Ada')).toBe(false));
  });

  it('puts a refused handled mark back, and says why', async () => {
    const store = inboxStore();
    await receive(store, { name: 'Ada' });
    let refuse: (error: Error) => void = () => {};
    const { user } = renderStudioSection(<StudioInbox />, {
      store,
      overrides: {
        setMessageHandled: () => new Promise((_, reject) => (refuse = reject)),
      },
    });

    const handled = await screen.findByRole('checkbox', { name: 'Handled (the message from Ada)' });
    await user.click(handled);
    expect(handled).toBeChecked();
    refuse(new Error('Missing or insufficient permissions.'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not mark the message handled: Missing or insufficient permissions. It is shown as it was.',
    );
    expect(handled).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Messages (1 unhandled)');
    expect(isHandled(store, 'Ada')).toBe(false);
  });

  it('deletes a message only once confirmed, then focuses the next one', async () => {
    const store = inboxStore();
    await receive(store, { name: 'Ada' });
    await receive(store, { name: 'Bob', minutesAgo: 1 });
    await receive(store, { name: 'Cy', minutesAgo: 2 });
    const { user } = await renderInbox(store);

    const deleteBob = await screen.findByRole('button', { name: 'Delete the message from Bob' });
    await user.click(deleteBob);
    const question = screen.getByRole('group', { name: 'Delete the message from Bob?' });
    expect(within(question).getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'No, keep it' }));
    expect(screen.getByRole('button', { name: 'Delete the message from Bob' })).toHaveFocus();
    expect(store.listMessages()).toHaveLength(3);

    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete the message from Bob' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete the message from Bob' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(messageNames()).toEqual(['Ada', 'Cy']));
    expect(within(messageFrom('Cy')).getByRole('heading')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Deleted the message from Bob.');
    expect(store.listMessages().map((message) => message.name)).toEqual(['Ada', 'Cy']);

    await user.click(screen.getByRole('button', { name: 'Delete the message from Cy' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(messageNames()).toEqual(['Ada']));
    expect(within(messageFrom('Ada')).getByRole('heading')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete the message from Ada' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
  });

  it('keeps a message whose delete failed, and says why', async () => {
    const store = inboxStore();
    await receive(store, { name: 'Ada' });
    const { user } = await renderInbox(store);
    store.setFail(new Set(['save']));

    await user.click(await screen.findByRole('button', { name: 'Delete the message from Ada' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not delete the message: The change could not be saved (simulated failure).',
    );
    expect(messageFrom('Ada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete the message from Ada' })).toHaveFocus();
    expect(store.listMessages()).toHaveLength(1);
  });

  it('says when the messages cannot be loaded', async () => {
    renderStudioSection(<StudioInbox />, {
      overrides: {
        subscribeToInbox: (_onNext, onError) => {
          onError(new Error('Missing or insufficient permissions.'));
          return () => {};
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The messages could not be loaded.');
  });
});
