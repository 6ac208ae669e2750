import type { ReactNode } from 'react';

// Without a boundary per section: the page hydrates and commits as one tree.
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
