import type { ReactNode } from 'react';
import { StudioProvider } from '@/queries/studio/studio-context';
import { useStudioParts, type LoadStudio } from '@/queries/studio/use-studio-parts';
import { LoadError } from '@/ui/load-error';
import { useHydrated } from '@/ui/use-hydrated';
import { StudioScreens } from './studio-screens';
import { StudioWaiting } from './studio-waiting';
import './studio.css';

/**
 * The studio once its code has loaded; until then (and in the prerendered HTML, which cannot
 * sign anyone in) a spinner that says so. `children` are the owner's sections.
 */
export function StudioGate({ loadStudio, children }: StudioGateProps) {
  return useHydrated() ? (
    <LoadedStudio loadStudio={loadStudio}>{children}</LoadedStudio>
  ) : (
    <StudioWaiting text="Loading the studio…" />
  );
}

interface StudioGateProps {
  /** The page start-up's (see createAppRouter): undefined only where nothing can sign in. */
  loadStudio: LoadStudio | undefined;
  children: ReactNode;
}

function LoadedStudio({ loadStudio, children }: StudioGateProps) {
  const parts = useStudioParts(loadStudio);
  if (parts.status === 'loading') return <StudioWaiting text="Loading the studio…" />;
  if (parts.status === 'failed') {
    return <LoadError message="The studio could not be loaded." onRetry={parts.retry} />;
  }
  return (
    <StudioProvider studio={parts.studio}>
      <StudioScreens>{children}</StudioScreens>
    </StudioProvider>
  );
}
