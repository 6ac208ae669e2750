/**
 * Limits for content typed by hand into the database: far above anything a real profile needs,
 * low enough that a runaway value cannot swamp the page. Clipped text ends in an ellipsis, so
 * the clipping shows.
 */
export const LIMITS = {
  name: 100,
  label: 120,
  title: 200,
  tag: 50,
  text: 5000,
  tagsPerProject: 20,
  imagesPerProject: 12,
} as const;

export function clipText(value: string, max: number): string {
  const characters = Array.from(value);
  return characters.length <= max ? value : `${characters.slice(0, max - 1).join('')}…`;
}
