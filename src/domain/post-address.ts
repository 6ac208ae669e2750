/** The list of the owner's posts. */
export const WRITING_PATH = '/writing';

/** The route of a post's own page, as the router names it. */
export const POST_ROUTE = '/writing/$slug';

/** The root-relative address of a post's own page. */
export function postPath(slug: string): string {
  return `${WRITING_PATH}/${encodeURIComponent(slug)}`;
}

/** How many of the latest posts the home page shows. */
export const LATEST_POSTS = 3;
