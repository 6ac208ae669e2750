import { toMailtoHref } from '@/domain/mailto-href';
import { toSafeHref } from '@/domain/safe-link';

/** Where a post's link may lead: a page of another site, or a place on this one. */
export interface MarkdownHref {
  href: string;
  /** Another site's page, opened as the site's other external links are (a new tab). */
  external: boolean;
}

/**
 * A link's destination when it is one a post may use, or null. A place on this page (`#…`), a
 * page of this site by its path (`/…`, never the protocol-relative `//host`), an http(s)
 * address, or an e-mail address the contact form would take. Anything else (`javascript:`,
 * `data:`, `vbscript:`, `file:`, a path relative to the post's own address) is no link.
 */
export function toMarkdownHref(destination: string): MarkdownHref | null {
  const value = destination.trim();
  if (value.startsWith('#')) return { href: value, external: false };
  if (value.startsWith('/')) {
    return value.startsWith('//') || value.includes('\\') ? null : { href: value, external: false };
  }
  if (/^mailto:/i.test(value)) {
    const href = toMailtoHref(decodeAddress(value.slice('mailto:'.length)));
    return href ? { href, external: false } : null;
  }
  const href = toSafeHref(value);
  return href ? { href, external: true } : null;
}

// The Markdown reader percent-encodes a destination; an e-mail address is checked as written.
function decodeAddress(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return '';
  }
}
