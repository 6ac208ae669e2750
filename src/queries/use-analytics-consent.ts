import { useSyncExternalStore } from 'react';
import { analyticsConsent, type ConsentChoice, type ConsentState } from '@/data/analytics-consent';

export type { ConsentChoice };

export interface AnalyticsConsent extends ConsentState {
  /** Records the visitor's answer in this browser and tells whoever honours it. */
  choose(choice: ConsentChoice): void;
}

/**
 * Whether this site measures visits, what the visitor chose, and how they answer. The
 * prerendered HTML and hydration see a site that measures nothing: the question appears once
 * Firebase is ready.
 */
export function useAnalyticsConsent(): AnalyticsConsent {
  const state = useSyncExternalStore(
    analyticsConsent.subscribe,
    analyticsConsent.get,
    analyticsConsent.unmeasured,
  );
  return { ...state, choose: analyticsConsent.choose };
}
