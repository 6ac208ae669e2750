import type {
  Blog,
  BlogPosting,
  CreativeWork,
  Graph,
  ItemList,
  Person,
  ProfilePage,
  SoftwareApplication,
  SoftwareSourceCode,
} from 'schema-dts';
import { CV_PATH } from './cv-address';
import { describeCvPage, describePage, ENGLISH_PAGE_WORDS, type PageWords } from './page-metadata';
import type { Post } from './post';
import { postPath, WRITING_PATH } from './post-address';
import { describeWritingPage } from './post-metadata';
import { projectPath } from './project-address';
import { PROJECTS_PER_PAGE } from './project-pages';
import type { Project } from './project';
import type { Resume } from './resume';
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

/** What a project page's node says of its project, besides its type. */
function describeWork(project: Project, siteUrl: string | null, owner: string) {
  return {
    description: project.description.replace(/\s+/g, ' ').trim() || undefined,
    image: absolute(siteUrl, project.images[0] ?? ''),
    keywords: project.tags.length > 0 ? project.tags.join(', ') : undefined,
    author: { '@id': owner },
  };
}

/** The platforms of a project's store listings, as `operatingSystem` names them. */
function storePlatforms(project: Project): string {
  return [project.projectLink && 'Android', project.appStoreLink && 'iOS']
    .filter(Boolean)
    .join(', ');
}

/** Drops the fields left undefined, so the JSON says only what is known. */
function withoutUndefined<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * The owner as a `Person`, the same node on every page: its `@id` (the home page's address with
 * `#owner`) lets a project page's work name its author.
 */
function describePerson(
  user: UserProfile,
  siteUrl: string | null,
): Exclude<Person, string> & { '@id': string } {
  return {
    '@type': 'Person',
    '@id': `${siteUrl ?? ''}#owner`,
    name: user.name,
    jobTitle: user.label || undefined,
    description: describePage(user).description,
    url: siteUrl ?? undefined,
    image: absolute(siteUrl, user.photo),
    sameAs: SOCIAL_NETWORKS.map((network) => user[network]).filter((link) => link !== ''),
  };
}

/**
 * The page's structured data, one JSON-LD graph: the owner as a `Person` and the projects, in the
 * owner's order, as an `ItemList` of their pages (schema.org's summary list: each project's page
 * describes it whole, so the home page's head, read before its first paint, stays short).
 * `pathOfProject` gives a project's page in the page's language. Every link in it was made safe
 * when the content was parsed. The list holds the projects the page shows before Show more, and
 * counts them all: marked-up content is what a visitor sees.
 */
export function describeStructuredData(
  user: UserProfile,
  projects: readonly Project[],
  siteUrl: string | null,
  words: PageWords = ENGLISH_PAGE_WORDS,
  pathOfProject: (id: string) => string = projectPath,
): Graph {
  const person = describePerson(user, siteUrl);
  const list: ItemList = {
    '@type': 'ItemList',
    name: words.projectsBy(user.name),
    numberOfItems: projects.length,
    itemListElement: projects.slice(0, PROJECTS_PER_PAGE).map((project, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: project.title || words.untitledProject,
      url: siteUrl ? toSiteAddress(siteUrl, pathOfProject(project.id)) : undefined,
    })),
  };
  return withoutUndefined({ '@context': 'https://schema.org', '@graph': [person, list] });
}

/**
 * A project page's structured data, one JSON-LD graph: the owner, the same `Person` as on the home
 * page, and the project as the page's subject, at the page's own address: `SoftwareSourceCode`
 * with its repository when it has a GitHub link, else a `SoftwareApplication` for its platforms
 * when it has store listings, otherwise a `CreativeWork`; its store listings are the same work
 * elsewhere (`sameAs`).
 */
export function describeProjectStructuredData(
  project: Project,
  user: UserProfile,
  siteUrl: string | null,
  words: PageWords = ENGLISH_PAGE_WORDS,
): Graph {
  const person = describePerson(user, siteUrl);
  const stores = [project.projectLink, project.appStoreLink].filter((link) => link !== '');
  const fields = {
    name: project.title || words.untitledProject,
    url: siteUrl ? toSiteAddress(siteUrl, projectPath(project.id)) : undefined,
    ...describeWork(project, siteUrl, person['@id']),
    sameAs: stores.length > 0 ? stores : undefined,
  };
  const platforms = storePlatforms(project);
  const work = project.githubLink
    ? ({
        '@type': 'SoftwareSourceCode',
        ...fields,
        codeRepository: project.githubLink,
      } satisfies SoftwareSourceCode)
    : platforms
      ? ({
          '@type': 'SoftwareApplication',
          ...fields,
          applicationCategory: 'MobileApplication',
          operatingSystem: platforms,
        } satisfies SoftwareApplication)
      : ({ '@type': 'CreativeWork', ...fields } satisfies CreativeWork);
  return withoutUndefined({ '@context': 'https://schema.org', '@graph': [person, work] });
}

const nonEmpty = (value: string) => value || undefined;
/** A list the record has nothing for is left out, as an unknown field is. */
const nonEmptyList = <T>(list: T[]) => (list.length > 0 ? list : undefined);

/**
 * The CV page's structured data: the home page's `Person`, with what the career record says of
 * them in schema.org's own terms, and the page as a `ProfilePage` about them: their occupations (`hasOccupation`, one per job; the current
 * ones' employers as `worksFor`), where they studied (`alumniOf`), what they know (`knowsAbout`:
 * the skills and their keywords), the languages they speak and their certificates.
 */
