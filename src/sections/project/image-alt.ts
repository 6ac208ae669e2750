import { t } from '@lingui/core/macro';
/**
 * The alt text of a project's image, the same in its page's grid and in the viewer, in the page's
 * language (read as it renders).
 */
export function imageAlt(title: string, index: number, count: number): string {
  const position = index + 1;
  return title
    ? t`${title}, image ${position} of ${count}`
    : t`Project, image ${position} of ${count}`;
}
