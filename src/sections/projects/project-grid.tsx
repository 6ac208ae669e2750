import { t } from '@lingui/core/macro';
import { memo, useMemo, type Ref } from 'react';
import type { LocalizedProject } from '@/domain/localize-content';
import { MOST_CARDS_PER_ROW } from '@/ui/image-layouts';
import { usePrerendering } from '@/ui/prerendering';
import { ProjectCard } from './project-card';
import { ProjectGridItem } from './project-grid-item';

interface ProjectGridProps {
  projects: readonly LocalizedProject[];
  tag: string;
  /** The projects with that tag, in order (ProjectsSection counts them too). */
  tagged: readonly LocalizedProject[];
  /** How many of the tagged projects show; the rest wait for "Show more". */
  limit: number;
  ref?: Ref<HTMLUListElement>;
}

/**
 * Every card once shown stays mounted and a filter only hides some, so a tag switch is an
 * attribute change rather than tearing down and rebuilding cards and carousels (the cards
 * never shown yet are not even rendered: see ProjectGridItem). Memoised, so the render that
 * answers a click (the filter's own) skips the list entirely.
 *
 * A tagged card past the limit is `data-later`: projects-section.css takes it out of the page
 * while scripts run, and so out of its style and layout, which is what makes a long list
 * cheap. Without scripts nothing can show more, so there every tagged card is listed: those
 * past the limit in a second list, which the build writes in a noscript after the grid.
 */
export const ProjectGrid = memo(function ProjectGrid({
  projects,
  tag,
  tagged,
  limit,
  ref,
}: ProjectGridProps) {
  const prerendering = usePrerendering();
  const place = useMemo(
    () => new Map(tagged.map((project, index) => [project.id, index])),
    [tagged],
  );
  /** Whether a project at this place among the tagged ones waits for "Show more". */
  const isLaterAt = (index: number | undefined) => index !== undefined && index >= limit;
  const builtLater = prerendering
    ? projects.filter((project) => isLaterAt(place.get(project.id)))
    : [];
  return (
    <>
      <ul ref={ref} className="project-grid" aria-label={t`Projects tagged ${tag}`}>
        {projects.map((project, position) => {
          const index = place.get(project.id);
          return (
            <ProjectGridItem
              key={project.id}
              project={project}
              // Only the first row's images load with the page; the browser loads every other
              // card's as it nears the screen, so a long list, most of it hidden, costs a
              // visitor no downloads.
              imageLoading={position < MOST_CARDS_PER_ROW ? 'eager' : 'lazy'}
              filteredOut={index === undefined}
              later={isLaterAt(index)}
            />
          );
        })}
      </ul>
      {/* The build's cards past the limit (their items above are left empty), listed for
          browsers without scripts. With scripts this is text the browser never builds into the
          page, which spares a long list most of its parse. React never renders or hydrates
          what is inside a noscript, so the browser's own render leaves it empty. */}
      <noscript>
        {builtLater.length > 0 && (
          <ul
            className="project-grid project-grid-continued"
            aria-label={t`Projects tagged ${tag}, continued`}
          >
            {builtLater.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} imageLoading="lazy" />
              </li>
            ))}
          </ul>
        )}
      </noscript>
    </>
  );
});
