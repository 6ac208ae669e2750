import { untitledProject } from '@/ui/page-words';
import { Link } from '@tanstack/react-router';
import { memo, useId, useRef } from 'react';
import { PROJECT_ROUTE } from '@/domain/project-address';
import type { LocalizedProject } from '@/domain/localize-content';
import { TagChips } from '@/ui/tag-chips';
import { ProjectArt } from './project-art';
import { ProjectCarousel, type ImageLoading } from './project-carousel';
import { ProjectLinks } from './project-links';

interface ProjectCardProps {
  project: LocalizedProject;
  imageLoading: ImageLoading;
}

/**
 * Memoised: a card re-renders only when its project changes. The whole card opens the project:
 * the title link's ::after covers it (projects-section.css), so the link stays the one target with
 * one accessible name; the carousel and the store links sit above it and keep their own clicks,
 * and a click on a picture (not a swipe) follows the title link.
 */
export const ProjectCard = memo(function ProjectCard({ project, imageLoading }: ProjectCardProps) {
  // Not derived from the document id, which may hold spaces that would split aria-labelledby.
  const titleId = useId();
  const link = useRef<HTMLAnchorElement>(null);
  const title = project.title || untitledProject();
  return (
    // Focusable from script only: "Show more" moves focus to the first card it brings.
    <article className="project-card" aria-labelledby={titleId} tabIndex={-1}>
      {project.images.length > 0 ? (
        <ProjectCarousel
          images={project.images}
          title={project.title}
          firstImageLoading={imageLoading}
          onPictureClick={() => link.current?.click()}
        />
      ) : (
        <ProjectArt title={title} />
      )}
      <div className="project-body">
        <h3 id={titleId} className="project-title" lang={project.textLanguage.title}>
          <Link
            ref={link}
            to={PROJECT_ROUTE}
            params={{ projectId: project.id }}
            className="project-link"
          >
            {title}
          </Link>
        </h3>
        <TagChips tags={project.tags} labels={project.tagLabels} />
        <p className="project-description preserve-lines" lang={project.textLanguage.description}>
          {project.description}
        </p>
      </div>
      <ProjectLinks project={project} />
    </article>
  );
});
