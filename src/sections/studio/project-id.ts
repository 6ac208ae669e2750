const MAX_ID = 100;

/** A project id (the content file's rule: letters, digits, - or _) made from its title. */
function idFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_ID - 4)
    .replace(/-+$/, '');
  return slug || 'project';
}

/** An id from `title` that none of `taken` has: `trailmate`, else `trailmate-2`, … */
export function uniqueProjectId(title: string, taken: ReadonlySet<string>): string {
  const base = idFromTitle(title);
  if (!taken.has(base)) return base;
  let count = 2;
  while (taken.has(`${base}-${count}`)) count += 1;
  return `${base}-${count}`;
}
