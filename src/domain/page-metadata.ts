import type { UserProfile } from './user-profile';

const DESCRIPTION_LENGTH = 160;

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

/** The page's title and search description, from the owner's profile. */
export function describePage(user: UserProfile): PageMetadata {
  const bio = user.bio.replace(/\s+/g, ' ').trim();
  const description =
    bio.length > DESCRIPTION_LENGTH ? `${bio.slice(0, DESCRIPTION_LENGTH - 1)}…` : bio;
  return { title: `${user.name} · Portfolio`, description: description || user.name };
}
