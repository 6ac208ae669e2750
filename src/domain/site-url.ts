import { z } from './zod';

/**
 * The address the memory demo publishes when VITE_SITE_URL is unset: `.example` is reserved for
 * documentation (RFC 2606), so a link to it can never reach someone else's site.
 */
export const DEMO_SITE_URL = 'https://portfolio-demo.example/';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function siteUrlSchema(development: boolean) {
  return z.pipe(
    z.string().check(z.trim()),
    z.transform((value: string, context) => {
      const url = URL.parse(value);
      const allowed =
        url?.protocol === 'https:' ||
        (development && url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
      if (!url || !allowed) {
        context.issues.push({
          code: 'custom',
          input: value,
          message: development
            ? 'must be an absolute https:// address (or http://localhost in development)'
            : 'must be an absolute https:// address',
        });
        return z.NEVER;
      }
      // The build serves everything from the root (Vite's base is /), so the site is an origin.
      if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
        context.issues.push({
          code: 'custom',
          input: value,
          message: "must be the site's origin only, without a path, a user, a query or a fragment",
        });
        return z.NEVER;
      }
      return url.href;
    }),
  );
}

export type SiteUrlResult = { ok: true; url: string } | { ok: false; problem: string };

/**
 * Validates VITE_SITE_URL, the canonical address every absolute URL the page publishes comes
 * from: an absolute `https://` origin (given as `https://maya.dev`, it is `https://maya.dev/`);
 * `http://localhost` is accepted only in development.
 */
export function parseSiteUrl(
  value: string,
  { development }: { development: boolean },
): SiteUrlResult {
  const result = siteUrlSchema(development).safeParse(value);
  if (result.success) return { ok: true, url: result.data };
  return {
    ok: false,
    problem: `VITE_SITE_URL ${result.error.issues[0]?.message ?? 'is not valid'} (got ${JSON.stringify(value)})`,
  };
}

/** An address on the site (a root-relative path, or already absolute) made absolute. */
export function toSiteAddress(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, siteUrl).href;
}
