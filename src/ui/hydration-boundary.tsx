import { Suspense, type ReactNode } from 'react';

/**
 * A part of the page that hydrates on its own: React commits each boundary separately, so the
 * prerendered page comes to life in several short tasks instead of one long one, and a part a
 * visitor touches first hydrates first. Nothing inside suspends, so there is no fallback.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
