/**
 * `npm run deploy -- --real --project ID [--credentials KEY.json] [--request ID]`: rebuilds the
 * site from what Firestore holds, so its prerendered HTML (what a first paint, a search engine
 * and a link preview get) catches up with the owner's edits, deploys hosting and the rules with
 * the Firebase CLI, and records in Firestore what it published (src/domain/publishing.ts), for
 * the studio. With `--content FILE` it first writes FILE into Firestore (as `npm run seed`); it
 * never does otherwise, so the studio's edits are never overwritten by a file.
 */
import { spawnSync } from 'node:child_process';
import { deleteApp, type App } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { connectAdminFirestore, USAGE_PROJECT_FLAGS, type Target } from './lib/admin-firestore';
import { clipText } from '../src/domain/clip';
import { appCheckReminder } from './lib/app-check-reminder';
import { currentCommit } from './lib/current-commit';
import { parseDeployOptions, seedArguments, type DeployOptions } from './lib/deploy-options';
import { markRequestFailed, markRequestRunning, recordPublished } from './lib/publish-record';
import {
  PUBLISHED_FILE,
  readPublishedFile,
  removePublishedFile,
  type PublishedFile,
} from './lib/published-file';
import { runAsCommand } from './lib/run-as-command';
import { seed } from './seed';

const USAGE = `Usage: npm run deploy -- --real --project ID [options]
Builds the site from what Firestore holds (npm run build), runs firebase deploy --only
hosting,firestore:rules, then records in Firestore what it published (Publishing/published),
which the studio compares with the content. Needs the Firebase CLI (installed by npm ci)
logged in or a service-account key, and the site's configuration in .env.local.
Options:
  --content FILE         first write FILE into Firestore, as npm run seed (FILE alone, before
                         the options, says the same); without it nothing is written but the record
  --request ID           the studio's PublishRequests/ID this deploy answers: marked running as
                         it starts, then published, or failed with the step that failed
  --dry-run              print the firebase deploy command instead of running it; the rest runs,
                         the record included (without --real, on the emulator, it is required)
  --emulator HOST:PORT   without --real: the Firestore emulator (default: $FIRESTORE_EMULATOR_HOST
                         or 127.0.0.1:8080)
${USAGE_PROJECT_FLAGS}`;

/** Why the deploy stopped, as the studio shows it on the request: the step that failed. */
class StepFailed extends Error {}

/** A reason is a line or two in the studio, whatever an error message holds. */
const MAX_REASON = 500;

