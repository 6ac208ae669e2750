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

/**
 * Google's script for the frame that Firebase's popup sign-in talks through (`gapi.iframes`; it
 * loads it on the Authentication emulator too). Only the studio's page signs in: no visitor's
 * page allows it.
 */
export const SIGN_IN_SCRIPT_SOURCES = ['https://apis.google.com'];

/**
 * The page's policy, allowing its own inline scripts by hash and no other; with `signIn`, also
 * Google's sign-in script.
 */
export function pagePolicy(
  inlineScripts: readonly string[],
  { signIn = false }: { signIn?: boolean } = {},
): string {
  const sources = [...SCRIPT_SOURCES, ...(signIn ? SIGN_IN_SCRIPT_SOURCES : [])];
  return `script-src ${[...sources, ...inlineScripts.map(cspHash)].join(' ')}`;
}
