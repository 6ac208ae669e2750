import { createLazyRoute, Link, useRouteContext } from '@tanstack/react-router';
import { StudioContentProvider } from '@/queries/studio/use-studio-content';
import { ProfileSection } from '@/sections/studio/profile-section';
import { ProjectsSection } from '@/sections/studio/projects-section';
import { StudioGate } from '@/sections/studio/studio-gate';
import { useStudioMetadata } from '@/sections/studio/use-studio-metadata';
import { StudioInbox } from '@/sections/studio-inbox/studio-inbox';
import { StudioTransfer } from '@/sections/studio-transfer/studio-transfer';

/** What the owner edits, one section each, shown once the owner is signed in. */
function OwnerSections() {
  return (
    <StudioContentProvider>
      <ProfileSection />
      <ProjectsSection />
      <StudioInbox />
      <StudioTransfer />
    </StudioContentProvider>
  );
}

/** The owner's studio: sign-in, then everything the content file holds, and the messages. */
function StudioPage() {
  useStudioMetadata();
  const { loadStudio } = useRouteContext({ from: '/studio' });
  return (
    <main className="studio">
      <nav className="studio-nav" aria-label="Studio">
        <Link to="/">Back to the site</Link>
      </nav>
      <h1>Studio</h1>
      <StudioGate loadStudio={loadStudio}>
        <OwnerSections />
      </StudioGate>
    </main>
  );
}

export const studioPageRoute = createLazyRoute('/studio')({ component: StudioPage });
