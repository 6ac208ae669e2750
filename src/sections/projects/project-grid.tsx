import { memo, useMemo } from 'react';
import type { Project } from '@/domain/project';
import { filterProjectsByTag } from '@/domain/project-tags';
import { ProjectCard } from './project-card';

interface ProjectGridProps {
  projects: readonly Project[];
  tag: string;
}

/**
 * Every card stays mounted and a filter only hides some, so a tag switch is an attribute
 * change rather than tearing down and rebuilding cards and carousels. Memoised, so the render
 * that answers a click (the filter's own) skips the list entirely.
 */
export const ProjectGrid = memo(function ProjectGrid({ projects, tag }: ProjectGridProps) {
  const shown = useMemo(
    () => new Set(filterProjectsByTag(projects, tag).map((project) => project.id)),
    [projects, tag],
  );
  return (
    <ul className="project-grid" aria-label={`Projects tagged ${tag}`}>
      {projects.map((project) => (
        // The tags are on the item too, for the filter that works before the app's code runs
        // (src/early-controls.ts).
        <li
          key={project.id}
          hidden={!shown.has(project.id)}
          data-tags={JSON.stringify(project.tags)}
        >
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
});
