/**
 * The studio's parts, in the navigation's order: the address of each and its name. A new part
 * joins here and in the router.
 */
export const STUDIO_PARTS = [
  { to: '/studio', label: 'Overview' },
  { to: '/studio/profile', label: 'Profile' },
  { to: '/studio/projects', label: 'Projects' },
  { to: '/studio/career', label: 'Career' },
  { to: '/studio/writing', label: 'Writing' },
  { to: '/studio/languages', label: 'Languages' },
  { to: '/studio/translations', label: 'Translations' },
  { to: '/studio/messages', label: 'Messages' },
  { to: '/studio/content', label: 'Content file' },
] as const;

/** The part shown at `pathname`, if one is. */
export function findStudioPart(pathname: string) {
  const path = pathname.replace(/\/+$/, '');
  return STUDIO_PARTS.find(({ to }) => to === path);
}

/** The studio's page title at `pathname`: the part's name first, as a tab shows it. */
export function studioTitle(pathname: string): string {
  const part = findStudioPart(pathname);
  return part && part.to !== '/studio' ? `${part.label} · Studio` : 'Studio';
}
