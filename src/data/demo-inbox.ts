import { isRecord } from '@/domain/is-record';
import { readTabJson, tabStorage, writeTabJson } from '@/domain/tab-storage';
import type { StoredDocuments, StoredMessage } from './memory-store';

/**
 * Where the offline demo keeps the messages sent from its contact form, and which the owner
 * marked handled: for the tab, as its content is kept (demo-documents.ts), so a message sent
 * on the home page is in the demo studio's inbox when the tab opens /studio.
 */
const KEY = 'portfolio.demo-inbox';

export type DemoInbox = Pick<StoredDocuments, 'messages' | 'handled'>;

const TEXT_FIELDS = ['id', 'name', 'email', 'message'] as const;

function readMessage(value: unknown): StoredMessage | null {
  if (!isRecord(value) || !TEXT_FIELDS.every((field) => typeof value[field] === 'string')) {
    return null;
  }
  const date = new Date(typeof value.date === 'string' ? value.date : Number.NaN);
  if (Number.isNaN(date.getTime())) return null;
  const [id, name, email, message] = TEXT_FIELDS.map((field) => value[field] as string);
  return { id: id!, name: name!, email: email!, message: message!, date };
}

/** The inbox this tab kept, or null when there is none or it is not in this format. */
export function loadDemoInbox(storage = tabStorage()): DemoInbox | null {
  const saved = readTabJson(KEY, storage);
  if (!isRecord(saved) || !Array.isArray(saved.messages) || !Array.isArray(saved.handled)) {
    return null;
  }
  const messages = saved.messages.map(readMessage);
  if (messages.some((message) => message === null)) return null;
  const handled = saved.handled.filter((id): id is string => typeof id === 'string');
  return { messages: messages as StoredMessage[], handled: new Set(handled) };
}

/** Keeps the inbox for the tab; where storage is full or forbidden, it is not. */
export function saveDemoInbox({ messages, handled }: DemoInbox, storage = tabStorage()): void {
  writeTabJson(KEY, { messages, handled: [...handled] }, storage);
}
