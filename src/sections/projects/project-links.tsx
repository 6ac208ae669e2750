import type { Project } from '@/domain/project';
import { ExternalLink } from '@/ui/external-link';
import { Icon, type IconName } from '@/ui/icon';

const STORE_LINKS = [
  { field: 'githubLink', label: 'Github', icon: 'github' },
  { field: 'projectLink', label: 'Google Play', icon: 'playstore' },
  { field: 'appStoreLink', label: 'App Store', icon: 'appstore' },
] as const satisfies readonly { field: keyof Project; label: string; icon: IconName }[];

/** A project's links (GitHub, Google Play, App Store), those it has; nothing when none. */
export function ProjectLinks({ project }: { project: Project }) {
  const links = STORE_LINKS.filter(({ field }) => project[field] !== '');
  if (links.length === 0) return null;
  return (
    <div className="project-links">
      {links.map(({ field, label, icon }) => (
        <ExternalLink key={field} href={project[field]} className="button button-outlined">
          <Icon name={icon} size={18} />
          {label}
        </ExternalLink>
      ))}
    </div>
  );
}
