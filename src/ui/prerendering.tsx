import { createContext, use } from 'react';

const PrerenderingContext = createContext(false);

/**
 * Wraps the build's render of a page. Content the client leaves as the server sent it until
 * it is needed (see usePrerendering) must be in that HTML in full.
 */
export const PrerenderingProvider = PrerenderingContext;

/** True while the build renders the page's HTML; false in the browser, hydrating or not. */
export function usePrerendering(): boolean {
  return use(PrerenderingContext);
}
