import type { Target } from './admin-firestore';
import { parseArguments } from './parse-target';

/** What `npm run deploy` was asked to do. */
export interface DeployOptions {
  target: Target;
  /** The content file to seed first; none to publish what Firestore holds. */
  content: string | undefined;
  /** The `PublishRequests/<id>` this deploy answers. */
  request: string | undefined;
  /** Prints the Hosting deploy instead of running it. */
  dryRun: boolean;
}

/** The options, or what is wrong with them. */
export function parseDeployOptions(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): { ok: true; options: DeployOptions } | { ok: false; message: string } {
  let parsed;
  try {
    parsed = parseArguments(argv, env, ['dry-run']);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  const { target, positional, flags } = parsed;
  // The positional FILE is the older way to say --content FILE, which the docs long used.
  const files = [...(flags.has('content') ? [flags.get('content')] : []), ...positional];
  if (files.length > 1) return { ok: false, message: 'Give one content file, at most.' };
  const content = files[0];
  if (content === '') return { ok: false, message: '--content needs a FILE.' };
  const request = flags.get('request');
  if (request !== undefined && !/^[A-Za-z0-9_-]{1,128}$/.test(request)) {
    return { ok: false, message: '--request needs the id of a PublishRequests document.' };
  }
  const dryRun = flags.get('dry-run') === 'true';
  if (target.emulatorHost && !dryRun) {
    return {
      ok: false,
      message:
        'Without --real the deploy works on the Firestore emulator, which has no Hosting: ' +
        'add --dry-run, or deploy with --real --project ID.',
    };
  }
  return { ok: true, options: { target, content, request, dryRun } };
}

/** The seed's own arguments for the same target. */
export function seedArguments({ target, content }: DeployOptions): string[] {
  return [
    content ?? '',
    '--project',
    target.projectId,
    ...(target.emulatorHost ? ['--emulator', target.emulatorHost] : ['--real']),
    ...(target.credentials ? ['--credentials', target.credentials] : []),
  ];
}
