/** `robots.txt` and `sitemap.xml`: what crawlers read before the page. */
import { projectPath } from '../../src/domain/project-address';
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

/**
 * The pages there are to index: the home page, dated by the last change to the content, the
 * site's other pages (`pages`: the CV's, when there is one) and each project's page. Those are not dated: the build knows when the content as a whole last changed,
 * not each project, and a date that is wrong for most pages teaches crawlers to ignore them all.
 */
export function renderSitemapXml(
  siteUrl: string,
  lastChanged: Date,
  projectIds: readonly string[] = [],
  pages: readonly string[] = [],
): string {
  const url = (path: string, lastmod?: Date) => [
    '  <url>',
    `    <loc>${escapeXml(toSiteAddress(siteUrl, path))}</loc>`,
    ...(lastmod ? [`    <lastmod>${lastmod.toISOString()}</lastmod>`] : []),
    '  </url>',
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...url('/', lastChanged),
    ...pages.flatMap((path) => url(path)),
    ...projectIds.flatMap((id) => url(projectPath(id))),
    '</urlset>',
    '',
  ].join('\n');
}
