import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that hydrates, and commits, on its own. Hydrating the whole home
 * page as one tree ends in one commit (every section's effects, subscriptions and carousels at
 * once) long enough, on a slow phone, to be a long task some of the time, which holds the page's
 * interactivity back; a boundary per section cuts it into commits well under that line. Nothing
 * inside suspends: the fallback is never shown.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
