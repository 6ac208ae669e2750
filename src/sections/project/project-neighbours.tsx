import { t } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { PROJECT_ROUTE } from '@/domain/project-address';
import type { LocalizedProject } from '@/domain/localize-content';
import { useProjects } from '@/queries/use-projects';
import { Icon } from '@/ui/icon';
import { usePageLanguage } from '@/ui/page-language';
import { untitledProject } from '@/ui/page-words';

/**
 * The projects before and after this one in the owner's order, as the next read of a case study,
 * from the live list of projects (the build's too, so they are in the page's HTML).
 */
export function ProjectNeighbours({ projectId }: { projectId: string }) {
  const projects = useProjects(usePageLanguage()).projects.data;
  if (!projects) return null;
  const index = projects.findIndex(({ id }) => id === projectId);
  if (index === -1 || projects.length < 2) return null;
  const previous = projects[index - 1];
  const next = projects[index + 1];
  return (
    <nav className="project-neighbours" aria-label={t`More projects`}>
      {previous && (
        <Neighbour project={previous} rel="prev" label={t`Previous project`} icon="chevron-left" />
      )}
      {next && <Neighbour project={next} rel="next" label={t`Next project`} icon="chevron-right" />}
    </nav>
  );
}

function Neighbour({
  project,
  rel,
  label,
  icon,
}: {
  project: LocalizedProject;
  rel: 'prev' | 'next';
  label: string;
  icon: 'chevron-left' | 'chevron-right';
}) {
  return (
    <Link
      to={PROJECT_ROUTE}
      params={{ projectId: project.id }}
      rel={rel}
      className={`project-neighbour project-neighbour-${rel}`}
    >
      <Icon name={icon} size={20} />
      <span className="project-neighbour-text">
        <span className="project-neighbour-label">{label}</span>
        <span
          className="project-neighbour-title"
          lang={project.title ? project.textLanguage.title : undefined}
        >
          {project.title || untitledProject()}
        </span>
      </span>
    </Link>
  );
}
