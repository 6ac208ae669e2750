import type { AppConfig } from '../app-config';
import type { MemoryRepository } from '../memory-repository';
import type { FirestorePageRepository } from '../firestore-worker-client';
import type { PortfolioRepository } from '../portfolio-repository';
import type { AskAppCheckToken } from '../repository-bridge';
import type { Studio } from './owner-auth';

/** The visitor's repository is the memory one (not, say, a wrapper around it). */
function isMemoryRepository(repository: PortfolioRepository): repository is MemoryRepository {
  const candidate = repository as Partial<MemoryRepository>;
  return (
    typeof candidate.stored === 'object' &&
    typeof candidate.changed === 'function' &&
    typeof candidate.onChange === 'function'
  );
}

/** The page's App Check tokens, when the visitor's repository is Firestore's with App Check on. */
function appCheckTokenOf(repository: PortfolioRepository): AskAppCheckToken | undefined {
  return (repository as Partial<FirestorePageRepository>).appCheckToken;
}

/**
 * Makes the studio's parts for the configuration: offline, the demo owner on the visitor's own
 * memory repository (so the demo's pages show each save); with Firebase, Google sign-in and the
 * owner's Firestore, with the page's App Check (see connectFirebaseStudio).
 */
export async function createStudio(
  config: AppConfig,
  visitorRepository: Promise<PortfolioRepository>,
): Promise<Studio> {
  if (config.mode === 'memory') {
    if (import.meta.env.VITE_FIREBASE_PROJECT_ID) {
      throw new Error('This build was made for a Firebase project, not for the offline demo.');
    }
    // Loaded here, not imported above: the page that loads this module then lists fewer files.
    const [store, { createMemoryStudioRepository }, { createDemoOwnerAuth }] = await Promise.all([
      visitorRepository,
      import('./memory-studio-repository'),
      import('./demo-owner-auth'),
    ]);
    if (!isMemoryRepository(store)) {
      throw new Error('The demo studio needs the memory repository the page reads.');
    }
    // The demo repository keeps the documents for the tab after every change (demo-repository).
    return {
      auth: createDemoOwnerAuth(),
      repository: createMemoryStudioRepository(store, config.memory),
    };
  }
  // Replaced at build time, as in createRepository: the memory build ships no Firebase code.
  if (!import.meta.env.VITE_FIREBASE_PROJECT_ID) {
    throw new Error('This build was made without VITE_FIREBASE_PROJECT_ID.');
  }
  const [visitor, { connectFirebaseStudio }] = await Promise.all([
    visitorRepository,
    import('./firebase-studio'),
  ]);
  return connectFirebaseStudio(config, appCheckTokenOf(visitor));
}
