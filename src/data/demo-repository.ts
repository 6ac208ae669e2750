import { loadDemoDocuments, saveDemoDocuments } from './demo-documents';
import { createMemoryStore, type MemoryStore, type MemoryStoreOptions } from './memory-store';
// Bundled with this module: one file for the demo's data and code, not a request for each.
import content from '../../mocks/portfolio.json';

/**
 * The offline demo's store, on the demo content: the studio's changes stay for the browser tab,
 * so it starts from the documents the tab saved, when there are any, and saves them after every
 * change. Saving here rather than in the studio keeps the studio's code out of the visitor's
 * chunk.
 */
export function createDemoStore(options: MemoryStoreOptions): MemoryStore {
  const store = createMemoryStore(loadDemoDocuments() ?? content, options);
  store.onChange((change) => {
    if (change === 'content') saveDemoDocuments(store.stored);
  });
  return store;
}
