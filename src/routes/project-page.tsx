import { t } from '@lingui/core/macro';
import { createLazyRoute, getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { PROJECT_ROUTE } from '@/domain/project-address';
import { useProfile } from '@/queries/use-profile';
import { useProject } from '@/queries/use-project';
import { ProjectArticle } from '@/sections/project/project-article';
import { BackToProjects } from '@/sections/project/back-to-projects';
import { LiveUpdatesNotice } from '@/ui/live-updates-notice';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { SiteFrame } from './site-frame';
import { useProjectMetadata } from './use-document-metadata';
import { usePageLanguage } from '@/ui/page-language';

const route = getRouteApi(PROJECT_ROUTE);

/**
 * One project's own page, live: an edit shows at once, and a project deleted while the page is
 * open says so. A project the home page listed shows at once, from the list it came with.
 */
function ProjectPage() {
  const { projectId } = route.useParams();
  const { project: query, retry, retrying } = useProject(projectId, usePageLanguage());
  const project = query.data;
  const [wasShown, setWasShown] = useState(false);
  if (project && !wasShown) setWasShown(true);
  useProjectMetadata(project, useProfile(usePageLanguage()).profile);

  return (
    <SiteFrame>
      <main className="project-page">
        <BackToProjects />
        {project === undefined ? (
          query.isError ? (
            <LoadError message={t`The project could not be loaded.`} onRetry={retry} />
          ) : (
            <div aria-busy="true" aria-label={t`Loading the project`}>
              <Skeleton className="project-page-skeleton" />
            </div>
          )
        ) : project === null ? (
          <ProjectGone removed={wasShown} />
        ) : (
          <>
            {query.isError && (
              <LiveUpdatesNotice subject={t`this project`} retrying={retrying} onRetry={retry} />
            )}
            <ProjectArticle project={project} />
          </>
        )}
      </main>
    </SiteFrame>
  );
}

/** No such project: never was, or removed while the page was open (`removed`). */
function ProjectGone({ removed }: { removed: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // What the visitor was reading (and maybe focused) is gone: focus goes to what says why.
  useEffect(() => {
    if (removed) heading.current?.focus();
  }, [removed]);
  return (
    <section className="project-gone" aria-labelledby="project-gone-title">
      <h1 id="project-gone-title" ref={heading} tabIndex={-1}>
        {removed ? t`This project has been removed` : t`No project here`}
      </h1>
      <p>
        {removed
          ? t`The owner took it down while you were reading.`
          : t`There is no project at this address. It may have been removed.`}
      </p>
      <Link to="/" hash="projects" className="button button-primary">
        {t`See all projects`}
      </Link>
    </section>
  );
}

export const projectPageRoute = createLazyRoute(PROJECT_ROUTE)({ component: ProjectPage });
