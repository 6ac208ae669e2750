/**
 * The longest the page shows skeletons, with nothing else to show, before it says the content
 * could not be loaded and offers Retry. Offline, Firestore's listener neither answers nor fails
 * (it retries quietly), TanStack Query does not even start a read while the browser says it is
 * offline, and a deferred repository waits for its code: without this bound the skeletons
 * could stay forever. Whatever is still under way carries on, so a late answer still shows.
 */
export const LOAD_WAIT_LIMIT_MS = 12_000;

export class LoadTimeoutError extends Error {
  constructor(what: string) {
    super(
      `No answer for the ${what} within ${LOAD_WAIT_LIMIT_MS / 1000} s; the connection may be down.`,
    );
    this.name = 'LoadTimeoutError';
  }
}
