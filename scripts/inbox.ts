/**
 * `npm run inbox [-- --since DATE] [--json] [--resend ID] [target flags]`: the visitors'
 * messages, newest first, with what became of each one's email; or one failed email sent again.
 */
import { deleteApp } from 'firebase-admin/app';
import { connectAdminFirestore, USAGE_TARGET } from './lib/admin-firestore';
import { readInbox, type InboxDelivery, type InboxMessage } from './lib/inbox-messages';
import { parseArguments } from './lib/parse-target';
import { resendEmail, type ResendResult } from './lib/resend-email';
import { runAsCommand } from './lib/run-as-command';

const USAGE = `Usage: npm run inbox -- [--since DATE] [--json] [--resend ID] [options]
Lists the visitors' messages (collection Emails), newest first: date, name, address and the
first line of each, and what became of its email to you (the Cloud Function's record):
emailed; sending; retrying (after a passing failure, with the next attempt and the error);
in the hourly digest (past the hour's bound of emails); failed (with the reason); or no
email yet (the function has not run for it, or is not deployed).
--since DATE   only messages from DATE on (2026-11-01, or 2026-11-01T09:00:00Z)
--json         every field of each message, its whole text included, and its email's record,
               as JSON
--resend ID    puts the failed email of message ID back to be sent: the function's next sweep
               (every 5 minutes, once deployed) sends it, and retries it for 24 hours
${USAGE_TARGET}`;

// Visitors wrote this text (and a mail server the errors): no control character of theirs
// reaches the owner's terminal, where an escape sequence could rewrite what is shown, and no
// format character (a right-to-left override, a zero-width space) changes how it reads.
const oneLine = (value: string) =>
  value
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

const minute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

function describeEmail(delivery: InboxDelivery | null): string {
  if (!delivery) return 'no email yet';
  const error = delivery.error ? `: ${oneLine(delivery.error)}` : '';
  switch (delivery.state) {
    case 'sent':
      return 'emailed';
    case 'sending':
      return 'email sending';
    case 'retrying':
      return `email retrying${
        delivery.nextAttemptAt ? `, next attempt ${minute(delivery.nextAttemptAt)}` : ''
      }${error}`;
    case 'held':
      return delivery.hour
        ? `in the digest of ${minute(`${delivery.hour}:00`)}`
        : 'in an hourly digest';
    case 'failed':
      return `email failed${error}`;
    default:
      return `email ${oneLine(delivery.state)}`;
  }
}

function formatLine(message: InboxMessage): string {
  const date = message.date ? minute(message.date) : 'no date';
  const firstLine = message.message.split(/\r\n|\r|\n/).find((line) => line.trim()) ?? '';
  const preview = oneLine(firstLine);
  return `${date}  ${oneLine(message.name)} <${oneLine(message.email)}>  ${
    preview.length > 80 ? `${preview.slice(0, 79)}…` : preview
  }  [${describeEmail(message.delivery)}]`;
}

function describeResend(id: string, result: ResendResult): string {
  if (result.resent)
    return `The email of message ${id} is due again now (${minute(result.dueAt.toISOString())}): the Cloud Function's next sweep (every 5 minutes) sends it, and retries it for 24 hours. npm run inbox shows how it goes.`;
  if (result.reason === 'no-message') return `No message ${id}.`;
  if (result.reason === 'no-record')
    return `Message ${id} has no email record yet: the function has not run for it (is it deployed?).`;
  return `The email of message ${id} has not failed (it is ${oneLine(result.state ?? '')}): nothing to resend.`;
}

export async function inbox(
  argv: readonly string[],
  log = console.log,
  fail = console.error,
): Promise<number> {
  if (argv.includes('--help')) {
    log(USAGE);
    return 0;
  }
  const { target, flags } = parseArguments(argv, process.env, ['json']);
  const sinceFlag = flags.get('since');
  const since = sinceFlag === undefined ? undefined : new Date(sinceFlag);
  if (since && Number.isNaN(since.getTime())) {
    fail(`--since ${sinceFlag}: not a date (write 2026-11-01 or 2026-11-01T09:00:00Z)`);
    return 1;
  }
  const resend = flags.get('resend');
  if (resend === '') {
    fail('--resend needs the id of a message (npm run inbox -- --json shows each id).');
    return 1;
  }
  const { db, app } = connectAdminFirestore(target);
  try {
    if (resend !== undefined) {
      const result = await resendEmail(db, resend, new Date());
      (result.resent ? log : fail)(describeResend(resend, result));
      return result.resent ? 0 : 1;
    }
    const messages = await readInbox(db, since);
    if (flags.get('json') === 'true') log(JSON.stringify(messages, null, 2));
    else if (messages.length === 0) log(since ? `No messages since ${sinceFlag}.` : 'No messages.');
    else messages.forEach((message) => log(formatLine(message)));
    return 0;
  } finally {
    await deleteApp(app);
  }
}

await runAsCommand(import.meta.url, inbox);
