import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { whenBrowserIdle } from './when-idle';

/**
 * True outside an app root (a component rendered on its own, as in its tests, runs at once);
 * the root's HydratedProvider starts it false, so the prerendered HTML and hydration agree.
 */
const HydratedContext = createContext(true);

/**
 * Says false in the prerendered HTML and while the page hydrates, then true. The switch is one
 * transition from the root, so the controls it enables re-render in slices the browser can
 * interrupt, not in one synchronous pass over the whole page (what a store that differs from
 * its server snapshot, useSyncExternalStore's way, would force right after hydration). Every
 * update made while the page hydrates restarts that transition, so the project cards hydrate
 * with their section rather than each as a boundary of its own: 300 cards hydrating one by
 * one delayed the controls by seconds (measured with the bench).
 *
 * The switch waits until the browser is idle, when React has hydrated the page's boundaries
 * (HydrationBoundary) on its own. Made earlier, it reaches boundaries still dehydrated, and for
 * each React hydrates that boundary first and then starts the whole render again: eight
 * restarts on the demo page, each thrown and caught inside React. Where requestIdleCallback is
 * missing (Safari), whenBrowserIdle calls back in the next task, and those restarts remain.
 */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    whenBrowserIdle(() => startTransition(() => setHydrated(true)));
  }, []);
  // In the commit that enables the controls, the early controls (src/early-controls.ts) step
  // aside: from here on React answers them.
  useLayoutEffect(() => {
    if (hydrated) document.documentElement.dataset.controls = 'app';
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False in the prerendered HTML and while it hydrates, true once the app's code runs the page.
 * Until then the controls are disabled in React's eyes: without JavaScript they stay so, and
 * with it the early controls (src/early-controls.ts) enable and answer them.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
