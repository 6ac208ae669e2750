import type { Project } from './project';

/** The filter value that shows every project. */
export const ALL_TAGS = 'All';

/** The distinct tags across all projects, in order of first appearance ('All' is the filter's own). */
export function listTags(projects: readonly Project[]): string[] {
  const tags = new Set(projects.flatMap((project) => project.tags));
  tags.delete(ALL_TAGS);
  return [...tags];
}

export function filterProjectsByTag(projects: readonly Project[], tag: string): readonly Project[] {
  return tag === ALL_TAGS ? projects : projects.filter((project) => project.tags.includes(tag));
}
