import { i18n as pageI18n, type I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { PageWords } from '@/domain/page-metadata';
import type { ShareWords } from '@/domain/share-words';

/**
 * The site's words in page titles and descriptions, link previews and structured data, in the
 * language active now (read as a page renders, never at a module's top level), or in `i18n`'s
 * (interface-catalogs.ts's interfaceI18n), which its functions keep whenever they are called.
 */
export function pageWords(i18n: I18n = pageI18n): PageWords {
  return {
    siteTitle: t(i18n)`Portfolio`,
    siteDescription: t(i18n)`A developer's portfolio: featured projects and a way to get in touch.`,
    untitledProject: untitledProject(i18n),
    homeTitle: (name) => t(i18n)`${name} · Portfolio`,
    projectBy: (title, owner) => t(i18n)`${title}, by ${owner}.`,
    cvTitle: (name) => t(i18n)`CV · ${name}`,
    projectsBy: (name) => t(i18n)`Projects by ${name}`,
    cvDescription: (who) => t(i18n)`The CV of ${who}: experience, education and skills.`,
    untitledPost: t(i18n)`Untitled post`,
    writingTitle: (name) => t(i18n)`Writing · ${name}`,
    writingDescription: (name) => t(i18n)`Posts by ${name}.`,
  };
}

/** What a project without a title is called, on its card, its page and in its previews. */
export function untitledProject(i18n: I18n = pageI18n): string {
  return t(i18n)`Untitled project`;
}

/** The words drawn on the link preview images and their alt texts (as pageWords' are read). */
export function shareWords(i18n: I18n = pageI18n): ShareWords {
  return {
    portfolio: t(i18n)`Portfolio`,
    project: t(i18n)`Project`,
    untitledProject: untitledProject(i18n),
    byOwner: (owner) => t(i18n)`by ${owner}`,
    projectAlt: (title, owner) => t(i18n)`${title}, a project by ${owner}`,
    post: t(i18n)`Writing`,
    untitledPost: t(i18n)`Untitled post`,
    postAlt: (title, owner) => t(i18n)`${title}, a post by ${owner}`,
  };
}
