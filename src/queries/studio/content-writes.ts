import type { ProfileFields, ProjectFields, StudioProject } from '@/domain/studio-content';
import { useContentWrite } from './use-content-write';

const byOrder = (a: StudioProject, b: StudioProject) => a.order - b.order;

/** Saves the profile read at `readVersion`. */
export function useSaveProfile() {
  return useContentWrite(
    (repository, { fields, readVersion }: { fields: ProfileFields; readVersion: number }) =>
      repository.saveProfile(fields, readVersion),
    (content, { fields, readVersion }) => ({
      ...content,
      profile: { fields, version: readVersion + 1 },
    }),
  );
}

export interface SaveProjectVariables {
  project: { id: string; fields: ProjectFields; order: number };
  /** 0 adds it (or brings a deleted one back). */
  readVersion: number;
}

/** Saves a project read at `readVersion`, or adds one. */
export function useSaveProject() {
  return useContentWrite(
    (repository, { project, readVersion }: SaveProjectVariables) =>
      repository.saveProject(project, readVersion),
    (content, { project, readVersion }) => ({
      ...content,
      projects: [
        ...content.projects.filter(({ id }) => id !== project.id),
        { ...project, version: readVersion + 1 },
      ].sort(byOrder),
    }),
  );
}

/** Deletes a project. */
export function useDeleteProject() {
  return useContentWrite(
    (repository, { id }: StudioProject) => repository.deleteProject(id),
    (content, { id }) => ({
      ...content,
      projects: content.projects.filter((project) => project.id !== id),
    }),
  );
}

/** Puts the projects in the order given, each at the version it was read at. */
export function useReorderProjects() {
  return useContentWrite(
    (repository, projects: readonly StudioProject[]) =>
      repository.reorderProjects(projects.map(({ id, version }) => ({ id, version }))),
    (content, projects) => ({
      ...content,
      projects: projects.map((project, order) => ({
        ...project,
        order,
        version: project.version + 1,
      })),
    }),
  );
}
