/**
 * How many documents a first emission parses in one task. A document takes about 0.1 ms on a
 * desktop and Lighthouse's phone is four times slower: 300 in one task made a long one while
 * the demo's page started.
 */
const DOCUMENTS_PER_TASK = 25;

/**
 * Parses each of `documents` a few in each task, so a long list does not block the page while
 * it starts; stops between tasks once the result is no longer `wanted`. The next document is
 * taken only after the pause, so one that changed meanwhile is parsed as it now is.
 */
export async function parseInSlices<T>(
  documents: Iterable<T>,
  parse: (document: T) => void,
  wanted: () => boolean,
): Promise<void> {
  let parsedInThisTask = 0;
  for (const document of documents) {
    parse(document);
    parsedInThisTask += 1;
    if (parsedInThisTask === DOCUMENTS_PER_TASK) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (!wanted()) return;
      parsedInThisTask = 0;
    }
  }
}
