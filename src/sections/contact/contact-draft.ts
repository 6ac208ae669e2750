import {
  createMessageId,
  MESSAGE_ID_PATTERN,
  type ContactFormInput,
  type ContactFormValues,
} from '@/domain/contact-message';
import { tabStorage } from '@/domain/tab-storage';

export const DRAFT_KEY = 'portfolio.contact-draft';

/** What is kept: the fields as typed, and the id of the message once the draft was sent. */
interface StoredDraft extends Partial<ContactFormInput> {
  sent?: ContactFormValues & { id: string };
}

/** Where the draft is kept when session storage refuses, so a resend still reuses the id. */
let fallback: StoredDraft = {};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readStored(): StoredDraft | null {
  try {
    const kept = tabStorage()?.getItem(DRAFT_KEY);
    const parsed: unknown = kept === undefined ? fallback : JSON.parse(kept ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { name, email, message, sent } = parsed as Record<string, unknown>;
    const draft: StoredDraft = { name: text(name), email: text(email), message: text(message) };
    if (typeof sent === 'object' && sent !== null) {
      const fields = sent as Record<string, unknown>;
      if (typeof fields.id === 'string' && MESSAGE_ID_PATTERN.test(fields.id)) {
        draft.sent = {
          id: fields.id,
          name: text(fields.name),
          email: text(fields.email),
          message: text(fields.message),
        };
      }
    }
    return draft;
  } catch {
    return null;
  }
}

function writeStored(draft: StoredDraft): void {
  fallback = draft;
  try {
    tabStorage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the draft across a reload.
  }
}

/** What the visitor had typed before a reload in this tab, if anything. */
export function readContactDraft(): ContactFormInput | null {
  const draft = readStored();
  return (
    draft && { name: text(draft.name), email: text(draft.email), message: text(draft.message) }
  );
}

export function saveContactDraft(values: Partial<ContactFormInput>): void {
  const sent = readStored()?.sent;
  writeStored({ ...values, ...(sent && { sent }) });
}

/**
 * The document id of this message: chosen the first time it is sent and kept with the draft, so
 * every later send of the same text (after a failure or a reload) writes the same document. A
 * changed text is another message, with an id of its own.
 */
export function messageIdFor(values: ContactFormValues): string {
  const draft = readStored() ?? {};
  const { sent } = draft;
  if (
    sent &&
    sent.name === values.name &&
    sent.email === values.email &&
    sent.message === values.message
  ) {
    return sent.id;
  }
  const id = createMessageId();
  writeStored({ ...draft, sent: { ...values, id } });
  return id;
}

export function clearContactDraft(): void {
  fallback = {};
  try {
    tabStorage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
