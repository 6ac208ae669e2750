import { toSafeImageSrc } from '@/domain/safe-link';
import type { StudioProject } from '@/domain/studio-content';
import { PROJECT_LINKS } from './project-labels';

/** A project's links as a row names them. */
const LINK_NAMES: Record<(typeof PROJECT_LINKS)[number], string> = {
  githubLink: 'GitHub',
  projectLink: 'Google Play or site',
  appStoreLink: 'App Store',
};

/**
 * What a row of the project list shows of a project, to tell it from the others at a glance:
 * its first image, its title, its tags and which links it has (those visitors can open).
 */
export function ProjectRowSummary({ project, title }: { project: StudioProject; title: string }) {
  const { images, tags } = project.fields;
  const thumbnail = images.map(toSafeImageSrc).find(Boolean);
  const links = PROJECT_LINKS.filter((name) => project.fields[name].trim() !== '');
  return (
    <>
      {thumbnail ? (
        // The title beside it names the row; the picture only helps the eye find it.
        <img className="studio-project-thumbnail" src={thumbnail} alt="" width={64} height={48} />
      ) : (
        <span className="studio-project-thumbnail" aria-hidden="true" />
      )}
      <span className="studio-project-summary">
        <span className="studio-project-title">{title}</span>
        <span className="studio-project-facts">
          {tags.length > 0 ? (
            <span>
              <span className="visually-hidden">Tags: </span>
              {tags.map((tag, index) => (
                <span key={tag} className="studio-project-tag">
                  {tag}
                  {index < tags.length - 1 && <span className="visually-hidden">, </span>}
                </span>
              ))}
            </span>
          ) : (
            <span>No tags</span>
          )}
          <span>
            {links.length > 0
              ? `Links: ${links.map((name) => LINK_NAMES[name]).join(', ')}`
              : 'No links'}
          </span>
        </span>
      </span>
    </>
  );
}
