/** How many of the listed projects show at first, and how many more each "Show more" adds. */
export const PROJECTS_PER_PAGE = 12;
