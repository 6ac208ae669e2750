import { memo, useState } from 'react';
import type { LocalizedProject } from '@/domain/localize-content';
import { usePrerendering } from '@/ui/prerendering';
import { ProjectCard } from './project-card';
import type { ImageLoading } from './project-carousel';

interface ProjectGridItemProps {
  project: LocalizedProject;
  imageLoading: ImageLoading;
  /** Not tagged with the chosen tag. */
  filteredOut: boolean;
  /** Tagged, but past the projects shown so far: it waits for "Show more". */
  later: boolean;
}

/** React leaves the inside of an element with inner HTML alone, however it differs. */
const AS_THE_SERVER_SENT_IT = { __html: '' };

/**
 * One project in the grid. Its card renders the first time it is shown and then stays, so a
 * tag switch back is an attribute change. Until then the browser renders nothing inside it:
 * hydrating, it keeps what the build wrote without hydrating it. On a page of 300 projects that
 * is most of hydration's work, for cards nobody can see yet. The build writes a card past the
 * first page as an empty item, with the card itself in ProjectGrid's noscript.
 */
export const ProjectGridItem = memo(function ProjectGridItem({
  project,
  imageLoading,
  filteredOut,
  later,
}: ProjectGridItemProps) {
  const prerendering = usePrerendering();
  const shown = !filteredOut && !later;
  const [wasShown, setWasShown] = useState(shown);
  if (shown && !wasShown) setWasShown(true);
  const item = {
    hidden: filteredOut,
    'data-later': later ? '' : undefined,
    'data-tags': JSON.stringify(project.tags),
  };
  // The build lists the card in the noscript after the grid (ProjectGrid).
  if (prerendering && later) return <li {...item} />;
  if (!prerendering && !wasShown) {
    return (
      <li {...item} dangerouslySetInnerHTML={AS_THE_SERVER_SENT_IT} suppressHydrationWarning />
    );
  }
  return (
    <li {...item}>
      <ProjectCard project={project} imageLoading={imageLoading} />
    </li>
  );
});
