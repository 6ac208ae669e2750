// With its extension: vite.config.ts loads this module (through site-head-in-dev) natively.
import { toOneLine } from './one-line.ts';
import type { Project } from './project';
import type { UserProfile } from './user-profile';

/** What the document's `<title>` and `<meta name="description">` say, as plain text. */
export interface PageMetadata {
  title: string;
  description: string;
}

/** What a page says before there is a profile to describe it by. */
export const SITE_METADATA: PageMetadata = {
  title: 'Portfolio',
  description: "A developer's portfolio: featured projects and a way to get in touch.",
};

/** What a project without a title is called, as its card calls it. */
export const UNTITLED_PROJECT = 'Untitled project';

/** The page's title and search description, from the owner's profile. */
export function describePage(user: UserProfile): PageMetadata {
  return { title: `${user.name} · Portfolio`, description: toOneLine(user.bio) || user.name };
}

/**
 * A project page's title and search description: the project's title with its owner's name (the
 * site's, without one), and its own description, or failing that who made it.
 */
export function describeProjectPage(project: Project, user: UserProfile | null): PageMetadata {
  const title = project.title || UNTITLED_PROJECT;
  const owner = user?.name ?? '';
  return {
    title: `${title} · ${owner || SITE_METADATA.title}`,
    description: toOneLine(project.description) || (owner ? `${title}, by ${owner}.` : title),
  };
}

/** The CV page's title and search description: the owner's CV, by name and headline. */
export function describeCvPage(user: UserProfile): PageMetadata {
  const who = user.label ? `${user.name}, ${user.label}` : user.name;
  return {
    title: `CV · ${user.name}`,
    description: `The CV of ${who}: experience, education and skills.`,
  };
}
