import type { ReactNode } from 'react';

// Without a Suspense boundary per section: the page hydrates as one piece.
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
