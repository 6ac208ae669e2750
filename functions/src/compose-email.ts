import type { SendMailOptions } from 'nodemailer';

/** A message as the page stores it in `Emails` (see src/domain/contact-message.ts). */
export interface StoredMessage {
  name: string;
  email: string;
  message: string;
  date: Date | null;
}

export interface OwnerConfig {
  /** The owner's address: the email's sender and its only recipient. */
  owner: string;
  /** The Firebase project, for the link to the message in the console. */
  projectId: string;
}

// Line breaks end a header (and U+2028/U+2029 end a line in some clients); the other control
// characters have no business in a name or an address.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** Text that stays on one line: control characters become spaces, runs of space one space. */
export function toOneLine(value: string, maxLength: number): string {
  return value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim().slice(0, maxLength);
}

// Invisible characters that change how text around them is shown: a right-to-left override can
// make a name read as something else in the owner's mail client (category Cf: bidirectional
// overrides and isolates, zero-width spaces and joiners, soft hyphens and the like).
const FORMAT_CHARACTERS = /\p{Cf}/gu;

// One plain address and nothing else: no display name, no list, no group, no comment, no
// quoting, no spaces. A stricter test than the rules' so that nodemailer's address parser can
// never read more than one recipient into it.
const SINGLE_ADDRESS = /^[^\s@<>()[\]",;:\\]+@[^\s@<>()[\]",;:\\.]+(\.[^\s@<>()[\]",;:\\.]+)+$/;

export function isSingleAddress(value: string): boolean {
  return value.length <= 254 && SINGLE_ADDRESS.test(value);
}

/** The visitor's text as sent: every line break as \n, other control characters (bar tab) out. */
function toBodyText(value: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}

function formatDate(date: Date | null): string {
  if (!date) return 'unknown';
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

export function consoleLink(projectId: string, messageId: string): string {
  const path = encodeURIComponent(`/Emails/${messageId}`).replaceAll('%', '~');
  return `https://console.firebase.google.com/project/${encodeURIComponent(projectId)}/firestore/databases/-default-/data/${path}`;
}

/**
 * The owner's email for one message. Nothing the visitor typed can add a header, a recipient
 * or markup: the email is plain text only, addresses are objects that nodemailer encodes, the
 * name is one line, and the visitor's address becomes the Reply-To only when it is one plain
 * address.
 */
export function composeEmail(
  messageId: string,
  stored: StoredMessage,
  config: OwnerConfig,
): SendMailOptions {
  const name = toOneLine(stored.name.replace(FORMAT_CHARACTERS, ''), 100) || 'a visitor';
  const email = toOneLine(stored.email, 254);
  const canReply = isSingleAddress(email);
  const text = [
    `Name:    ${name}`,
    `Email:   ${email}${canReply ? '' : ' (not a single plain address: no Reply-To was set)'}`,
    `Date:    ${formatDate(stored.date)}`,
    '',
    toBodyText(stored.message),
    '',
    '--',
    canReply
      ? `Reply to this email to answer ${name}.`
      : 'Check the address before you write to it.',
    `The message in the Firebase console: ${consoleLink(config.projectId, messageId)}`,
    '',
  ].join('\n');
  return {
    from: { name: 'Portfolio contact form', address: config.owner },
    to: config.owner,
    ...(canReply ? { replyTo: { name, address: email } } : {}),
    subject: `New message from ${name}`,
    text,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
