import { quietGrpc } from './quiet-grpc';
import { failedCheck, firstUnreachable, startWatchingReachability } from './target-reachability';

/** An error as the owner reads it: one line, or with --verbose its stack and causes. */
function report(error: unknown, verbose: boolean): void {
  if (verbose) console.error(error);
  else console.error(error instanceof Error ? error.message : String(error));
}

/**
 * Runs a script's command when node started that script (not when a test imports it): with the
 * command line's arguments, its result as the exit code, and an error as one plain line (its
 * stack trace with --verbose). A target found unreachable (target-reachability.ts) ends the
 * command at once, with the line that says so.
 */
export async function runAsCommand(
  moduleUrl: string,
  command: (argv: string[]) => Promise<number>,
): Promise<void> {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  const argv = process.argv.slice(2);
  const verbose = argv.includes('--verbose');
  if (!verbose) quietGrpc();
  startWatchingReachability();
  const outcome = await Promise.race([
    command(argv).then(
      (code) => ({ code }),
      // The command's own error (a gRPC one, say) is explained better by its target's check.
      async (error: unknown) => ({ error: (await failedCheck()) ?? error, pending: false }),
    ),
    firstUnreachable().then((error) => ({ error, pending: true })),
  ]);
  if ('code' in outcome) {
    process.exitCode = outcome.code;
    return;
  }
  report(outcome.error, verbose);
  process.exitCode = 1;
  // The SDK would go on retrying the connection the command is still waiting for.
  if (outcome.pending) process.exit();
}
