/** How many of the listed projects show at first, and how many more each "Show more" adds. */
export const PROJECTS_PER_PAGE = 12;

/** What the count beside "Show more" says. */
export function shownCountText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} projects`;
}
