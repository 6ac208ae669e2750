import { createLazyRoute, getRouteApi, Link, Outlet, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { StudioProvider } from '@/queries/studio/studio-context';
import { StudioContentProvider } from '@/queries/studio/use-studio-content';
import { ProfileSection } from '@/sections/studio/profile-section';
import { ProjectsSection } from '@/sections/studio/projects-section';
import { StudioOverview } from '@/sections/studio/studio-overview';
import { StudioLeaveGuard } from '@/sections/studio/studio-leave-guard';
import { StudioScreens } from '@/sections/studio/studio-screens';
import { StudioWaiting } from '@/sections/studio/studio-waiting';
import { UnsavedChangesProvider } from '@/sections/studio/unsaved-changes';
import { useStudioMetadata } from '@/sections/studio/use-studio-metadata';
import { CareerSection } from '@/sections/studio-career/career-section';
import { LanguagesSection } from '@/sections/studio-languages/languages-section';
import { TranslationsSection } from '@/sections/studio-languages/translations-section';
import { StudioInbox } from '@/sections/studio-inbox/studio-inbox';
import { StudioTransfer } from '@/sections/studio-transfer/studio-transfer';
import { WritingSection } from '@/sections/studio-writing/writing-section';
import { LoadError } from '@/ui/load-error';
import '@/sections/studio/studio.css';

const route = getRouteApi('/studio');

/** The studio's page around whatever it shows: loading, a failure, or the studio itself. */
function StudioFrame({ children }: { children: ReactNode }) {
  useStudioMetadata();
  return (
    <main className="studio">
      <nav className="studio-nav" aria-label="Studio">
        <Link to="/">Back to the site</Link>
      </nav>
      <h1>Studio</h1>
      {children}
    </main>
  );
}

/** The owner's studio: sign-in, then the part at this address (its child route). */
function StudioPage() {
  return (
    <StudioFrame>
      <StudioProvider studio={route.useLoaderData()}>
        <StudioScreens>
          <StudioContentProvider>
            <UnsavedChangesProvider>
              <StudioLeaveGuard />
              <Outlet />
            </UnsavedChangesProvider>
          </StudioContentProvider>
        </StudioScreens>
      </StudioProvider>
    </StudioFrame>
  );
}

/** While the studio's code and parts load; the prerendered page, which signs no one in, too. */
function StudioLoading() {
  return (
    <StudioFrame>
      <StudioWaiting text="Loading the studio…" />
    </StudioFrame>
  );
}

function StudioLoadFailed() {
  const router = useRouter();
  return (
    <StudioFrame>
      {/* Loads the route again, and puts its error boundary back once that is done. */}
      <LoadError
        message="The studio could not be loaded."
        onRetry={() => void router.invalidate()}
      />
    </StudioFrame>
  );
}

export const studioPageRoute = createLazyRoute('/studio')({
  component: StudioPage,
  pendingComponent: StudioLoading,
  errorComponent: StudioLoadFailed,
});

/** Each part's screen, at its own address inside the studio's page: its code is the studio's. */
export const studioPartRoutes = {
  overview: createLazyRoute('/studio/')({ component: StudioOverview }),
  profile: createLazyRoute('/studio/profile')({ component: ProfileSection }),
  projects: createLazyRoute('/studio/projects')({ component: ProjectsSection }),
  career: createLazyRoute('/studio/career')({ component: CareerSection }),
  writing: createLazyRoute('/studio/writing')({ component: WritingSection }),
  languages: createLazyRoute('/studio/languages')({ component: LanguagesSection }),
  translations: createLazyRoute('/studio/translations')({ component: TranslationsSection }),
  messages: createLazyRoute('/studio/messages')({ component: StudioInbox }),
  content: createLazyRoute('/studio/content')({ component: StudioTransfer }),
};
