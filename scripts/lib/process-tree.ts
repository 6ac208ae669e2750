/**
 * A process and everything it started, stopped together. firebase-tools starts the Firestore
 * emulator's JVM detached (a process group of its own) and the functions' Node workers as its
 * children: signalling firebase-tools alone, or its group, can leave them running.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { stopProcess } from './official-emulator';

interface ProcessEntry {
  pid: number;
  parent: number;
  /** When it started, as `ps` tells it: a pid reused by a newer process is not the same one. */
  started: string;
}

/** Every process on the machine, read from `ps` (Linux and macOS alike). */
function listProcesses(): ProcessEntry[] {
  const table = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,lstart='], { encoding: 'utf8' });
  return table.split('\n').flatMap((line) => {
    const match = /^\s*(\d+)\s+(\d+)\s+(.+?)\s*$/.exec(line);
    return match ? [{ pid: Number(match[1]), parent: Number(match[2]), started: match[3]! }] : [];
  });
}

function descendantsOf(pid: number): ProcessEntry[] {
  const all = listProcesses();
  const found: ProcessEntry[] = [];
  const pending = [pid];
  while (pending.length > 0) {
    const parent = pending.pop();
    const children = all.filter((entry) => entry.parent === parent);
    found.push(...children);
    pending.push(...children.map((entry) => entry.pid));
  }
  return found;
}

/** Kills those of `entries` that still run, and only them. */
function killSurvivors(entries: ProcessEntry[]): void {
  if (entries.length === 0) return;
  const running = new Set(listProcesses().map((entry) => `${entry.pid} ${entry.started}`));
  for (const entry of entries) {
    if (!running.has(`${entry.pid} ${entry.started}`)) continue;
    try {
      process.kill(entry.pid, 'SIGKILL');
    } catch {
      // Exited in the meantime.
    }
  }
}

const isRunning = (child: ChildProcess) =>
  child.pid !== undefined && child.exitCode === null && child.signalCode === null;

/** Kills `child` and everything below it at once: for a test run that is exiting. */
export function killProcessTree(child: ChildProcess): void {
  if (!isRunning(child)) return;
  const below = descendantsOf(child.pid!);
  child.kill('SIGKILL');
  killSurvivors(below);
}

/**
 * Asks `child` to stop (SIGTERM, then SIGKILL after `graceMs`), then kills whatever it started
 * and left running. The descendants are listed first: once `child` has exited, its orphans are
 * no longer found below it.
 */
export async function stopProcessTree(child: ChildProcess, graceMs: number): Promise<void> {
  if (!isRunning(child)) return;
  const below = descendantsOf(child.pid!);
  await stopProcess(child, graceMs);
  killSurvivors(below);
}
