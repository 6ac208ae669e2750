import type { InboxMessage } from '@/domain/studio-content';

/** Whom a message is from, for labels and announcements: its name, else its address. */
export const describeSender = ({ name, email }: InboxMessage): string =>
  name || email || 'an unnamed sender';
