import { z } from './zod';

/**
 * The address the memory demo publishes when VITE_SITE_URL is unset: `.example` is reserved for
 * documentation (RFC 2606), so a link to it can never reach someone else's site.
 */
export const DEMO_SITE_URL = 'https://portfolio-demo.example/';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function toUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function siteUrlSchema(development: boolean) {
  return z
    .string()
    .trim()
    .transform((value, context) => {
      const url = toUrl(value);
      const allowed =
        url?.protocol === 'https:' ||
        (development && url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
      if (!url || !allowed) {
        context.addIssue({
          code: 'custom',
          message: development
            ? 'must be an absolute https:// address (or http://localhost in development)'
            : 'must be an absolute https:// address',
        });
        return z.NEVER;
      }
      if (url.username || url.password || url.search || url.hash) {
        context.addIssue({
          code: 'custom',
          message: 'must be a plain address, without a user, a query or a fragment',
        });
        return z.NEVER;
      }
      // The home page's address: every other address is resolved against it.
      if (!url.pathname.endsWith('/')) url.pathname += '/';
      return url.href;
    });
}

export type SiteUrlResult = { ok: true; url: string } | { ok: false; problem: string };

/**
 * Validates VITE_SITE_URL, the canonical address every absolute URL the page publishes comes
 * from: an absolute `https://` URL, normalised to end in `/`; `http://localhost` is accepted
 * only in development.
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
