import type { AppConfig } from './app-config';
import type { PortfolioRepository } from './portfolio-repository';

/** Builds the repository the configuration asks for, loading only that implementation's code. */
export async function createRepository(config: AppConfig): Promise<PortfolioRepository> {
  if (config.mode === 'memory') {
    // Replaced at build time: a build for a Firebase project is never in the demo's mode, and
    // drops the demo's code.
    if (import.meta.env.VITE_FIREBASE_PROJECT_ID) {
      throw new Error('This build was made for a Firebase project, not for the offline demo.');
    }
    const { createDemoRepository } = await import('./demo-repository');
    return createDemoRepository(config.memory);
  }
  // Replaced at build time: without a Firebase project the build drops everything below, so
  // the memory build ships no Firebase code at all.
  if (!import.meta.env.VITE_FIREBASE_PROJECT_ID) {
    throw new Error('This build was made without VITE_FIREBASE_PROJECT_ID.');
  }
  // Firestore itself runs in a worker, off the page's main thread.
  const { connectFirestoreWorker } = await import('./firestore-worker-client');
  return connectFirestoreWorker(config);
}
