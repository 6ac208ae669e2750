import type { CreativeWork, Graph, ItemList, Person, SoftwareApplication } from 'schema-dts';
import { describePage } from './page-metadata';
import { PROJECTS_PER_PAGE } from './project-pages';
import type { Project } from './project';
import { toSiteAddress } from './site-url';
import { SOCIAL_NETWORKS, type UserProfile } from './user-profile';

/**
 * An address as JSON-LD publishes it: absolute, so a root-relative image needs the site's
 * address (without one it is left out). Links were made safe (http(s) only) when parsed.
 */
function absolute(siteUrl: string | null, source: string): string | undefined {
  if (!source) return undefined;
  if (!source.startsWith('/')) return source;
  return siteUrl ? toSiteAddress(siteUrl, source) : undefined;
}

/** A project is an app when it has a store listing, otherwise a creative work. */
function describeProject(project: Project, siteUrl: string | null, owner: string) {
  const storeLink = project.projectLink || project.appStoreLink;
  const fields = {
    name: project.title,
    description: project.description.replace(/\s+/g, ' ').trim() || undefined,
    url: storeLink || project.githubLink || undefined,
    image: absolute(siteUrl, project.images[0] ?? ''),
    keywords: project.tags.length > 0 ? project.tags.join(', ') : undefined,
    author: { '@id': owner },
  };
  if (storeLink) {
    const operatingSystem = [project.projectLink && 'Android', project.appStoreLink && 'iOS']
      .filter(Boolean)
      .join(', ');
    return {
      '@type': 'SoftwareApplication',
      ...fields,
      applicationCategory: 'MobileApplication',
      operatingSystem,
      ...(project.githubLink ? { sameAs: project.githubLink } : {}),
    } satisfies SoftwareApplication;
  }
  return { '@type': 'CreativeWork', ...fields } satisfies CreativeWork;
}

/** Drops the fields left undefined, so the JSON says only what is known. */
function withoutUndefined<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * The page's structured data, one JSON-LD graph: the owner as a `Person` and the projects, in the
 * owner's order, as an `ItemList`. Every link in it was made safe when the content was parsed.
 * The list holds the projects the page shows before Show more, and counts them all: marked-up
 * content is what a visitor sees, and a long list would otherwise fill the page's head.
 */
export function describeStructuredData(
  user: UserProfile,
  projects: readonly Project[],
  siteUrl: string | null,
): Graph {
  const owner = `${siteUrl ?? ''}#owner`;
  const person: Person = {
    '@type': 'Person',
    '@id': owner,
    name: user.name,
    description: describePage(user).description,
    url: siteUrl ?? undefined,
    image: absolute(siteUrl, user.photo),
    sameAs: SOCIAL_NETWORKS.map((network) => user[network]).filter((link) => link !== ''),
  };
  const list: ItemList = {
    '@type': 'ItemList',
    name: `Projects by ${user.name}`,
    numberOfItems: projects.length,
    itemListElement: projects.slice(0, PROJECTS_PER_PAGE).map((project, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: describeProject(project, siteUrl, owner),
    })),
  };
  return withoutUndefined({ '@context': 'https://schema.org', '@graph': [person, list] });
}
