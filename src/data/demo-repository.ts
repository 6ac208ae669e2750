import { loadDemoDocuments, saveDemoDocuments } from './demo-documents';
import {
  createMemoryRepository,
  type MemoryRepository,
  type MemoryRepositoryOptions,
} from './memory-repository';
import type { PortfolioDocuments } from './portfolio-repository';

/**
 * The offline demo's repository: the studio's changes stay for the browser tab, so it starts
 * from the documents the tab saved, when there are any, and saves them after every change.
 * Saving here rather than in the studio keeps the studio's code out of the visitor's chunk.
 */
export function createDemoRepository(
  content: PortfolioDocuments,
  options: MemoryRepositoryOptions,
): MemoryRepository {
  const store = createMemoryRepository(loadDemoDocuments() ?? content, options);
  store.onChange((change) => {
    if (change !== 'content') return;
    saveDemoDocuments({ user: store.userDocument(), projects: store.projectDocuments() });
  });
  return store;
}
