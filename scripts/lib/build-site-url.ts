import { DEMO_SITE_URL, parseSiteUrl } from '../../src/domain/site-url';

export interface BuildSiteUrl {
  siteUrl: string | null;
  /** What the build must say when it leaves out what needs an address; null when nothing is. */
  warning: string | null;
}

/**
 * The site's address for the build, from VITE_SITE_URL: an invalid one fails the build at once.
 * Unset, the memory demo publishes the documented placeholder, and a Firestore build leaves out
 * what needs an absolute address (null), with a warning for the build to print.
 */
export function readBuildSiteUrl(
  env: Record<string, string>,
  { firestore }: { firestore: boolean },
): BuildSiteUrl {
  const value = env.VITE_SITE_URL?.trim() ?? '';
  if (value) {
    const result = parseSiteUrl(value, { development: false });
    if (!result.ok) throw new Error(`prerender: ${result.problem}.`);
    return { siteUrl: result.url, warning: null };
  }
  if (!firestore) return { siteUrl: DEMO_SITE_URL, warning: null };
  const rule = '='.repeat(78);
  const warning = [
    rule,
    'prerender: VITE_SITE_URL is not set, so the page has no canonical address, no og:url,',
    'no preview image in its link previews (og:image), no sitemap.xml and no feeds of the',
    "writing: each needs the site's absolute address. Set VITE_SITE_URL=https://your.domain/",
    '(see .env.example).',
    rule,
  ].join('\n');
  return { siteUrl: null, warning };
}
