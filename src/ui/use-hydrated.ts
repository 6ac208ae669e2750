import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while it hydrates, true once the app's code runs the page.
 * Controls that do nothing without JavaScript are disabled until then, so nothing a visitor
 * does in that first moment is silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
