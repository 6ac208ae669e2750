import { vi } from 'vitest';

/**
 * `vi.waitFor` with time for an emulator's answer: its default second is too short on a busy
 * 2-core machine, where a fresh client's first listener alone can take longer. A wait known to
 * take longer (a reconnection's back-off) says so with `timeout`.
 */
export function waitForEmulator<T>(
  check: () => T | Promise<T>,
  { timeout = 15_000 }: { timeout?: number } = {},
): Promise<T> {
  return vi.waitFor(check, { timeout, interval: 50 });
}
