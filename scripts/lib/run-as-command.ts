/**
 * Runs a script's command when node started that script (not when a test imports it): with the
 * command line's arguments, its result as the exit code, and an error as one plain line.
 */
export async function runAsCommand(
  moduleUrl: string,
  command: (argv: string[]) => Promise<number>,
): Promise<void> {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  process.exitCode = await command(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  });
}
