import type { ChildProcess } from 'node:child_process';

/** The children still running, each with how to kill it. */
const running = new Map<ChildProcess, (child: ChildProcess) => void>();
let hookInstalled = false;

/**
 * Kills `child` (by `kill`: SIGKILL, unless what it started must go too) should this process
 * exit while it runs: a crash or Ctrl-C of a test run must not leave an emulator behind.
 */
export function killOnExit(
  child: ChildProcess,
  kill: (child: ChildProcess) => void = (running) => running.kill('SIGKILL'),
): void {
  if (!hookInstalled) {
    hookInstalled = true;
    process.once('exit', () => running.forEach((killOne, one) => killOne(one)));
  }
  running.set(child, kill);
  child.once('exit', () => running.delete(child));
}
