/**
 * What `npm run deploy` reminds the owner of when the site is built with App Check (a
 * reCAPTCHA Enterprise site key in .env.local or the environment): App Check only refuses
 * requests from elsewhere once it is enforced, product by product, in the Firebase console, and
 * a deploy cannot do that. Null when no site key is configured. Vite (which reads .env files as
 * the build does) loads only here, at the end: imported at the command's start it would take
 * about a second of the 5 s in which `npm run deploy` promises to fail when the project cannot
 * be reached.
 */
export async function appCheckReminder(envDir = process.cwd()): Promise<string | null> {
  const { loadEnv } = await import('vite');
  const env = { ...loadEnv('production', envDir, 'VITE_'), ...process.env };
  if (!env.VITE_APP_CHECK_RECAPTCHA_SITE_KEY?.trim()) return null;
  return `App Check is configured (VITE_APP_CHECK_RECAPTCHA_SITE_KEY). It refuses requests that do
not come from this site only once it is enforced: in the Firebase console, App Check → APIs,
enforce it for Cloud Firestore and for Authentication (after checking its metrics show
verified requests from the site). See docs/security.md#app-check.`;
}
