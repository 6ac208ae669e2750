import { useBlocker } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useUnsavedChanges } from './unsaved-changes';

/**
 * Asks before the router leaves a part with unsaved edits (another part, the site, Back), and
 * has the browser ask before the tab closes or reloads (`beforeunload`: its own words).
 */
export function StudioLeaveGuard() {
  const { hasUnsaved, confirmLeave } = useUnsavedChanges();
  // Resolves true to stay: the blocker waits for the owner's answer.
  const shouldBlockFn = useCallback(
    ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) =>
      current.pathname !== next.pathname &&
      new Promise<boolean>((resolve) =>
        confirmLeave(
          () => resolve(false),
          () => resolve(true),
        ),
      ),
    [confirmLeave],
  );
  useBlocker({ shouldBlockFn, enableBeforeUnload: hasUnsaved });
  return null;
}
