/**
 * The site's own words in its link previews: the label and the line drawn on the preview images,
 * and their alt texts. The build's script that draws them cannot read the catalogs: the server
 * entry gives them in a language (src/start/entry-prerender.tsx's shareWords); a script run on
 * its own draws English (ENGLISH_SHARE_WORDS).
 */
export interface ShareWords {
  /** The home page's preview's label. */
  portfolio: string;
  /** A project page's preview's label. */
  project: string;
  untitledProject: string;
  /** The line under a project's title: who made it. */
  byOwner: (owner: string) => string;
  /** A project's preview image's alt text, with its owner. */
  projectAlt: (title: string, owner: string) => string;
  /** A post page's preview's label. */
  post: string;
  untitledPost: string;
  /** A post's preview image's alt text, with its owner. */
  postAlt: (title: string, owner: string) => string;
}

export const ENGLISH_SHARE_WORDS: ShareWords = {
  portfolio: 'Portfolio',
  project: 'Project',
  untitledProject: 'Untitled project',
  byOwner: (owner) => `by ${owner}`,
  projectAlt: (title, owner) => `${title}, a project by ${owner}`,
  post: 'Writing',
  untitledPost: 'Untitled post',
  postAlt: (title, owner) => `${title}, a post by ${owner}`,
};
