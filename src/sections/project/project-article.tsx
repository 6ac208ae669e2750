import { UNTITLED_PROJECT } from '@/domain/page-metadata';
import type { Project } from '@/domain/project';
import { ProjectLinks } from '@/sections/projects/project-links';
import { TagLinks } from '@/ui/tag-links';
import { ProjectGallery } from './project-gallery';
import './project-article.css';

/** A project in full: its title, tags, whole description, links and every image. */
export function ProjectArticle({ project }: { project: Project }) {
  const title = project.title || UNTITLED_PROJECT;
  return (
    <article className="project-article" aria-labelledby="project-title">
      <header className="project-article-header">
        <h1 id="project-title" tabIndex={-1}>
          {title}
        </h1>
        <TagLinks tags={project.tags} />
      </header>
      {project.description && (
        <p className="project-article-description preserve-lines">{project.description}</p>
      )}
      <ProjectLinks project={project} />
      {project.images.length > 0 && <ProjectGallery images={project.images} title={title} />}
    </article>
  );
}
