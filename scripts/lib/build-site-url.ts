import { DEMO_SITE_URL, parseSiteUrl } from '../../src/domain/site-url';

type Log = (message: string, level?: 'info' | 'warn') => void;

/**
 * The site's address for the build, from VITE_SITE_URL: an invalid one fails the build. Unset,
 * the memory demo publishes the documented placeholder, and a Firestore build says loudly that
 * it leaves out what needs an absolute address (null).
 */
export function readBuildSiteUrl(
  env: Record<string, string>,
  { firestore, log }: { firestore: boolean; log: Log },
): string | null {
  const value = env.VITE_SITE_URL?.trim() ?? '';
  if (value) {
    const result = parseSiteUrl(value, { development: false });
    if (!result.ok) throw new Error(`prerender: ${result.problem}.`);
    return result.url;
  }
  if (!firestore) return DEMO_SITE_URL;
  const rule = '='.repeat(78);
  log(
    [
      rule,
      'prerender: VITE_SITE_URL is not set, so the page has no canonical address, no og:url,',
      'no preview image in its link previews (og:image) and no sitemap.xml: each needs the',
      "site's absolute address. Set VITE_SITE_URL=https://your.domain/ (see .env.example).",
      rule,
    ].join('\n'),
    'warn',
  );
  return null;
}
