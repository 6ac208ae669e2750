import type { AnyRouter } from '@tanstack/react-router';
import { splitLocalizedPath } from '@/domain/site-languages';
import { routePathOf } from '@/routes/language-rewrite';
import { ONE_LANGUAGE_PAGE, type PageLanguage } from '@/ui/page-language';

/**
 * The `<meta name>` by which the build says which address a page's HTML was rendered for. The
 * not-found document is served at every address the build wrote no page for, and that includes
 * a project added after the build: there the app renders the project instead of hydrating.
 */
export const PRERENDERED_PATH_META = 'prerendered-path';

/**
 * Whether the document's prerendered HTML is this address's page: rendered for this address
 * (`/fr/cv` on French's CV), or the not-found page at an address no route knows either.
 */
export function wasPrerenderedHere(
  document: Document,
  router: AnyRouter,
  pageLanguage: PageLanguage = ONE_LANGUAGE_PAGE,
): boolean {
  const rendered = document
    .querySelector(`meta[name="${PRERENDERED_PATH_META}"]`)
    ?.getAttribute('content');
  if (rendered == null) return false;
  // The not-found document is the default language's: at another language's address the app
  // renders that language's page instead.
  const { site, language } = pageLanguage;
  if (splitLocalizedPath(rendered, site).language !== language) return false;
  const here = document.location.pathname;
  // A language's home page is written as a folder's (`/fr/`), and Hosting serves it at `/fr` too.
  if (rendered === here || rendered === `${here}/`) return true;
  // Both are addresses (`/fr/…`); the routes know their paths without the language's prefix.
  const routeOf = (path: string) => router.getMatchedRoutes(routePathOf(path, pageLanguage))[2];
  return routeOf(rendered) === undefined && routeOf(here) === undefined;
}