export interface DeployParts {
  /**
   * `npm run build` with this environment: its exit status. It leaves `publishedFile`, the
   * versions it rendered. Tests give the prerender's own read instead of the whole build.
   */
  build?: (env: NodeJS.ProcessEnv) => Promise<number>;
  /** Where the build notes what it rendered (scripts/lib/published-file.ts). */
  publishedFile?: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): number {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.error) {
    console.error(`${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

const runBuild = async (env: NodeJS.ProcessEnv) => run('npm', ['run', 'build'], env);

/** The deploy's own Firestore client, opened when first needed (a failed seed needs none). */
function lazyFirestore(target: Target) {
  let opened: { db: Firestore; app: App } | undefined;
  return {
    get db(): Firestore {
      opened ??= connectAdminFirestore(target);
      return opened.db;
    },
    close: async () => {
      if (opened) await deleteApp(opened.app);
    },
  };
}

/** A build that read another project than the one deployed to must not be recorded there. */
function checkSource(published: PublishedFile, target: Target): void {
  const where = target.emulatorHost
    ? `the emulator's project ${target.projectId}`
    : target.projectId;
  const read = published.emulator
    ? `the emulator's project ${published.projectId} (at ${published.emulator})`
    : `project ${published.projectId}`;
  if (published.projectId !== target.projectId || !published.emulator !== !target.emulatorHost) {
    throw new StepFailed(
      `The build read ${read}, not ${where}: the site's configuration (VITE_FIREBASE_PROJECT_ID ` +
        'and VITE_FIRESTORE_EMULATOR_HOST in .env.local) names another',
    );
  }
}

/** Runs each step in turn; what the build rendered, once Hosting has it. */
async function runSteps(
  options: DeployOptions,
  { build, publishedFile }: Required<DeployParts>,
): Promise<PublishedFile> {
  const { target, content, dryRun } = options;
  const steps = [
    ...(content ? [`write ${content} into Firestore`] : []),
    'build the site from what Firestore holds',
    dryRun ? 'deploy to Hosting (a dry run)' : 'deploy to Hosting',
    'record what was published',
  ];
  let step = 0;
  const announce = () => {
    step += 1;
    console.log(`\ndeploy: step ${step} of ${steps.length}: ${steps[step - 1]}`);
  };
  if (content) {
    announce();
    let firstProblem = '';
    const fail = (line: string) => {
      firstProblem ||= line.replace(/[:;]\s*nothing was written:?$/, '');
      console.error(line);
    };
    if ((await seed(seedArguments(options), console.log, fail)) !== 0) {
      throw new StepFailed(
        `The content file could not be written into Firestore (${firstProblem})`,
      );
    }
  }
  // The build reads the published content with these credentials (see docs/firestore.md).
  const env = {
    ...process.env,
    ...(target.credentials ? { GOOGLE_APPLICATION_CREDENTIALS: target.credentials } : {}),
  };
  announce();
  // An earlier build's note must not pass for this one's, should this one stop before its own.
  await removePublishedFile(publishedFile);
  const built = await build(env);
  if (built !== 0) throw new StepFailed(`The build failed (npm run build exited ${built})`);
  const note = await readPublishedFile(publishedFile);
  if (!note.ok) throw new StepFailed(`The build recorded nothing it rendered (${note.message})`);
  checkSource(note.published, target);

  announce();
  const hosting = ['deploy', '--only', 'hosting,firestore:rules', '--project', target.projectId];
  if (dryRun) {
    console.log(`$ firebase ${hosting.join(' ')}   (a dry run: not run)`);
  } else {
    const deployed = run('firebase', hosting, env);
    if (deployed !== 0) {
      throw new StepFailed(`The Hosting deploy failed (firebase deploy exited ${deployed})`);
    }
  }
  announce();
  return note.published;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Says why the deploy stopped, and marks the request it answers failed with that reason. */
async function reportFailure(
  firestore: { readonly db: Firestore },
  request: string | undefined,
  reason: string,
): Promise<void> {
  console.error(`\ndeploy: ${reason}. Publishing/published is unchanged.`);
  if (!request) return;
  try {
    await markRequestFailed(firestore.db, request, clipText(reason, MAX_REASON));
    console.error(`deploy: publish request ${request} is marked failed.`);
  } catch (error) {
    console.error(
      `deploy: publish request ${request} could not be marked failed: ${messageOf(error)}`,
    );
  }
}

function describePublished({ profile, projects, resume, posts }: PublishedFile): string {
  const profileText = profile > 0 ? `the profile (version ${profile})` : 'no profile';
  return `${profileText}, ${Object.keys(projects).length} projects, ${Object.keys(resume).length} career entries and ${Object.keys(posts).length} posts`;
}

export async function deploy(
  argv: readonly string[],
  { build = runBuild, publishedFile = PUBLISHED_FILE }: DeployParts = {},
): Promise<number> {
  if (argv.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  const parsed = parseDeployOptions(argv, process.env);
  if (!parsed.ok) {
    console.error(parsed.message);
    console.log(USAGE);
    return 1;
  }
  const { options } = parsed;
  const { request, dryRun } = options;
  const commit = currentCommit();
  const firestore = lazyFirestore(options.target);
  try {
    // The request this deploy reports to: only one it took from asked (another deploy, or the
    // function's timeout, may have settled it already).
    let answering: string | undefined;
    if (request) {
      const marked = await markRequestRunning(firestore.db, request);
      if (marked.marked) {
        answering = request;
        console.log(`deploy: publish request ${request} is running`);
      } else {
        console.log(`deploy: ${marked.why}: it is left as it is, and the deploy goes on`);
      }
    }
    let published: PublishedFile;
    let answered: string[];
    try {
      published = await runSteps(options, { build, publishedFile });
      answered = await recordPublished(firestore.db, {
        versions: published,
        readAt: new Date(published.readAt),
        commit,
        request: answering,
      }).catch((error: unknown) => {
        throw new StepFailed(
          `The site is deployed, but recording what it published failed (${messageOf(error)})`,
        );
      });
    } catch (error) {
      // An error no step foresaw still ends the request, which would otherwise stay running.
      const reason =
        error instanceof StepFailed ? error.message : `The deploy stopped (${messageOf(error)})`;
      await reportFailure(firestore, answering, reason);
      if (!(error instanceof StepFailed)) throw error;
      return 1;
    }
    const requests =
      answered.length > 0
        ? `; publish request${answered.length > 1 ? 's' : ''} ${answered.join(', ')} published`
        : '';
    console.log(
      `deploy: recorded as published: ${describePublished(published)}, commit ${commit ?? 'unknown'}${requests}.`,
    );
    const reminder = dryRun ? null : await appCheckReminder();
    if (reminder) console.log(`\n${reminder}`);
    return 0;
  } finally {
    await firestore.close();
  }
}

await runAsCommand(import.meta.url, deploy);
