/**
 * The `<meta name>` by which the build says which address a page's HTML was rendered for. A
 * page hydrates only at that address: the not-found document is also what a project added
 * after the build is served at first, and there the app renders the project instead.
 */
export const PRERENDERED_PATH_META = 'prerendered-path';

/** Whether the document's prerendered HTML was rendered for the page's own address. */
export function wasPrerenderedHere(document: Document): boolean {
  const path = document
    .querySelector(`meta[name="${PRERENDERED_PATH_META}"]`)
    ?.getAttribute('content');
  return path != null && path === document.location.pathname;
}
