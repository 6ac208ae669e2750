import { t } from '@lingui/core/macro';
import { useHydrated } from './use-hydrated';

const HINT_ID = 'app-starting-hint';

/**
 * Props for a control that needs JavaScript: disabled in the prerendered HTML and described by
 * the page's one starting hint, so without scripts it says why instead of being silently dead.
 * The app enables it once it runs the page.
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
      {t`Works once the page has finished loading. It needs JavaScript.`}
    </p>
  );
}
