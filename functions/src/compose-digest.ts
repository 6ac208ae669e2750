import type { SendMailOptions } from 'nodemailer';
import type { OwnerConfig } from './compose-email.js';
import { hourEnd, hourStart } from './mailbox.js';

const minute = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

/**
 * The owner's one email for an hour that brought more messages than the hour's bound: how many
 * more arrived, and where to read them. Nothing a visitor typed is in it.
 */
export function composeDigest(
  hour: string,
  { emailed, held }: { emailed: number; held: number },
  config: OwnerConfig,
): SendMailOptions {
  const from = minute(hourStart(hour));
  const to = minute(hourEnd(hour)).slice(11);
  const more = held === 1 ? '1 more message' : `${held} more messages`;
  const project = encodeURIComponent(config.projectId);
  const text = [
    `${more} arrived between ${from} and ${to} UTC, after the ${emailed} emailed to you`,
    'that hour. They are stored, not emailed one by one. Read them:',
    '',
    `- in your studio's inbox: https://${project}.web.app/studio/messages (or /studio/messages on your own domain)`,
    `- with npm run inbox -- --real --project ${config.projectId}`,
    `- in the Firebase console: https://console.firebase.google.com/project/${project}/firestore/databases/-default-/data/~2FEmails`,
    '',
    '--',
    'The function emails you at most MAX_EMAILS_PER_HOUR messages an hour (a parameter of the',
    'function), and one digest like this for each hour that goes past it.',
    '',
  ].join('\n');
  return {
    from: { name: 'Portfolio contact form', address: config.owner },
    to: config.owner,
    subject: `${more} from your contact form (${from}–${to} UTC)`,
    text,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
