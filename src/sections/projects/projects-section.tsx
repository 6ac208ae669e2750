import { useState } from 'react';
import { ALL_TAGS, filterProjectsByTag, listTags } from '@/domain/project-tags';
import { useProjects } from '@/queries/use-projects';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { ProjectCard } from './project-card';
import { TagFilter } from './tag-filter';
import './projects-section.css';

const SKELETON_CARDS = 3;

/** Featured projects, live from the repository, filtered by one tag at a time. */
export function ProjectsSection() {
  const { projects, retry } = useProjects();
  const [selectedTag, setSelectedTag] = useState(ALL_TAGS);
  const all = projects.data ?? [];
  const tags = listTags(all);
  // A tag can vanish while the list is live; fall back to All rather than show nothing.
  const activeTag = tags.includes(selectedTag) ? selectedTag : ALL_TAGS;
  const visible = new Set(filterProjectsByTag(all, activeTag).map((project) => project.id));

  return (
    <section id="projects" className="projects" aria-labelledby="projects-title">
      <h2 id="projects-title" className="section-title">
        Featured Projects
      </h2>
      {projects.isError ? (
        <LoadError message="The projects could not be loaded." onRetry={retry} />
      ) : projects.isPending ? (
        <ul className="project-grid" aria-busy="true" aria-label="Loading projects">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index}>
              <Skeleton className="project-skeleton" />
            </li>
          ))}
        </ul>
      ) : all.length === 0 ? (
        <p className="empty-state">No projects to show yet. Please check back soon.</p>
      ) : (
        <>
          <TagFilter tags={tags} value={activeTag} onChange={setSelectedTag} />
          <ul className="project-grid" aria-label={`Projects tagged ${activeTag}`}>
            {/* Every card stays mounted and a filter only hides some, so switching tags is an
                attribute change rather than tearing down and rebuilding cards and carousels. */}
            {all.map((project) => (
              <li key={project.id} hidden={!visible.has(project.id)}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
