import type { LocationRewrite } from '@tanstack/react-router';
import { localizedPath, splitLocalizedPath } from '@/domain/site-languages';
import type { PageLanguage } from '@/ui/page-language';

/** The owner's studio: in English, at one address whatever the site's languages. */
const isStudioPath = (path: string) => path === '/studio' || path.startsWith('/studio/');

/**
 * The path the router's routes know for an address: `/fr/cv` is `/cv`. A prefix that is not one
 * of the site's other languages stays, and so does one before the studio's path (`/fr/studio`):
 * neither matches a route, and the not-found page answers.
 */
export function routePathOf(pathname: string, { site }: PageLanguage): string {
  const { path } = splitLocalizedPath(pathname, site);
  return isStudioPath(path) ? pathname : path;
}

/**
 * The router's rewrite between the page's address and its routes' paths, so the route tree is
 * the same in every language and every `<Link>` keeps the page's language: the address is read
 * without its language's prefix, and each address the router writes gets it back. None for a
 * site in one language: its addresses are the routes' own.
 */
export function languageRewrite(page: PageLanguage): LocationRewrite | undefined {
  if (page.site.all.length < 2) return undefined;
  return {
    input: ({ url }) => {
      url.pathname = routePathOf(url.pathname, page);
      return url;
    },
    output: ({ url }) => {
      // The inverse of input, so an address reads back as itself: a path input left whole
      // (the studio's, or a language's prefix before it) is written as it is.
      const { path } = splitLocalizedPath(url.pathname, page.site);
      if (!isStudioPath(path)) {
        url.pathname = localizedPath(url.pathname, page.language, page.site);
      }
      return url;
    },
  };
}
