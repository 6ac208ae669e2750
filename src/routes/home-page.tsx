import { useQuery } from '@tanstack/react-query';
import { portfolioQueries } from '@/queries/portfolio-queries';
import { useRepository } from '@/queries/repository-context';
import { AboutSection } from '@/sections/about/about-section';
import { ContactSection } from '@/sections/contact/contact-section';
import { SiteFooter } from '@/sections/footer/site-footer';
import { SiteHeader } from '@/sections/header/site-header';
import { ProjectsSection } from '@/sections/projects/projects-section';
import { useDocumentMetadata } from './use-document-metadata';
import { useScrollToFragment } from './use-scroll-to-fragment';

export function HomePage() {
  const user = useQuery(portfolioQueries.user(useRepository()));
  // Only observed here: the projects section keeps the list live (useProjects).
  const projects = useQuery(portfolioQueries.projects());
  const profile = user.data ?? null;
  useDocumentMetadata(profile);
  useScrollToFragment(!user.isPending && !projects.isPending);

  return (
    <>
      <SiteHeader user={profile} isLoading={user.isPending} />
      <main>
        <AboutSection
          user={profile}
          // A retry after a failure shows the skeleton again, so the click visibly does something.
          status={user.isError && user.isFetching ? 'pending' : user.status}
          onRetry={() => void user.refetch()}
        />
        <ProjectsSection />
        <ContactSection />
      </main>
      <SiteFooter user={profile} />
    </>
  );
}
