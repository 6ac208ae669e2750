import { t } from '@lingui/core/macro';
import { createLazyRoute } from '@tanstack/react-router';
import { CV_PATH, hasCv } from '@/domain/cv-address';
import { useProfile } from '@/queries/use-profile';
import { useResume } from '@/queries/use-resume';
import { CvDocument } from '@/sections/cv/cv-document';
import { LiveUpdatesNotice } from '@/ui/live-updates-notice';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { NotFoundPage } from './not-found-page';
import { SiteFrame } from './site-frame';
import { useCvMetadata } from './use-document-metadata';
import { usePageLanguage } from '@/ui/page-language';

/** The owner's whole CV, live; without an entry in the record there is no CV, and no page. */
function CvPage() {
  const { resume: query, retry, retrying } = useResume(usePageLanguage());
  const { profile } = useProfile(usePageLanguage());
  const resume = query.data;
  useCvMetadata(hasCv(resume) ? profile : null);
  if (resume !== undefined && !hasCv(resume)) return <NotFoundPage />;

  return (
    <SiteFrame>
      <main className="cv-page">
        {resume === undefined ? (
          query.isError ? (
            <LoadError message={t`The CV could not be loaded.`} onRetry={retry} />
          ) : (
            <div aria-busy="true" aria-label={t`Loading the CV`}>
              <Skeleton className="cv-skeleton" />
            </div>
          )
        ) : (
          <>
            {query.isError && (
              <LiveUpdatesNotice subject={t`the CV`} retrying={retrying} onRetry={retry} />
            )}
            <CvDocument user={profile} resume={resume} />
          </>
        )}
      </main>
    </SiteFrame>
  );
}

export const cvPageRoute = createLazyRoute(CV_PATH)({ component: CvPage });
