/** `robots.txt` and `sitemap.xml`: what crawlers read before the page. */

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

/** The one page there is to index, the home page, dated by the last change to its content. */
export function renderSitemapXml(siteUrl: string, lastChanged: Date): string {
  const location = siteUrl.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? '');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    '  <url>',
    `    <loc>${location}</loc>`,
    `    <lastmod>${lastChanged.toISOString()}</lastmod>`,
    '  </url>',
    '</urlset>',
    '',
  ].join('\n');
}
