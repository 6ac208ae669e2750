import { useHydrated } from './use-hydrated';

const HINT_ID = 'app-starting-hint';

/**
 * Props for a control that does nothing until the app's code runs: disabled until then, and
 * described by the page's one starting hint, so it says why instead of being silently dead.
 */
export function useNeedsApp(): { disabled: boolean; 'aria-describedby'?: string } {
  return useHydrated() ? { disabled: false } : { disabled: true, 'aria-describedby': HINT_ID };
}

/**
 * What a control that is not working yet says to assistive technology. Gone once the app runs;
 * without JavaScript each section says it in plain sight (see NeedsJavaScriptNote).
 */
export function AppStartingHint() {
  return useHydrated() ? null : (
    <p id={HINT_ID} className="visually-hidden">
      Works once the page has finished loading. It needs JavaScript.
    </p>
  );
}
