/** How many of the listed projects show at first, and how many more each "Show more" adds. */
export const PROJECTS_PER_PAGE = 12;

/**
 * How many projects a visitor had shown before the app's code arrived (src/early-controls.ts
 * counts up the grid's `data-limit`), so the first render agrees with the page as it is.
 */
export function limitChosenBeforeTheApp(): number {
  if (typeof document === 'undefined') return PROJECTS_PER_PAGE;
  const limit = Number(
    document.querySelector<HTMLElement>('.project-grid[data-limit]')?.dataset.limit,
  );
  return Number.isInteger(limit) && limit > PROJECTS_PER_PAGE ? limit : PROJECTS_PER_PAGE;
}

/** What the count beside "Show more" says; src/early-controls.ts writes the same words. */
export function shownCountText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} projects`;
}
