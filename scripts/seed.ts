/** `npm run seed [-- FILE] [target flags]`: imports a content file into Firestore. */
import { readFile } from 'node:fs/promises';
import { deleteApp } from 'firebase-admin/app';
import { validatePortfolioFile } from '../src/domain/portfolio-file';
import { RESUME_SECTIONS } from '../src/domain/resume-sections';
import { connectAdminFirestore, USAGE_TARGET } from './lib/admin-firestore';
import { writeContent } from './lib/firestore-content';
import { parseArguments } from './lib/parse-target';
import { runAsCommand } from './lib/run-as-command';

const USAGE = `Usage: npm run seed -- [FILE] [options]
Writes FILE (default mocks/portfolio.json) into Firestore: User/user, one document per
project, one per career entry (Resume/<section>-<n>) and one per post (Posts/<slug>);
projects, entries and posts missing from the file are deleted. Nothing is written if FILE is
invalid.
${USAGE_TARGET}`;

export async function seed(
  argv: readonly string[],
  log = console.log,
  fail = console.error,
): Promise<number> {
  if (argv.includes('--help')) {
    log(USAGE);
    return 0;
  }
  const { target, positional } = parseArguments(argv, process.env);
  const file = positional[0] ?? 'mocks/portfolio.json';
  let input: unknown;
  try {
    input = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    fail(
      `${file}: cannot read it as JSON (${error instanceof Error ? error.message : String(error)})`,
    );
    return 1;
  }
  const result = validatePortfolioFile(input);
  if (!result.ok) {
    fail(`${file} is not a valid content file; nothing was written:`);
    result.problems.forEach((problem) => fail(`  ${problem}`));
    return 1;
  }
  const { db, app } = connectAdminFirestore(target);
  const where = target.emulatorHost
    ? `the emulator at ${target.emulatorHost}`
    : `project ${target.projectId}`;
  try {
    // One transaction: every document lands at once, so there is no document i of n to tell.
    const { projects, resume, posts } = result.content;
    const entries = RESUME_SECTIONS.reduce((count, section) => count + resume[section].length, 0);
    const what = `the profile, ${projects.length} projects, ${entries} career entries and ${posts.length} posts`;
    log(`Writing ${what} to ${where} in one transaction…`);
    const { removed, removedEntries, removedPosts } = await writeContent(db, result.content);
    const removals = [
      ...(removed.length > 0 ? [`removed ${removed.join(', ')}`] : []),
      ...(removedEntries.length > 0 ? [`removed career entries ${removedEntries.join(', ')}`] : []),
      ...(removedPosts.length > 0 ? [`removed posts ${removedPosts.join(', ')}`] : []),
    ];
    log(`Wrote ${what} to ${where}${removals.map((removal) => `; ${removal}`).join('')}.`);
    return 0;
  } finally {
    await deleteApp(app);
  }
}

await runAsCommand(import.meta.url, seed);
