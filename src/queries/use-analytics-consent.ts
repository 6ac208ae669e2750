import { useSyncExternalStore } from 'react';
import { analyticsConsent, type ConsentState } from '@/data/analytics-consent';

/**
 * Whether this site measures visits, and what the visitor chose. The prerendered HTML and
 * hydration see a site that measures nothing: the question appears once Firebase is ready.
 */
export function useAnalyticsConsent(): ConsentState {
  return useSyncExternalStore(
    analyticsConsent.subscribe,
    analyticsConsent.get,
    analyticsConsent.unmeasured,
  );
}
