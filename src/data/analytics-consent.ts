/** What the visitor answered when asked whether the site may measure their visit. */
export type ConsentChoice = 'granted' | 'denied';

export interface ConsentState {
  /** Whether this site measures visits at all (a Firebase build with a measurement id). */
  measured: boolean;
  /** The visitor's answer, remembered in this browser; null until they give one. */
  choice: ConsentChoice | null;
}

const STORAGE_KEY = 'portfolio:analytics-consent';
const UNMEASURED: ConsentState = { measured: false, choice: null };

let state: ConsentState = UNMEASURED;
const listeners = new Set<() => void>();

function readStoredChoice(): ConsentChoice | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : null;
  } catch {
    // Storage can be blocked (privacy settings); the visitor is then asked on each visit.
    return null;
  }
}

function update(next: ConsentState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/**
 * The visitor's analytics consent, shared by the banner that asks for it and the Firebase code
 * that honours it, so neither imports the other. Nothing is measured before a 'granted'.
 */
export const analyticsConsent = {
  /** The current state; the same object until it changes (for useSyncExternalStore). */
  get: (): ConsentState => state,
  /** The state of a page that measures nothing: what the prerendered HTML is made with. */
  unmeasured: (): ConsentState => UNMEASURED,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called by the Firebase code once measuring is configured: the question can be asked. */
  enableMeasurement(): void {
    if (!state.measured) update({ measured: true, choice: readStoredChoice() });
  },
  /** Records the visitor's answer in this browser and tells whoever honours it. */
  choose(choice: ConsentChoice): void {
    try {
      localStorage.setItem(STORAGE_KEY, choice);
    } catch {
      // Not remembered, but still honoured for this visit.
    }
    update({ ...state, choice });
  },
};
