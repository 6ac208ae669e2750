/**
 * When a long-running command (`npm run emulator`, `npm run dev:firestore`) should stop what it
 * started: on Ctrl-C or SIGTERM. Its npm script `exec`s tsx, which passes both on to this
 * process: without the exec, npm's `sh -c` would take a SIGTERM to npm alone and die of it,
 * leaving this process running, ports and all.
 */

/**
 * Resolves when the command is asked to stop. The signal listeners stay: tsx passes a Ctrl-C on
 * to this process a second time when its first report comes too early, and exits at once on a
 * signal nobody listens to.
 */
export function untilStopped(): Promise<void> {
  return new Promise((resolve) => {
    process.on('SIGINT', () => resolve());
    process.on('SIGTERM', () => resolve());
  });
}
