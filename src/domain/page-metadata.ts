// With its extension: vite.config.ts loads this module (through site-head-in-dev) natively.
import { toOneLine } from './one-line.ts';
import type { Project } from './project';
import type { UserProfile } from './user-profile';

/** What the document's `<title>` and `<meta name="description">` say, as plain text. */
export interface PageMetadata {
  title: string;
  description: string;
}

/**
 * The site's own words in a page's title and description. The site's pages read them from the
 * catalogs in the page's language (src/ui/page-words.ts); scripts run outside the build, which
 * cannot read the catalogs, write English (ENGLISH_PAGE_WORDS).
 */
export interface PageWords {
  /** What a page is called before there is a profile to name it by. */
  siteTitle: string;
  siteDescription: string;
  /** What a project without a title is called, as its card calls it. */
  untitledProject: string;
  /** The home page's title: the owner's name and what the site is. */
  homeTitle: (name: string) => string;
  /** A project page's description when the project has none. */
  projectBy: (title: string, owner: string) => string;
  cvTitle: (name: string) => string;
  /** The home page's list of projects, in its structured data. */
  projectsBy: (name: string) => string;
  /** `who` is the owner's name, with their headline when they have one. */
  cvDescription: (who: string) => string;
  /** What a post without a title is called. */
  untitledPost: string;
  /** The list of posts' title and description: the owner's writing. */
  writingTitle: (name: string) => string;
  writingDescription: (name: string) => string;
}

export const ENGLISH_PAGE_WORDS: PageWords = {
  siteTitle: 'Portfolio',
  siteDescription: "A developer's portfolio: featured projects and a way to get in touch.",
  untitledProject: 'Untitled project',
  homeTitle: (name) => `${name} · Portfolio`,
  projectBy: (title, owner) => `${title}, by ${owner}.`,
  cvTitle: (name) => `CV · ${name}`,
  projectsBy: (name) => `Projects by ${name}`,
  cvDescription: (who) => `The CV of ${who}: experience, education and skills.`,
  untitledPost: 'Untitled post',
  writingTitle: (name) => `Writing · ${name}`,
  writingDescription: (name) => `Posts by ${name}.`,
};

/** What a page says before there is a profile to describe it by. */
export function siteMetadata(words: PageWords = ENGLISH_PAGE_WORDS): PageMetadata {
  return { title: words.siteTitle, description: words.siteDescription };
}

/** The English page's, for the scripts (the site's own pages use siteMetadata(their words)). */
export const SITE_METADATA: PageMetadata = siteMetadata();

/** What a project without a title is called in English, for the scripts. */
export const UNTITLED_PROJECT = ENGLISH_PAGE_WORDS.untitledProject;

/** The page's title and search description, from the owner's profile. */
export function describePage(
  user: UserProfile,
  words: PageWords = ENGLISH_PAGE_WORDS,
): PageMetadata {
  return { title: words.homeTitle(user.name), description: toOneLine(user.bio) || user.name };
}

/**
 * A project page's title and search description: the project's title with its owner's name (the
 * site's, without one), and its own description, or failing that who made it.
 */
export function describeProjectPage(
  project: Project,
  user: UserProfile | null,
  words: PageWords = ENGLISH_PAGE_WORDS,
): PageMetadata {
  const title = project.title || words.untitledProject;
  const owner = user?.name ?? '';
  return {
    title: `${title} · ${owner || words.siteTitle}`,
    description: toOneLine(project.description) || (owner ? words.projectBy(title, owner) : title),
  };
}

/** The CV page's title and search description: the owner's CV, by name and headline. */
export function describeCvPage(
  user: UserProfile,
  words: PageWords = ENGLISH_PAGE_WORDS,
): PageMetadata {
  const who = user.label ? `${user.name}, ${user.label}` : user.name;
  return { title: words.cvTitle(user.name), description: words.cvDescription(who) };
}
