import type { AppConfig } from './app-config';
import type { PortfolioRepository } from './portfolio-repository';

/** Builds the repository the configuration asks for, loading only that implementation's code. */
export async function createRepository(config: AppConfig): Promise<PortfolioRepository> {
  if (config.mode === 'memory') {
    const [{ createMemoryRepository }, { default: content }] = await Promise.all([
      import('./memory-repository'),
      import('../../mocks/portfolio.json'),
    ]);
    return createMemoryRepository(content, config.memory);
  }
  // Replaced at build time: without a Firebase project the build drops everything below, so
  // the memory build ships no Firebase code at all.
  if (!import.meta.env.VITE_FIREBASE_PROJECT_ID) {
    throw new Error('This build was made without VITE_FIREBASE_PROJECT_ID.');
  }
  const [{ connectFirestore, measureWithConsent, startAppCheck }, { createFirestoreRepository }] =
    await Promise.all([import('./firebase-connection'), import('./firestore-repository')]);
  const { app, db } = connectFirestore(config.firebase, config.emulatorHost);
  const verifyVisitor = config.appCheckSiteKey
    ? await startAppCheck(app, config.appCheckSiteKey)
    : undefined;
  if (config.firebase.measurementId) measureWithConsent(app);
  return createFirestoreRepository(db, { verifyVisitor });
}
