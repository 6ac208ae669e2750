import { PROJECTS_PER_PAGE } from '@/domain/project-pages';

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
