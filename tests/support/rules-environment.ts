import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { useEmulatorProject } from './emulator-project';

/**
 * The real `firestore.rules`, loaded for one suite into its own project on the official
 * emulator (cleared before each test), and ways to arrange and inspect data past the rules.
 */
export function useRulesEnvironment(name: string) {
  const project = useEmulatorProject(name);
  const started: { environment?: RulesTestEnvironment } = {};
  beforeAll(async () => {
    started.environment = await initializeTestEnvironment({
      projectId: project.projectId,
      firestore: {
        rules: readFileSync('firestore.rules', 'utf8'),
        host: project.host,
        port: project.port,
      },
    });
  });
  afterAll(() => started.environment?.cleanup());

  const current = () => {
    const { environment } = started;
    if (!environment) throw new Error('The rules environment starts before the suite’s tests.');
    return environment;
  };
  /** Work done with the rules bypassed, as the owner's console or the Admin SDK would. */
  const pastTheRules = async <T>(work: (db: Firestore) => Promise<T>): Promise<T> => {
    const results: T[] = [];
    await current().withSecurityRulesDisabled(async (context) => {
      results.push(await work(context.firestore() as unknown as Firestore));
    });
    return results[0] as T;
  };

  return {
    environment: current,
    /** Before each test of the block it is called in, writes `stored` (path → data). */
    arrangeStored: (stored: Record<string, DocumentData>) =>
      beforeEach(() =>
        pastTheRules(async (db) => {
          const batch = writeBatch(db);
          for (const [path, data] of Object.entries(stored)) batch.set(doc(db, path), data);
          await batch.commit();
        }),
      ),
    /** A document as stored, read with the rules bypassed; undefined when there is none. */
    readStored: (path: string) => pastTheRules(async (db) => (await getDoc(doc(db, path))).data()),
  };
}
