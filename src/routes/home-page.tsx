import { useQuery } from '@tanstack/react-query';
import { portfolioQueries } from '@/queries/portfolio-queries';
import { useProfile } from '@/queries/use-profile';
import { useExperience } from '@/queries/use-experience';
import { AboutSection } from '@/sections/about/about-section';
import { ContactSection } from '@/sections/contact/contact-section';
import { ExperienceSection } from '@/sections/experience/experience-section';
import { ProjectsSection } from '@/sections/projects/projects-section';
import { HydrationBoundary } from '@/ui/hydration-boundary';
import { SiteFrame } from './site-frame';
import { useDocumentMetadata } from './use-document-metadata';
import { useScrollToFragment } from './use-scroll-to-fragment';
import { usePageLanguage } from '@/ui/page-language';

export function HomePage() {
  const { profile, status, retry } = useProfile(usePageLanguage());
  // Only observed here: the projects section keeps the list live (useProjects).
  const projects = useQuery(portfolioQueries.projects());
  const experience = useExperience(usePageLanguage());
  useDocumentMetadata(profile);
  useScrollToFragment(status !== 'pending' && !projects.isPending);

  return (
    <SiteFrame>
      <main>
        <HydrationBoundary>
          <AboutSection user={profile} status={status} onRetry={retry} />
        </HydrationBoundary>
        <ExperienceSection jobs={experience.data?.jobs} />
        <HydrationBoundary>
          <ProjectsSection />
        </HydrationBoundary>
        <HydrationBoundary>
          <ContactSection />
        </HydrationBoundary>
      </main>
    </SiteFrame>
  );
}
