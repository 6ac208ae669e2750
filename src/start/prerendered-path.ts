import type { AnyRouter } from '@tanstack/react-router';

/**
 * The `<meta name>` by which the build says which address a page's HTML was rendered for. The
 * not-found document is served at every address the build wrote no page for, and that includes
 * a project added after the build: there the app renders the project instead of hydrating.
 */
export const PRERENDERED_PATH_META = 'prerendered-path';

/**
 * Whether the document's prerendered HTML is this address's page: rendered for this path, or
 * the not-found page at an address no route knows either.
 */
export function wasPrerenderedHere(document: Document, router: AnyRouter): boolean {
  const rendered = document
    .querySelector(`meta[name="${PRERENDERED_PATH_META}"]`)
    ?.getAttribute('content');
  if (rendered == null) return false;
  const here = document.location.pathname;
  if (rendered === here) return true;
  const routeOf = (path: string) => router.getMatchedRoutes(path)[2];
  return routeOf(rendered) === undefined && routeOf(here) === undefined;
}
