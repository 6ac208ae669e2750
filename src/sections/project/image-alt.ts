/** The alt text of a project's image, the same in its page's grid and in the viewer. */
export function imageAlt(title: string, index: number, count: number): string {
  return `${title || 'Project'}, image ${index + 1} of ${count}`;
}
