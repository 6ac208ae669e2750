import type { FirebaseApp } from 'firebase/app';
import type { Analytics } from 'firebase/analytics';
import { analyticsConsent } from './analytics-consent';

type AnalyticsSdk = typeof import('firebase/analytics');

/** An App Check token as App Check's custom provider wants it. */
export interface AppCheckTokenAnswer {
  token: string;
  expireTimeMillis: number;
}

/** A token's expiry from its JWT `exp` claim; soon, when it cannot be read, so it is renewed. */
export function tokenExpiry(token: string, now = Date.now()): number {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
    const exp = (claims as { exp?: unknown }).exp;
    if (typeof exp === 'number' && exp * 1000 > now) return exp * 1000;
  } catch {
    // Not a JWT: treated as short-lived below.
  }
  return now + 60_000;
}

/**
 * App Check with reCAPTCHA Enterprise, on the page (reCAPTCHA needs it), loaded only when a
 * site key is configured. Returns the current token, for the Firestore worker's requests and
 * its sends; it rejects when App Check cannot vouch for this browser.
 */
export async function startAppCheck(
  app: FirebaseApp,
  siteKey: string,
): Promise<() => Promise<AppCheckTokenAnswer>> {
  const { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider } =
    await import('firebase/app-check');
  const appCheck = initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return async () => {
    const { token } = await getToken(appCheck);
    return { token, expireTimeMillis: tokenExpiry(token) };
  };
}

/**
 * Google Analytics, only with the visitor's consent: once the browser is idle this checks that
 * analytics can run here and lets the consent banner ask. Before a 'granted' nothing of Google
 * Analytics is requested; a later 'denied' stops collection through Firebase's own switches.
 */
export function measureWithConsent(app: FirebaseApp): void {
  let analytics: Analytics | undefined;
  const honour = (sdk: AnalyticsSdk) => {
    const { choice } = analyticsConsent.get();
    if (choice === null || (choice === 'denied' && !analytics)) return;
    const granted = choice === 'granted';
    // Set before getAnalytics, this is the consent gtag starts with; after, it updates it.
    sdk.setConsent({
      analytics_storage: granted ? 'granted' : 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    analytics ??= sdk.getAnalytics(app);
    sdk.setAnalyticsCollectionEnabled(analytics, granted);
  };
  const start = async () => {
    const sdk = await import('firebase/analytics');
    if (!(await sdk.isSupported())) return;
    analyticsConsent.enableMeasurement();
    analyticsConsent.subscribe(() => honour(sdk));
    honour(sdk);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void start())
      : setTimeout(start, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
