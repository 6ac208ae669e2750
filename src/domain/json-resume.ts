import { UNTITLED_PROJECT } from './page-metadata';
import type { Project } from './project';
import { projectPath } from './project-address';
import type { Resume } from './resume';
import { RESUME_SECTION_FIELDS, RESUME_SECTIONS, type ResumeSection } from './resume-sections';
import { toSafeHref } from './safe-link';
import { toSiteAddress } from './site-url';
import {
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  type UserProfile,
} from './user-profile';

/** The version of the schema the document is written to, as resume-cli and the registry name it. */
export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

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

/** An entry of a section as JSON Resume writes it: only the fields that say something. */
export type JsonResumeEntry = Record<string, string | string[]>;

export type JsonResume = {
  $schema: string;
  basics: JsonResumeBasics;
  projects?: JsonResumeProject[];
} & Partial<Record<ResumeSection, JsonResumeEntry[]>>;

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

/** Keeps the fields that say something: no '', no empty list, and a link only when safe. */
function compactEntry(section: ResumeSection, fields: Record<string, unknown>): JsonResumeEntry {
  const kinds = RESUME_SECTION_FIELDS[section] as Record<string, string>;
  const entry: JsonResumeEntry = {};
  for (const [field, kind] of Object.entries(kinds)) {
    const value = fields[field];
    if (Array.isArray(value)) {
      const items = value.filter((item): item is string => typeof item === 'string' && !!item);
      if (items.length > 0) entry[field] = items;
    } else if (typeof value === 'string' && value !== '') {
      const kept = kind === 'link' ? toSafeHref(value) : value;
      if (kept) entry[field] = kept;
    }
  }
  return entry;
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
  const document: JsonResume = { $schema: JSON_RESUME_SCHEMA_URL, basics };
  for (const section of RESUME_SECTIONS) {
    const entries = resume[section]
      .map((entry) => compactEntry(section, entry.fields))
      .filter((entry) => Object.keys(entry).length > 0);
    if (entries.length > 0) document[section] = entries;
  }
  if (projects.length > 0)
    document.projects = projects.map((project) => projectOf(project, siteUrl));
  return document;
}
