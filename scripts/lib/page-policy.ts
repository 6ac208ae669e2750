import { createHash } from 'node:crypto';

/**
 * The part of the Content-Security-Policy that each page carries in a `<meta>` of its own
 * rather than in firebase.json's header: `script-src`, as its inline scripts (the router's
 * state) differ from page to page and build to build, so their hashes can only be known as the
 * page is written. The header keeps every other directive, each named (it has no `default-src`,
 * which scripts would fall back to, refusing these: both policies apply).
 */
const SCRIPT_SOURCES = [
  "'self'",
  // Analytics, once a visitor has agreed to it.
  'https://www.googletagmanager.com',
  // App Check's reCAPTCHA, in the Firestore build.
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];

/**
 * A CSP hash source of an inline script's text or a style attribute's value, as the browser
 * hashes it (UTF-8, base64 SHA-256).
 */
export function cspHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** The page's policy, allowing its own inline scripts by hash and no other. */
export function pagePolicy(inlineScripts: readonly string[]): string {
  return `script-src ${[...SCRIPT_SOURCES, ...inlineScripts.map(cspHash)].join(' ')}`;
}
