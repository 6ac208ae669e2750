import { afterAll, beforeAll, describe } from 'vitest';
import { findFirebaseToolsOrSkip } from '../../scripts/lib/auth-emulator';
import { buildFunctions } from '../../scripts/lib/build-functions';
import { startEmulatorSuite, type EmulatorSuite } from '../../scripts/lib/emulator-suite';
import { foundOrSkip } from '../../scripts/lib/found-or-skip';
import { FIREBASE_TOOLS_MIN_JAVA, findJavaHomeForFirebaseTools } from '../../scripts/lib/java-home';
import { findEmulatorJarOrSkip } from '../../scripts/lib/official-emulator';

const SKIPPED =
  'Skipped without the Emulator Suite (firebase-tools, the official Firestore emulator and ' +
  `Java ${FIREBASE_TOOLS_MIN_JAVA}+): the trigger as deployed (functions/test/trigger-as-deployed.test.ts).`;

function findJavaHomeOrSkip(): string | undefined {
  const hint = `firebase-tools runs the Firestore emulator on Java ${FIREBASE_TOOLS_MIN_JAVA} or newer only: install one, or point JAVA_HOME at one.`;
  return foundOrSkip(findJavaHomeForFirebaseTools(), {
    requiredBy: 'REQUIRE_FIRESTORE_EMULATOR',
    hint,
    skipped: SKIPPED,
  });
}

const cli = findFirebaseToolsOrSkip(SKIPPED);
const emulatorJar = findEmulatorJarOrSkip(SKIPPED);
const javaHome = findJavaHomeOrSkip();

/**
 * A describe that runs only where the whole suite can start; with REQUIRE_AUTH_EMULATOR or
 * REQUIRE_FIRESTORE_EMULATOR set (as in CI) a missing part fails the file instead.
 */
export const describeOnEmulatorSuite = cli && emulatorJar && javaHome ? describe : describe.skip;

/**
 * Builds the functions (always: lib/ may be stale) and starts the suite of the calling describe
 * for the `demo-…` project, with the secrets and params `configure` gives once the suite's
 * earlier hooks have run; stops it after the suite. Read the returned getter in hooks and tests.
 */
export function useEmulatorSuite(
  projectId: string,
  configure: () => { secrets: Record<string, string>; params: Record<string, string> },
): () => EmulatorSuite {
  let started: EmulatorSuite | undefined;
  // Start-up takes about 15 s on a loaded two-core machine, the build a few more.
  beforeAll(async () => {
    if (!cli || !emulatorJar || !javaHome) return;
    await buildFunctions();
    started = await startEmulatorSuite({
      cli,
      projectId,
      repository: process.cwd(),
      emulatorJar,
      javaHome,
      ...configure(),
    });
  }, 180_000);
  afterAll(() => started?.stop(), 30_000);
  return () => {
    if (!started) throw new Error('The Emulator Suite has not started.');
    return started;
  };
}
