const MAX_ID = 100;

/**
 * An address made from a title: lower-case letters and digits, single hyphens between them (a
 * project id and a post's slug both take it), or `fallback` when the title has none.
 */
function idFromTitle(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_ID - 4)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** An id from `title` that none of `taken` has: `trailmate`, else `trailmate-2`, … */
export function uniqueIdFromTitle(
  title: string,
  taken: ReadonlySet<string>,
  fallback: string,
): string {
  const base = idFromTitle(title, fallback);
  if (!taken.has(base)) return base;
  let count = 2;
  while (taken.has(`${base}-${count}`)) count += 1;
  return `${base}-${count}`;
}

/** A project's id from its title (see uniqueIdFromTitle). */
export const uniqueProjectId = (title: string, taken: ReadonlySet<string>) =>
  uniqueIdFromTitle(title, taken, 'project');
