/**
 * What a page's head says of its language when the site has more than one (docs/languages.md):
 * its own address as canonical, every language's address as an `hreflang` alternate plus
 * `x-default` (the default language's), its Open Graph locale and the others', and the language
 * its structured data is in. A site in one language gets none of it: its pages are as they were.
 */
import type { Graph } from 'schema-dts';
import type { MetaTag } from './share-metadata';
import { localizedPath, type SiteLanguage, type SiteLanguages } from './site-languages';
import { toSiteAddress } from './site-url';

/** Open Graph names a locale as language_TERRITORY: each language's usual one. */
export const OPEN_GRAPH_LOCALES: Record<SiteLanguage, string> = {
  en: 'en_US',
  fr: 'fr_FR',
  de: 'de_DE',
};

/** One `<link rel="alternate" hreflang href>`. */
export interface LanguageAlternate {
  hreflang: SiteLanguage | 'x-default';
  href: string;
}

export const isMultilingual = (site: SiteLanguages) => site.all.length > 1;

/**
 * A page's address in each of the site's languages, absolute, then `x-default`: the default
 * language's, for a reader whose language the site does not have. Every page lists the same
 * set, itself included, so each names all the others and is named by them. None in one language.
 */
export function languageAlternates(
  routePath: string,
  site: SiteLanguages,
  siteUrl: string,
): LanguageAlternate[] {
  if (!isMultilingual(site)) return [];
  const address = (language: SiteLanguage) =>
    toSiteAddress(siteUrl, localizedPath(routePath, language, site));
  return [
    ...site.all.map((language) => ({ hreflang: language, href: address(language) })),
    { hreflang: 'x-default', href: address(site.default) },
  ];
}

/** `og:locale` for the page's language and `og:locale:alternate` for each other one. */
export function openGraphLocaleTags(language: SiteLanguage, site: SiteLanguages): MetaTag[] {
  if (!isMultilingual(site)) return [];
  return [
    { attribute: 'property', key: 'og:locale', content: OPEN_GRAPH_LOCALES[language] },
    ...site.all
      .filter((other) => other !== language)
      .map((other): MetaTag => ({
        attribute: 'property',
        key: 'og:locale:alternate',
        content: OPEN_GRAPH_LOCALES[other],
      })),
  ];
}

type GraphNode = Record<string, unknown>;

/**
 * The page's structured data in its language: the node at the page's address (the project, the
 * CV's page) moves to the language's address and says its language (`inLanguage`); a page
 * without such a node (the home page) gets a `WebPage` node saying it, about the owner.
 */
export function withPageLanguage(
  graph: Graph,
  {
    language,
    routeAddress,
    pageAddress,
    owner,
  }: {
    language: SiteLanguage;
    /** The page's address in the default language, as the graph names it. */
    routeAddress: string | null;
    /** The page's own address; null without a site address. */
    pageAddress: string | null;
    /** The owner's `@id`, which the home page's `WebPage` is about. */
    owner: string | undefined;
  },
): Graph {
  const nodes = graph['@graph'] as unknown as GraphNode[];
  const isThePage = (node: GraphNode) =>
    routeAddress !== null && node.url === routeAddress && node['@type'] !== 'Person';
  const own = nodes.some(isThePage);
  const localized = nodes.map((node) =>
    isThePage(node)
      ? { ...node, ...(pageAddress ? { url: pageAddress } : {}), inLanguage: language }
      : node,
  );
  const page: GraphNode = {
    '@type': 'WebPage',
    ...(pageAddress ? { url: pageAddress } : {}),
    inLanguage: language,
    ...(owner ? { about: { '@id': owner } } : {}),
  };
  return {
    ...graph,
    '@graph': (own ? localized : [...localized, page]) as unknown as Graph['@graph'],
  };
}
