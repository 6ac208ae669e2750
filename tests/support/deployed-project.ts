import { mkdir, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { useEmulatorProject, type EmulatorProject } from './emulator-project';

const shared = inject('emulators');
/** The longest a suite waits for the others on the deployed project: each takes a minute or so. */
const TURN_TIMEOUT_MS = 5 * 60_000;

/** Waits until this worker holds `lock` (a folder: mkdir is atomic); resolves with its release. */
async function takeTurn(lock: string): Promise<() => Promise<void>> {
  const start = Date.now();
  for (;;) {
    const taken = await mkdir(lock).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
        return false;
      },
    );
    if (taken) return () => rmdir(lock);
    if (Date.now() - start > TURN_TIMEOUT_MS)
      throw new Error(`Another suite held the deployed project for ${TURN_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The project the Functions emulator runs the built functions for, on the shared Firestore
 * emulator. There is one such project, and each suite on it clears its data before each test:
 * the suites take turns (a lock in the run's temporary folder, since test files run in parallel
 * workers), so that none clears another's records mid-test. Call it inside `describeOnEmulator`.
 */
export function useDeployedProject(): EmulatorProject {
  const lock = join(
    tmpdir(),
    `portfolio-deployed-project-${shared?.functions.replace(/\W/g, '-')}`,
  );
  let turn: ReturnType<typeof takeTurn> | undefined;
  beforeAll(() => {
    turn = takeTurn(lock);
    return turn.then(() => undefined);
  }, TURN_TIMEOUT_MS + 10_000);
  const project = useEmulatorProject(shared?.projectId.replace(/^demo-/, '') ?? '');
  afterAll(async () => {
    const release = await turn?.catch(() => undefined);
    await release?.();
  });
  return project;
}
