import { createContext, use, type ReactNode } from 'react';
import type { Studio } from '@/data/studio/owner-auth';

/** Loads the studio's code and makes its parts: called only when the studio is opened. */
export type LoadStudio = () => Promise<Studio>;

const StudioLoaderContext = createContext<LoadStudio | null>(null);

export function StudioLoaderProvider({
  loadStudio,
  children,
}: {
  loadStudio: LoadStudio;
  children: ReactNode;
}) {
  return <StudioLoaderContext value={loadStudio}>{children}</StudioLoaderContext>;
}

export function useStudioLoader(): LoadStudio {
  const loadStudio = use(StudioLoaderContext);
  if (!loadStudio) throw new Error('useStudioLoader must be used inside <StudioLoaderProvider>.');
  return loadStudio;
}
