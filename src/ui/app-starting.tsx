import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { SOURCE_LANGUAGE } from '@/domain/site-languages';
import { useHydrated } from './use-hydrated';

// src/start/load-failure.ts reads the hint by this id, without importing this module.
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
 * without JavaScript each section says it in plain sight (see NeedsJavaScriptNote). It also
 * carries, in the page's language, what the page says if its code cannot load
 * (src/start/load-failure.ts): that page's one script has no catalog, and the hint is still
 * there exactly then, as the app never ran. The script has the English itself: an English page
 * carries none, as the bytes before its first paint are few.
 */
export function AppStartingHint() {
  const translated = i18n.locale !== SOURCE_LANGUAGE;
  return useHydrated() ? null : (
    <p
      id={HINT_ID}
      className="visually-hidden"
      data-failure={
        translated
          ? t`Part of this page could not load, so its controls and contact form do not work. Check your connection and reload.`
          : undefined
      }
      data-reload={translated ? t`Reload` : undefined}
    >
      {t`Works once the page has finished loading. It needs JavaScript.`}
    </p>
  );
}
