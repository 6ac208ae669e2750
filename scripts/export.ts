/** `npm run export [-- FILE] [--emails FILE] [target flags]`: the reverse of seed. */
import { writeFile } from 'node:fs/promises';
import { deleteApp } from 'firebase-admin/app';
import { connectAdminFirestore, USAGE_TARGET } from './lib/admin-firestore';
import { readContent, readMessages } from './lib/firestore-content';
import { parseArguments } from './lib/parse-target';
import { runAsCommand } from './lib/run-as-command';

const USAGE = `Usage: npm run export -- [FILE] [--emails FILE] [options]
Reads User/user, Projects and Resume into the content file format, to FILE or standard output.
--emails FILE also writes the visitors' messages (collection Emails) to FILE.
${USAGE_TARGET}`;

export async function exportContent(argv: readonly string[], log = console.log): Promise<number> {
  if (argv.includes('--help')) {
    log(USAGE);
    return 0;
  }
  const { target, positional, flags } = parseArguments(argv, process.env);
  const { db, app } = connectAdminFirestore(target);
  try {
    const content = JSON.stringify(await readContent(db), null, 2) + '\n';
    if (positional[0]) await writeFile(positional[0], content);
    else log(content);
    const emailsFile = flags.get('emails');
    if (emailsFile)
      await writeFile(emailsFile, JSON.stringify(await readMessages(db), null, 2) + '\n');
    return 0;
  } finally {
    await deleteApp(app);
  }
}

await runAsCommand(import.meta.url, exportContent);
