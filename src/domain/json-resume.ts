import { UNTITLED_PROJECT } from './page-metadata';
import type { Project } from './project';
import { projectPath } from './project-address';
import type { Resume } from './resume';
import {
  JSON_RESUME_SCHEMA_URL,
  toJsonResumeSections,
  type JsonResumeSections,
} from './json-resume-sections';

export { JSON_RESUME_SCHEMA_URL };
import { toSafeHref } from './safe-link';
import { toSiteAddress } from './site-url';
import {
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  type UserProfile,
} from './user-profile';

export interface JsonResumeProfile {
  network: string;
  url: string;
  username?: string;
}

export interface JsonResumeBasics {
  name?: string;
  label?: string;
  image?: string;
  url?: string;
  summary?: string;
  profiles?: JsonResumeProfile[];
}

export interface JsonResumeProject {
  name: string;
  description?: string;
  url?: string;
  keywords?: string[];
}

export type JsonResume = {
  $schema: string;
  basics: JsonResumeBasics;
  projects?: JsonResumeProject[];
} & JsonResumeSections;

/** Where a network's address carries the owner's name: its path's segments before the name. */
const USERNAME_PREFIX: Partial<Record<SocialNetwork, readonly string[]>> = {
  github: [],
  twitter: [],
  instagram: [],
  facebook: [],
  medium: [],
  youtube: [],
  linkedin: ['in'],
};

/** The owner's name on the network, when the address is the usual one for a person's page. */
function usernameOf(network: SocialNetwork, href: string): string | undefined {
  const prefix = USERNAME_PREFIX[network];
  if (!prefix) return undefined;
  const segments = new URL(href).pathname.split('/').filter((segment) => segment !== '');
  if (segments.length !== prefix.length + 1) return undefined;
  if (prefix.some((part, index) => segments[index] !== part)) return undefined;
  const name = decodeURIComponent(segments[prefix.length]!).replace(/^@/, '');
  return /^[\w.-]+$/.test(name) ? name : undefined;
}

function profilesOf(profile: UserProfile): JsonResumeProfile[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = toSafeHref(profile[network]);
    if (!url) return [];
    const username = usernameOf(network, url);
    return [{ network: SOCIAL_NETWORK_NAMES[network], url, ...(username ? { username } : {}) }];
  });
}

/** A link or image address made absolute on the site; undefined when it cannot be. */
function absoluteAddress(value: string, siteUrl: string | null): string | undefined {
  if (!value) return undefined;
  if (toSafeHref(value)) return toSafeHref(value);
  return siteUrl ? toSiteAddress(siteUrl, value) : undefined;
}

function projectOf(project: Project, siteUrl: string | null): JsonResumeProject {
  const url = siteUrl
    ? toSiteAddress(siteUrl, projectPath(project.id))
    : toSafeHref(project.projectLink || project.githubLink || project.appStoreLink);
  return {
    name: project.title || UNTITLED_PROJECT,
    ...(project.description ? { description: project.description } : {}),
    ...(url ? { url } : {}),
    ...(project.tags.length > 0 ? { keywords: [...project.tags] } : {}),
  };
}

/** Drops the keys whose value is undefined, as JSON leaves them out. */
function defined<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}

/**
 * The owner's CV as a JSON Resume document (jsonresume.org/schema), the file at /resume.json:
 * `basics` from the profile (the bio is its summary, the social links its profiles), each of the
 * record's sections that has entries, and the projects, each named by its page on the site.
 * Addresses are absolute on `siteUrl`; without one, what would need it is left out (a project is
 * then named by its own link). Empty fields and sections are left out, as JSON Resume writes
 * them, and so is any link that is not http(s).
 */
export function toJsonResume(
  profile: UserProfile,
  projects: readonly Project[],
  resume: Resume,
  siteUrl: string | null,
): JsonResume {
  const profiles = profilesOf(profile);
  const basics = defined<JsonResumeBasics>({
    name: profile.name || undefined,
    label: profile.label || undefined,
    image: absoluteAddress(profile.photo, siteUrl),
    url: siteUrl ?? undefined,
    summary: profile.bio.trim() ? profile.bio : undefined,
    profiles: profiles.length > 0 ? profiles : undefined,
  });
  const document: JsonResume = {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics,
    ...toJsonResumeSections(resume),
  };
  if (projects.length > 0)
    document.projects = projects.map((project) => projectOf(project, siteUrl));
  return document;
}
