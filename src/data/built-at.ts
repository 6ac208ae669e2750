/**
 * The `<meta name>` by which the build stamps the studio's page with when it was built: the
 * time of the HTML that link previews and visitors without JavaScript get until the next build.
 */
export const BUILT_AT_META = 'built-at';

/** When this page's HTML was built; null on the dev server, which builds none. */
export function readBuiltAt(document: Document): Date | null {
  const content = document.querySelector(`meta[name="${BUILT_AT_META}"]`)?.getAttribute('content');
  const time = content ? new Date(content) : null;
  return time && !Number.isNaN(time.getTime()) ? time : null;
}
