/** `npm run inbox [-- --since DATE] [--json] [target flags]`: the visitors' messages, newest first. */
import { deleteApp } from 'firebase-admin/app';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { connectAdminFirestore, USAGE_TARGET } from './lib/admin-firestore';
import { parseArguments } from './lib/parse-target';
import { runAsCommand } from './lib/run-as-command';

const USAGE = `Usage: npm run inbox -- [--since DATE] [--json] [options]
Lists the visitors' messages (collection Emails), newest first: date, name, address and the
first line of each, and "email failed" where the Cloud Function could not email it.
--since DATE   only messages from DATE on (2026-11-01, or 2026-11-01T09:00:00Z)
--json         every field of each message, its whole text included, as JSON
${USAGE_TARGET}`;

export interface InboxMessage {
  id: string;
  date: string | null;
  name: string;
  email: string;
  message: string;
  /** The Cloud Function's record: sending, sent or failed; null where it has none. */
  delivery: { state: string; error?: string } | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function readInbox(db: Firestore, since: Date | undefined): Promise<InboxMessage[]> {
  let query = db.collection('Emails').orderBy('date', 'desc');
  if (since) query = query.where('date', '>=', Timestamp.fromDate(since));
  const messages = await query.get();
  if (messages.empty) return [];
  const deliveries = await db.getAll(
    ...messages.docs.map((entry) => db.collection('Deliveries').doc(entry.id)),
  );
  return messages.docs.map((entry, index) => {
    const data = entry.data();
    const delivery = deliveries[index]?.data();
    return {
      id: entry.id,
      date: data.date instanceof Timestamp ? data.date.toDate().toISOString() : null,
      name: text(data.name),
      email: text(data.email),
      message: text(data.message),
      delivery: delivery
        ? {
            state: text(delivery.state),
            ...(delivery.error ? { error: text(delivery.error) } : {}),
          }
        : null,
    };
  });
}

// Visitors wrote this text: no control character of theirs reaches the owner's terminal (an
// escape sequence could rewrite what the terminal shows).
const oneLine = (value: string) =>
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();

function formatLine(message: InboxMessage): string {
  const date = message.date ? `${message.date.slice(0, 16).replace('T', ' ')} UTC` : 'no date';
  const firstLine = message.message.split(/\r\n|\r|\n/).find((line) => line.trim()) ?? '';
  const preview = oneLine(firstLine);
  const failed = message.delivery?.state === 'failed' ? '  [email failed]' : '';
  return `${date}  ${oneLine(message.name)} <${oneLine(message.email)}>  ${
    preview.length > 80 ? `${preview.slice(0, 79)}…` : preview
  }${failed}`;
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
  const { db, app } = connectAdminFirestore(target);
  try {
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
