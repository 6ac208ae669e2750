import { beforeAll, beforeEach, describe, inject } from 'vitest';
import { clearData, loadRules } from '../../scripts/lib/official-emulator';

const shared = inject('firestoreEmulator');

/** A describe that runs only when the official emulator was found (see emulator-global-setup). */
export const describeOnEmulator = shared ? describe : describe.skip;

export interface EmulatorProject {
  host: string;
  port: number;
  address: string;
  projectId: string;
  /** The emulator's jar, for a suite that needs a process of its own. */
  jar: string;
  /** Loads other rules than the real ones for this project (the real ones are loaded first). */
  loadRules(rules?: string): Promise<void>;
}

const UNAVAILABLE: EmulatorProject = {
  host: '',
  port: 0,
  address: '',
  projectId: '',
  jar: '',
  loadRules: () => Promise.reject(new Error('No Firestore emulator was found.')),
};

/**
 * Gives the calling suite a project of its own on the shared emulator (test files run in
 * parallel): the real `firestore.rules` are loaded once, and every test starts with no data.
 * Call it inside `describeOnEmulator`.
 */
export function useEmulatorProject(name: string): EmulatorProject {
  // Without an emulator the calling describe is skipped: its body is still collected, but no
  // hook or test runs, so nothing reads these values.
  if (!shared) return { ...UNAVAILABLE, projectId: `demo-${name}` };
  const address = `${shared.host}:${shared.port}`;
  const projectId = `demo-${name}`;
  // The emulator compiles the rules on their first load: seconds on a busy two-core machine.
  beforeAll(() => loadRules(address, projectId), 30_000);
  beforeEach(() => clearData(address, projectId));
  return {
    host: shared.host,
    port: shared.port,
    address,
    projectId,
    jar: shared.jar,
    loadRules: (rules) => loadRules(address, projectId, rules),
  };
}