export function describeCvStructuredData(
  user: UserProfile,
  resume: Resume,
  siteUrl: string | null,
  words: PageWords = ENGLISH_PAGE_WORDS,
): Graph {
  const owner = describePerson(user, siteUrl);
  const person: Person = {
    ...owner,
    hasOccupation: nonEmptyList(
      resume.work.map(({ fields }) => ({
        '@type': 'Occupation',
        name: fields.position || fields.name,
        description: nonEmpty(fields.summary.replace(/\s+/g, ' ').trim()),
        occupationLocation: fields.location
          ? { '@type': 'AdministrativeArea', name: fields.location }
          : undefined,
      })),
    ),
    worksFor: nonEmptyList(
      resume.work
        .filter(({ fields }) => fields.name && fields.startDate && !fields.endDate)
        .map(({ fields }) => ({
          '@type': 'Organization',
          name: fields.name,
          url: nonEmpty(fields.url),
        })),
    ),
    alumniOf: nonEmptyList(
      resume.education
        .filter(({ fields }) => fields.institution)
        .map(({ fields }) => ({
          '@type': 'EducationalOrganization',
          name: fields.institution,
          url: nonEmpty(fields.url),
        })),
    ),
    knowsAbout: nonEmptyList(
      [...new Set(resume.skills.flatMap(({ fields }) => [fields.name, ...fields.keywords]))].filter(
        (topic) => topic !== '',
      ),
    ),
    knowsLanguage: nonEmptyList(
      resume.languages
        .filter(({ fields }) => fields.language)
        .map(({ fields }) => ({ '@type': 'Language', name: fields.language })),
    ),
    hasCredential: nonEmptyList(
      resume.certificates
        .filter(({ fields }) => fields.name)
        .map(({ fields }) => ({
          '@type': 'EducationalOccupationalCredential',
          name: fields.name,
          url: nonEmpty(fields.url),
          dateCreated: nonEmpty(fields.date),
          recognizedBy: fields.issuer
            ? { '@type': 'Organization', name: fields.issuer }
            : undefined,
        })),
    ),
  };
  // The page itself: the owner's profile page, whose subject is the same Person as everywhere.
  const page: ProfilePage = {
    '@type': 'ProfilePage',
    name: describeCvPage(user, words).title,
    url: siteUrl ? toSiteAddress(siteUrl, CV_PATH) : undefined,
    mainEntity: { '@id': owner['@id'] },
  };
  return withoutUndefined({ '@context': 'https://schema.org', '@graph': [person, page] });
}

/**
 * A post page's structured data: the owner, the same `Person` as on every page, and the post as
 * a `BlogPosting` by them at the page's address (`path`, in the page's language), in
 * `language`, its image the cover or else the page's link preview (`image`, absolute).
 */
export function describePostStructuredData(
  post: Pick<Post, 'title' | 'summary' | 'tags' | 'cover' | 'publishedAt' | 'updatedAt'>,
  user: UserProfile,
  siteUrl: string | null,
  {
    path,
    language,
    image,
    words = ENGLISH_PAGE_WORDS,
  }: { path: string; language: string; image?: string; words?: PageWords },
): Graph {
  const person = describePerson(user, siteUrl);
  const posting: BlogPosting = {
    '@type': 'BlogPosting',
    headline: post.title || words.untitledPost,
    description: nonEmpty(post.summary.replace(/\s+/g, ' ').trim()),
    datePublished: nonEmpty(post.publishedAt),
    dateModified: nonEmpty(post.updatedAt || post.publishedAt),
    author: { '@id': person['@id'] },
    image: absolute(siteUrl, post.cover) ?? image,
    inLanguage: language,
    url: siteUrl ? toSiteAddress(siteUrl, path) : undefined,
    mainEntityOfPage: siteUrl ? toSiteAddress(siteUrl, path) : undefined,
    keywords: post.tags.length > 0 ? post.tags.join(', ') : undefined,
  };
  return withoutUndefined({ '@context': 'https://schema.org', '@graph': [person, posting] });
}

/**
 * The list of posts' structured data: the owner's `Person` and the list as their `Blog`, at its
 * address, each post a `BlogPosting` by its headline, date and page (`pathOfPost`: in the page's
 * language). A post's own page describes it whole.
 */
export function describeWritingStructuredData(
  user: UserProfile,
  posts: readonly Pick<Post, 'slug' | 'title' | 'publishedAt'>[],
  siteUrl: string | null,
  words: PageWords = ENGLISH_PAGE_WORDS,
  pathOfPost: (slug: string) => string = postPath,
): Graph {
  const person = describePerson(user, siteUrl);
  const blog: Blog = {
    '@type': 'Blog',
    name: describeWritingPage(user, words).title,
    url: siteUrl ? toSiteAddress(siteUrl, WRITING_PATH) : undefined,
    author: { '@id': person['@id'] },
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title || words.untitledPost,
      datePublished: nonEmpty(post.publishedAt),
      url: siteUrl ? toSiteAddress(siteUrl, pathOfPost(post.slug)) : undefined,
      author: { '@id': person['@id'] },
    })),
  };
  return withoutUndefined({ '@context': 'https://schema.org', '@graph': [person, blog] });
}
