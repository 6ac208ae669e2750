/**
 * Vitest global setup: one official Firestore emulator for the whole run, shared by every test
 * file under a project id of its own (see emulator-project.ts).
 *
 * Without an emulator (a laptop with Node only) the Firestore suites are skipped and this says
 * so once. `REQUIRE_FIRESTORE_EMULATOR=1` (set by .ci/run) makes that a failure instead.
 */
import type { TestProject } from 'vitest/node';
import { findEmulatorJarOrSkip, startFirestoreEmulator } from '../../scripts/lib/official-emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared emulator, or null when none could be found. */
    firestoreEmulator: { host: string; port: number; jar: string } | null;
  }
}

const SUITES_NEEDING_IT = [
  'tests/rules (the security rules)',
  'tests/integration (seed, export and inbox, network faults, App Check, prerender from Firestore)',
  'functions/test (the Cloud Function that emails the owner)',
  'the Firestore half of tests/contract',
];

export default async function setup(project: TestProject) {
  const jar = findEmulatorJarOrSkip(
    `Skipped without the official Firestore emulator:\n${SUITES_NEEDING_IT.map(
      (suite) => `  - ${suite}`,
    ).join('\n')}`,
  );
  if (!jar) {
    project.provide('firestoreEmulator', null);
    return;
  }
  const emulator = await startFirestoreEmulator({ jar });
  project.provide('firestoreEmulator', { host: emulator.host, port: emulator.port, jar });
  return () => emulator.stop();
}
