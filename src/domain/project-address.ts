/** The route of a project's own page, as the router names it. */
export const PROJECT_ROUTE = '/projects/$projectId';

/** The root-relative address of a project's own page. */
export function projectPath(id: string): string {
  return `/projects/${encodeURIComponent(id)}`;
}
