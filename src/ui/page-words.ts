import { t } from '@lingui/core/macro';
import type { PageWords } from '@/domain/page-metadata';

/**
 * The site's words in page titles and descriptions, link previews and structured data, in the
 * language active now (read as a page renders, never at a module's top level).
 */
export function pageWords(): PageWords {
  return {
    siteTitle: t`Portfolio`,
    siteDescription: t`A developer's portfolio: featured projects and a way to get in touch.`,
    untitledProject: untitledProject(),
    homeTitle: (name) => t`${name} · Portfolio`,
    projectBy: (title, owner) => t`${title}, by ${owner}.`,
    cvTitle: (name) => t`CV · ${name}`,
    projectsBy: (name) => t`Projects by ${name}`,
    cvDescription: (who) => t`The CV of ${who}: experience, education and skills.`,
  };
}

/** What a project without a title is called, on its card, its page and in its previews. */
export function untitledProject(): string {
  return t`Untitled project`;
}
