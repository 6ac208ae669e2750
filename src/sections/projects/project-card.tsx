import { memo, useId } from 'react';
import type { Project } from '@/domain/project';
import { ExternalLink } from '@/ui/external-link';
import { Icon, type IconName } from '@/ui/icon';
import { TagChips } from '@/ui/tag-chips';
import { ProjectCarousel, type ImageLoading } from './project-carousel';

const STORE_LINKS = [
  { field: 'githubLink', label: 'Github', icon: 'github' },
  { field: 'projectLink', label: 'Google Play', icon: 'playstore' },
  { field: 'appStoreLink', label: 'App Store', icon: 'appstore' },
] as const satisfies readonly { field: keyof Project; label: string; icon: IconName }[];

interface ProjectCardProps {
  project: Project;
  imageLoading: ImageLoading;
}

/** Memoised: a card re-renders only when its project changes. */
export const ProjectCard = memo(function ProjectCard({ project, imageLoading }: ProjectCardProps) {
  // Not derived from the document id, which may hold spaces that would split aria-labelledby.
  const titleId = useId();
  const links = STORE_LINKS.filter(({ field }) => project[field] !== '');
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
          {project.title || 'Untitled project'}
        </h3>
        <TagChips tags={project.tags} />
        <p className="project-description preserve-lines">{project.description}</p>
      </div>
      {links.length > 0 && (
        <div className="project-links">
          {links.map(({ field, label, icon }) => (
            <ExternalLink key={field} href={project[field]} className="button button-outlined">
              <Icon name={icon} size={18} />
              {label}
            </ExternalLink>
          ))}
        </div>
      )}
    </article>
  );
});
