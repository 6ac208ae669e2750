import { cpus, loadavg } from 'node:os';

/**
 * The time a command promises its user (5 s to fail, 5 s to stop), as a test's limit. A machine
 * busier than its cores (other suites running beside this one) starts Node slower and gets
 * twice as long; an idle one is held to the promise.
 */
export function promisedTime(promisedMs: number): number {
  return loadavg()[0]! > cpus().length ? 2 * promisedMs : promisedMs;
}
