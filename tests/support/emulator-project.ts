import { beforeAll, beforeEach, describe, inject } from 'vitest';
import { clearData, loadRules } from './emulator-data';

const shared = inject('emulators');

/** A describe that runs only inside `npm test`'s Emulator Suite (see emulator-global-setup.ts). */
export const describeOnEmulator = shared ? describe : describe.skip;

export interface EmulatorProject {
  host: string;
  port: number;
  address: string;
  projectId: string;
  /** Loads other rules than the real ones for this project (the real ones are loaded first). */
  loadRules(rules?: string): Promise<void>;
}

/**
 * Gives the calling suite a project of its own on the shared Firestore emulator (test files run
 * in parallel): the real `firestore.rules` are loaded once, and every test starts with no data.
 * Call it inside `describeOnEmulator`.
 */
export function useEmulatorProject(name: string): EmulatorProject {
  const projectId = `demo-${name}`;
  // Without an emulator the calling describe is skipped: its body is still collected, but no
  // hook or test runs, so nothing reads these values.
  const address = shared?.firestore ?? '127.0.0.1:0';
  const [host = '', port = '0'] = address.split(':');
  // The emulator compiles the rules on their first load: seconds on a busy two-core machine.
  beforeAll(() => loadRules(address, projectId), 30_000);
  beforeEach(() => clearData(address, projectId));
  return {
    host,
    port: Number(port),
    address,
    projectId,
    loadRules: (rules) => loadRules(address, projectId, rules),
  };
}
