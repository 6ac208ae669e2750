import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/**
 * True outside an app root (a component rendered on its own, as in its tests, runs at once);
 * the root's HydratedProvider starts it false, so the prerendered HTML and hydration agree.
 */
const HydratedContext = createContext(true);

/**
 * Says false in the prerendered HTML and while the page hydrates, then true. The switch is one
 * transition from the root, so the controls it enables re-render in slices the browser can
 * interrupt, not in one synchronous pass over the whole page.
 */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False in the prerendered HTML and while it hydrates, true once the app's code runs the page.
 * Until then the controls are disabled and say why (useNeedsApp); without JavaScript they stay so.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
