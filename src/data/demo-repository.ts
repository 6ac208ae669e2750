import { readBuiltAt } from './built-at';
import { loadDemoDocuments, saveDemoDocuments } from './demo-documents';
import { loadDemoInbox, saveDemoInbox } from './demo-inbox';
import { createMemoryStore, type MemoryStore, type MemoryStoreOptions } from './memory-store';
// Bundled with this module: one file for the demo's data and code, not a request for each.
import content from '../../mocks/portfolio.json';

/**
 * The offline demo's store, on the demo content: the studio's changes, and the messages sent
 * from the contact form, stay for the browser tab, so it starts from what the tab saved, when
 * there is any, and saves it after every change. Saving here rather than in the studio keeps the studio's code out of the visitor's
 * chunk.
 */
export function createDemoStore(options: MemoryStoreOptions): MemoryStore {
  const saved = loadDemoDocuments();
  // A tab saved before the career record, or the posts, were kept has none of its own: the
  // demo's are kept.
  const store = createMemoryStore(
    saved ? { resume: content.resume, posts: content.posts, ...saved } : content,
    options,
  );
  // The demo's pages are built from its seed: that is what is published, whatever the tab saved.
  // When the page was built (on the dev server, which builds none: now).
  store.stored.builtFrom = {
    documents: createMemoryStore(content).stored,
    at: readBuiltAt(document) ?? new Date(),
  };
  const inbox = loadDemoInbox();
  if (inbox) {
    store.stored.messages.push(...inbox.messages);
    inbox.handled.forEach((id) => store.stored.handled.add(id));
  }
  store.onChange((change) => {
    if (change === 'content') saveDemoDocuments(store.stored);
    else if (change === 'inbox') saveDemoInbox(store.stored);
  });
  return store;
}
