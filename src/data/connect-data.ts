import type { AppConfig } from './app-config';
import { createLazyRepository, loadOnce } from './lazy-repository';
import type { PortfolioRepository } from './portfolio-repository';
import type { Studio } from './studio/owner-auth';

/** What the app gets of the data, for the mode the configuration picks. */
export interface DataAccess {
  /** The visitor's repository: usable at once, its code loaded at its first call. */
  repository: PortfolioRepository;
  /** Loads the studio's code and makes its parts: only opening /studio calls it. */
  loadStudio: () => Promise<Studio>;
}

/**
 * The visitor's repository and the owner's studio for the configuration, loading only that
 * mode's code, and none of it before `ready` (the page's hydration, say) has settled: offline,
 * the demo store, which the demo owner's studio edits in place so the demo's pages show each
 * save; with Firebase, Firestore in a worker for the visitor, and for the studio Google sign-in
 * and the owner's Firestore, both with the page's App Check.
 */
export function connectData(config: AppConfig, ready = Promise.resolve()): DataAccess {
  if (config.mode === 'memory') {
    // Replaced at build time: a build for a Firebase project is never in the demo's mode, and
    // drops the demo's code.
    if (import.meta.env.VITE_FIREBASE_PROJECT_ID) {
      throw new Error('This build was made for a Firebase project, not for the offline demo.');
    }
    const store = loadOnce(async () => {
      await ready;
      const { createDemoStore } = await import('./demo-repository');
      return createDemoStore(config.memory);
    });
    return {
      repository: createLazyRepository(async () => (await store()).repository),
      loadStudio: async () => {
        const [loaded, { createMemoryStudioRepository }, { createDemoOwnerAuth }] =
          await Promise.all([
            store(),
            import('./studio/memory-studio-repository'),
            import('./studio/demo-owner-auth'),
          ]);
        return { auth: createDemoOwnerAuth(), repository: createMemoryStudioRepository(loaded) };
      },
    };
  }
  // Replaced at build time: without a Firebase project the build drops everything below, so
  // the memory build ships no Firebase code at all.
  if (!import.meta.env.VITE_FIREBASE_PROJECT_ID) {
    throw new Error('This build was made without VITE_FIREBASE_PROJECT_ID.');
  }
  const page = loadOnce(async () => {
    await ready;
    const { startFirestorePage } = await import('./firestore-worker-client');
    return startFirestorePage(config);
  });
  return {
    repository: createLazyRepository(async (unload) => (await page()).startWorker(unload)),
    loadStudio: async () => {
      const [{ appCheckToken }, { connectFirebaseStudio }] = await Promise.all([
        page(),
        import('./studio/firebase-studio'),
      ]);
      return connectFirebaseStudio(config, appCheckToken);
    },
  };
}
