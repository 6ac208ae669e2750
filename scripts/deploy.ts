/**
 * `npm run deploy -- [FILE] --real --project ID [--credentials KEY.json]`: the owner's one
 * command after editing the content file. It writes FILE into Firestore (as `npm run seed`),
 * rebuilds the site so its prerendered HTML (what a first paint and a link preview show) holds
 * the new content, and deploys hosting and the rules with the Firebase CLI. Visitors with the
 * page open see the change live either way; the rebuild refreshes the static copy.
 */
import { spawnSync } from 'node:child_process';
import { appCheckReminder } from './lib/app-check-reminder';
import { parseArguments } from './lib/parse-target';
import { seed } from './seed';
import { runAsCommand } from './lib/run-as-command';

const USAGE = `Usage: npm run deploy -- [FILE] --real --project ID [--credentials KEY.json]
Seeds FILE (default mocks/portfolio.json) into the project, rebuilds dist/ from it and runs
firebase deploy --only hosting,firestore:rules. Needs the Firebase CLI (installed by npm ci)
logged in (npx firebase login), and the site's configuration in .env.local.`;

/**
 * The steps, each announced on a plain line: the build and the Firebase CLI print to the same
 * terminal, so a live line would be torn by their output.
 */
const STEPS = ['write the content into Firestore', 'build the site', 'deploy to Hosting'];

function announce(index: number): void {
  console.log(`\ndeploy: step ${index + 1} of ${STEPS.length}: ${STEPS[index]}`);
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

export async function deploy(argv: readonly string[]): Promise<number> {
  if (argv.includes('--help') || !argv.includes('--real')) {
    console.log(USAGE);
    return argv.includes('--help') ? 0 : 1;
  }
  const { target } = parseArguments(argv, process.env);
  announce(0);
  const seeded = await seed(argv);
  if (seeded !== 0) return seeded;
  // The build reads the published content with these credentials (see the README).
  const env = {
    ...process.env,
    ...(target.credentials ? { GOOGLE_APPLICATION_CREDENTIALS: target.credentials } : {}),
  };
  announce(1);
  const built = run('npm', ['run', 'build'], env);
  if (built !== 0) return built;
  announce(2);
  const deployed = run(
    'firebase',
    ['deploy', '--only', 'hosting,firestore:rules', '--project', target.projectId],
    env,
  );
  const reminder = await appCheckReminder();
  if (deployed === 0 && reminder) console.log(`\n${reminder}`);
  return deployed;
}

await runAsCommand(import.meta.url, deploy);
