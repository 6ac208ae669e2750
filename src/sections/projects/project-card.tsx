import { Link } from '@tanstack/react-router';
import { memo, useId } from 'react';
import { UNTITLED_PROJECT } from '@/domain/page-metadata';
import { PROJECT_ROUTE } from '@/domain/project-address';
import type { Project } from '@/domain/project';
import { TagChips } from '@/ui/tag-chips';
import { ProjectCarousel, type ImageLoading } from './project-carousel';
import { ProjectLinks } from './project-links';

interface ProjectCardProps {
  project: Project;
  imageLoading: ImageLoading;
}

/** Memoised: a card re-renders only when its project changes. */
export const ProjectCard = memo(function ProjectCard({ project, imageLoading }: ProjectCardProps) {
  // Not derived from the document id, which may hold spaces that would split aria-labelledby.
  const titleId = useId();
  return (
    // Focusable from script only: "Show more" moves focus to the first card it brings.
    <article className="project-card" aria-labelledby={titleId} tabIndex={-1}>
      {project.images.length > 0 && (
        <ProjectCarousel
          images={project.images}
          title={project.title}
          firstImageLoading={imageLoading}
        />
      )}
      <div className="project-body">
        <h3 id={titleId} className="project-title">
          <Link to={PROJECT_ROUTE} params={{ projectId: project.id }} className="project-link">
            {project.title || UNTITLED_PROJECT}
          </Link>
        </h3>
        <TagChips tags={project.tags} />
        <p className="project-description preserve-lines">{project.description}</p>
      </div>
      <ProjectLinks project={project} />
    </article>
  );
});
