import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { hasCv } from '@/domain/cv-address';
import { portfolioQueries } from '@/queries/portfolio-queries';
import { postQueries } from '@/queries/post-queries';
import { useRepository } from '@/queries/repository-context';
import { useProfile } from '@/queries/use-profile';
import { ConsentBanner } from '@/sections/consent/consent-banner';
import { SiteFooter } from '@/sections/footer/site-footer';
import { SiteHeader } from '@/sections/header/site-header';
import { AppStartingHint } from '@/ui/app-starting';
import { HydrationBoundary } from '@/ui/hydration-boundary';
import { usePageLanguage } from '@/ui/page-language';

/** What every page of the site has around its `<main>`: the header, the footer, the consent. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { profile, status } = useProfile(usePageLanguage());
  // Only observed: the pages that show the record keep it live (useResume, useExperience).
  const wholeRecord = useQuery({ ...portfolioQueries.resume(), select: hasCv }).data;
  const homeLines = useQuery({ ...portfolioQueries.experience(), select: (lines) => lines.hasCv });
  const cv = wholeRecord === true || homeLines.data === true;
  // The build says on every page whether the site has published posts (there are no live posts).
  const hasPosts = useQuery(postQueries.any(usePageLanguage(), useRepository())).data === true;
  const [reviewingConsent, setReviewingConsent] = useState(false);
  return (
    <>
      {/* First in the document, so a keyboard reaches the question before the page it floats on. */}
      <ConsentBanner reviewing={reviewingConsent} onClose={() => setReviewingConsent(false)} />
      <SiteHeader user={profile} isLoading={status === 'pending'} hasCv={cv} hasPosts={hasPosts} />
      {children}
      <HydrationBoundary>
        <SiteFooter user={profile} onReviewConsent={() => setReviewingConsent(true)} />
      </HydrationBoundary>
      <AppStartingHint />
    </>
  );
}
