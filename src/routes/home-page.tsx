import { useQuery } from '@tanstack/react-query';
import { portfolioQueries } from '@/queries/portfolio-queries';
import { postQueries } from '@/queries/post-queries';
import { useRepository } from '@/queries/repository-context';
import { useProfile } from '@/queries/use-profile';
import { useExperience } from '@/queries/use-experience';
import { AboutSection } from '@/sections/about/about-section';
import { ContactSection } from '@/sections/contact/contact-section';
import { ExperienceSection } from '@/sections/experience/experience-section';
import { ProjectsSection } from '@/sections/projects/projects-section';
import { LatestPosts } from '@/sections/writing/latest-posts';
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
  // The build's read, in the page's cache: posts are static pages, not live.
  const latestPosts = useQuery(postQueries.latest(usePageLanguage(), useRepository())).data;
  useDocumentMetadata(profile);
  useScrollToFragment(status !== 'pending' && !projects.isPending);

  return (
    <SiteFrame>
      <main>
        <HydrationBoundary>
          <AboutSection user={profile} status={status} onRetry={retry} />
        </HydrationBoundary>
        <ExperienceSection jobs={experience.data?.jobs} />
        {latestPosts?.length ? (
          <>
            <HydrationBoundary>
              <ProjectsSection />
            </HydrationBoundary>
            <LatestPosts posts={latestPosts} />
          </>
        ) : (
          // One child where the projects were, not a second beside them: React's ids (useId)
          // count the children, so a site without posts renders the very page it did before.
          <HydrationBoundary>
            <ProjectsSection />
          </HydrationBoundary>
        )}
        <HydrationBoundary>
          <ContactSection />
        </HydrationBoundary>
      </main>
    </SiteFrame>
  );
}
