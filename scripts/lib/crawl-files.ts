/** `robots.txt` and `sitemap.xml`: what crawlers read before the page. */
import { languageAlternates } from '../../src/domain/language-head';
import { projectPath } from '../../src/domain/project-address';
import {
  localizedPath,
  SOURCE_LANGUAGE,
  type SiteLanguages,
} from '../../src/domain/site-languages';
import { toSiteAddress } from '../../src/domain/site-url';

/** Allows everything; names the sitemap when the site has an address (a sitemap needs one). */
export function renderRobotsTxt(siteUrl: string | null): string {
  const lines = ['User-agent: *', 'Allow: /'];
  if (siteUrl) lines.push('', `Sitemap: ${new URL('sitemap.xml', siteUrl).href}`);
  return `${lines.join('\n')}\n`;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? '');

const ONE_LANGUAGE: SiteLanguages = { default: SOURCE_LANGUAGE, all: [SOURCE_LANGUAGE] };

/**
 * The pages there are to index: the home page, dated by the last change to the content, the
 * site's other pages (`pages`: the CV's, when there is one) and each project's page. Those are
 * not dated: the build knows when the content as a whole last changed, not each project, and a
 * date that is wrong for most pages teaches crawlers to ignore them all. With more than one
 * language, each page is listed in each, and each entry names every language's address
 * (`xhtml:link`, itself and `x-default` included), as Google reads alternates from a sitemap.
 */
export function renderSitemapXml(
  siteUrl: string,
  lastChanged: Date,
  projectIds: readonly string[] = [],
  pages: readonly string[] = [],
  site: SiteLanguages = ONE_LANGUAGE,
): string {
  const url = (routePath: string, lastmod?: Date) =>
    site.all.flatMap((language) => [
      '  <url>',
      `    <loc>${escapeXml(toSiteAddress(siteUrl, localizedPath(routePath, language, site)))}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod.toISOString()}</lastmod>`] : []),
      ...languageAlternates(routePath, site, siteUrl).map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      ),
      '  </url>',
    ]);
  const xhtml = site.all.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>`,
    ...url('/', lastChanged),
    ...pages.flatMap((path) => url(path)),
    ...projectIds.flatMap((id) => url(projectPath(id))),
    '</urlset>',
    '',
  ].join('\n');
}
