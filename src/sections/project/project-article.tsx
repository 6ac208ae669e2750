import type { LocalizedProject } from '@/domain/localize-content';
import { ProjectLinks } from '@/sections/projects/project-links';
import { TagLinks } from '@/ui/tag-links';
import { untitledProject } from '@/ui/page-words';
import { ProjectGallery } from './project-gallery';
import { ProjectNeighbours } from './project-neighbours';
import './project-article.css';

/**
 * A project as a case study: its title and tags, a lead image, the whole description and the
 * links, the other images, then the projects before and after it.
 */
export function ProjectArticle({ project }: { project: LocalizedProject }) {
  const title = project.title || untitledProject();
  return (
    <>
      <article className="project-article" aria-labelledby="project-title">
        <header className="project-article-header">
          <h1 id="project-title" tabIndex={-1} lang={project.textLanguage.title}>
            {title}
          </h1>
          <TagLinks tags={project.tags} labels={project.tagLabels} />
        </header>
        <ProjectGallery
          images={project.images}
          title={title}
          between={
            <div className="project-article-story">
              {project.description && (
                <p
                  className="project-article-description preserve-lines"
                  lang={project.textLanguage.description}
                >
                  {project.description}
                </p>
              )}
              <ProjectLinks project={project} />
            </div>
          }
        />
      </article>
      <ProjectNeighbours projectId={project.id} />
    </>
  );
}
