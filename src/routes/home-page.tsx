import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { portfolioQueries } from '@/queries/portfolio-queries';
import { useProfile } from '@/queries/use-profile';
import { AboutSection } from '@/sections/about/about-section';
import { ConsentBanner } from '@/sections/consent/consent-banner';
import { ContactSection } from '@/sections/contact/contact-section';
import { SiteFooter } from '@/sections/footer/site-footer';
import { SiteHeader } from '@/sections/header/site-header';
import { ProjectsSection } from '@/sections/projects/projects-section';
import { AppStartingHint } from '@/ui/app-starting';
import { useDocumentMetadata } from './use-document-metadata';
import { useScrollToFragment } from './use-scroll-to-fragment';

export function HomePage() {
  const { profile, status, retry } = useProfile();
  // Only observed here: the projects section keeps the list live (useProjects).
  const projects = useQuery(portfolioQueries.projects());
  const [reviewingConsent, setReviewingConsent] = useState(false);
  useDocumentMetadata(profile);
  useScrollToFragment(status !== 'pending' && !projects.isPending);

  return (
    <>
      {/* First in the document, so a keyboard reaches the question before the page it floats on. */}
      <ConsentBanner reviewing={reviewingConsent} onClose={() => setReviewingConsent(false)} />
      <SiteHeader user={profile} isLoading={status === 'pending'} />
      <main>
        <AboutSection user={profile} status={status} onRetry={retry} />
        <ProjectsSection />
        <ContactSection />
      </main>
      <SiteFooter user={profile} onReviewConsent={() => setReviewingConsent(true)} />
      <AppStartingHint />
    </>
  );
}
