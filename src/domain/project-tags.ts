import type { Project } from './project';

/** The filter value that shows every project. */
export const ALL_TAGS = 'All';

/** Tags that differ only by case are one tag: "Android" and "android". */
export const sameTag = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Each tag once, whatever its case, in the spelling it first appears with. */
export function uniqueTags(tags: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const tag of tags) {
    const key = tag.toLowerCase();
    if (!seen.has(key)) seen.set(key, tag);
  }
  return [...seen.values()];
}

/** The distinct tags across all projects, in order of first appearance ('All' is the filter's own). */
export function listTags(projects: readonly Project[]): string[] {
  return uniqueTags(projects.flatMap((project) => project.tags)).filter(
    (tag) => !sameTag(tag, ALL_TAGS),
  );
}

export function filterProjectsByTag<P extends Project>(
  projects: readonly P[],
  tag: string,
): readonly P[] {
  return tag === ALL_TAGS
    ? projects
    : projects.filter((project) => project.tags.some((own) => sameTag(own, tag)));
}
