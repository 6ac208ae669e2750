import { CV_PATH } from './cv-address';
import {
  describeCvPage,
  describePage,
  describeProjectPage,
  ENGLISH_PAGE_WORDS,
  type PageWords,
} from './page-metadata';
import type { Post } from './post';
import { describePostPage, describeWritingPage } from './post-metadata';
import { postPath, WRITING_PATH } from './post-address';
import type { Project } from './project';
import { projectPath } from './project-address';
import { toSiteAddress } from './site-url';
import type { UserProfile } from './user-profile';

/** A `<meta>` of the document's head: `name="…"` or (Open Graph) `property="…"`. */
export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** The link preview image the build made, on this site. */
export interface PreviewImage {
  /** Root-relative, e.g. `/assets/preview-1a2b3c4d.png`. */
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** What the build knows besides the profile: both null when there is no site address. */
export interface ShareAddresses {
  siteUrl: string | null;
  previewImage: PreviewImage | null;
}

export interface ShareMetadata {
  /** `<link rel="canonical">`; null without a site address. */
  canonical: string | null;
  /** Tags that follow the content (the profile, a project): the live page keeps these in step. */
  profileTags: MetaTag[];
  /** Tags that name absolute addresses, fixed at build time (the image shows the build's content). */
  addressTags: MetaTag[];
}

/** Every key `profileTags` can hold, so the live page can also remove one that no longer applies. */
export const PROFILE_TAG_KEYS = [
  'og:title',
  'og:description',
  'og:site_name',
  'profile:first_name',
  'profile:last_name',
  'twitter:creator',
] as const;

/** Every key a project page's `profileTags` can hold (see PROFILE_TAG_KEYS). */
export const PROJECT_TAG_KEYS = [
  'og:title',
  'og:description',
  'og:site_name',
  'twitter:creator',
] as const;

const NAME_PART = /^\p{L}[\p{L}\p{M}'’-]*$/u;
const TWITTER_HOSTS = new Set([
  'twitter.com',
  'www.twitter.com',
  'mobile.twitter.com',
  'x.com',
  'www.x.com',
]);
const TWITTER_HANDLE = /^[A-Za-z0-9_]{1,15}$/;

/** First and last name only when the name is exactly two plain words ("Maya Lindqvist"). */
function splitName(name: string): { first: string; last: string } | null {
  const parts = name.trim().split(/\s+/);
  if (parts.length !== 2) return null;
  const [first, last] = parts as [string, string];
  return NAME_PART.test(first) && NAME_PART.test(last) ? { first, last } : null;
}

/** `@handle` from a twitter.com or x.com profile link, or null. */
export function toTwitterHandle(link: string): string | null {
  if (!link) return null;
  const url = new URL(link);
  const handle = url.pathname.split('/')[1] ?? '';
  return TWITTER_HOSTS.has(url.hostname) && TWITTER_HANDLE.test(handle) ? `@${handle}` : null;
}

const meta = (attribute: MetaTag['attribute'], key: string, content: string): MetaTag => ({
  attribute,
  key,
  content,
});

/**
 * What a shared link to the page shows (Open Graph, Twitter card) and its canonical address, from
 * the owner's profile. Every value is plain text; whoever writes them into HTML escapes them.
 */
export function describeSharing(
  user: UserProfile,
  addresses: ShareAddresses,
  words: PageWords = ENGLISH_PAGE_WORDS,
): ShareMetadata {
  const { title, description } = describePage(user, words);
  const name = splitName(user.name);
  const handle = toTwitterHandle(user.twitter);
  const profileTags = [
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:site_name', user.name),
    ...(name
      ? [
          meta('property', 'profile:first_name', name.first),
          meta('property', 'profile:last_name', name.last),
        ]
      : []),
    ...(handle ? [meta('name', 'twitter:creator', handle)] : []),
  ];
  return {
    canonical: addresses.siteUrl,
    profileTags,
    addressTags: addressTagsOf('profile', '/', addresses),
  };
}

/**
 * The tags fixed at build time for the page at `path`: its type, and with a site address, its
 * absolute address (og:url) and the preview image.
 */
function addressTagsOf(
  type: 'profile' | 'website' | 'article',
  path: string,
  { siteUrl, previewImage }: ShareAddresses,
): MetaTag[] {
  const image = siteUrl && previewImage;
  return [
    meta('property', 'og:type', type),
    ...(siteUrl ? [meta('property', 'og:url', toSiteAddress(siteUrl, path))] : []),
    ...(image
      ? [
          meta('property', 'og:image', toSiteAddress(siteUrl, previewImage.path)),
          meta('property', 'og:image:type', 'image/png'),
          meta('property', 'og:image:width', String(previewImage.width)),
          meta('property', 'og:image:height', String(previewImage.height)),
          meta('property', 'og:image:alt', previewImage.alt),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ];
}

/**
 * What a shared link to a project's page shows and its canonical address: the project's title
 * and description, its owner as the site's name and the card's creator, and the project's own
 * preview image (`addresses.previewImage`). Plain text, as describeSharing's.
 */
export function describeProjectSharing(
  project: Project,
  user: UserProfile | null,
  addresses: ShareAddresses,
  words: PageWords = ENGLISH_PAGE_WORDS,
): ShareMetadata {
  const { description } = describeProjectPage(project, user, words);
  const handle = user ? toTwitterHandle(user.twitter) : null;
  const profileTags = [
    meta('property', 'og:title', project.title || words.untitledProject),
    meta('property', 'og:description', description),
    ...(user?.name ? [meta('property', 'og:site_name', user.name)] : []),
    ...(handle ? [meta('name', 'twitter:creator', handle)] : []),
  ];
  const path = projectPath(project.id);
  const { siteUrl } = addresses;
  return {
    canonical: siteUrl && toSiteAddress(siteUrl, path),
    profileTags,
    addressTags: addressTagsOf('website', path, addresses),
  };
}

/**
 * What a shared link to the CV shows and its canonical address: the profile's tags (describeSharing)
 * with the CV's own title and description, at the CV's address.
 */
export function describeCvSharing(
  user: UserProfile,
  addresses: ShareAddresses,
  words: PageWords = ENGLISH_PAGE_WORDS,
): ShareMetadata {
  const { title, description } = describeCvPage(user, words);
  const own: Record<string, string> = { 'og:title': title, 'og:description': description };
  const { siteUrl } = addresses;
  return {
    canonical: siteUrl && toSiteAddress(siteUrl, CV_PATH),
    profileTags: describeSharing(user, addresses, words).profileTags.map((tag) => ({
      ...tag,
      content: own[tag.key] ?? tag.content,
    })),
    addressTags: addressTagsOf('profile', CV_PATH, addresses),
  };
}

/** Every key a post page's `profileTags` can hold (see PROFILE_TAG_KEYS). */
export const POST_TAG_KEYS = [...PROJECT_TAG_KEYS, 'article:tag'] as const;

/**
 * What a shared link to a post's page shows and its canonical address: the post's title and
 * summary, its owner as the site's name and the card's creator, `og:type` article with its
 * publication and update times and tags, and the post's own preview image
 * (`addresses.previewImage`). Plain text, as describeSharing's.
 */
export function describePostSharing(
  post: Pick<Post, 'slug' | 'title' | 'summary' | 'tags' | 'publishedAt' | 'updatedAt'>,
  user: UserProfile | null,
  addresses: ShareAddresses,
  words: PageWords = ENGLISH_PAGE_WORDS,
): ShareMetadata {
  const { description } = describePostPage(post, user, words);
  const handle = user ? toTwitterHandle(user.twitter) : null;
  const profileTags = [
    meta('property', 'og:title', post.title || words.untitledPost),
    meta('property', 'og:description', description),
    ...(user?.name ? [meta('property', 'og:site_name', user.name)] : []),
    ...(handle ? [meta('name', 'twitter:creator', handle)] : []),
    ...post.tags.map((tag) => meta('property', 'article:tag', tag)),
  ];
  const path = postPath(post.slug);
  const { siteUrl } = addresses;
  const times = [
    ...(post.publishedAt ? [meta('property', 'article:published_time', post.publishedAt)] : []),
    ...(post.updatedAt ? [meta('property', 'article:modified_time', post.updatedAt)] : []),
  ];
  const [type, ...rest] = addressTagsOf('article', path, addresses);
  return {
    canonical: siteUrl && toSiteAddress(siteUrl, path),
    profileTags,
    // The article's own tags follow its type, as Open Graph reads them.
    addressTags: type ? [type, ...times, ...rest] : rest,
  };
}

/** What a shared link to the list of posts shows: the profile's tags with the list's words. */
export function describeWritingSharing(
  user: UserProfile,
  addresses: ShareAddresses,
  words: PageWords = ENGLISH_PAGE_WORDS,
): ShareMetadata {
  const { title, description } = describeWritingPage(user, words);
  const own: Record<string, string> = { 'og:title': title, 'og:description': description };
  const { siteUrl } = addresses;
  return {
    canonical: siteUrl && toSiteAddress(siteUrl, WRITING_PATH),
    profileTags: describeSharing(user, addresses, words).profileTags.map((tag) => ({
      ...tag,
      content: own[tag.key] ?? tag.content,
    })),
    addressTags: addressTagsOf('website', WRITING_PATH, addresses),
  };
}
