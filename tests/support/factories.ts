import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { PortfolioDocuments } from '@/data/portfolio-repository';
import { parseProject } from '@/domain/project';
import type { ResumeFile } from '@/domain/resume-file';
import { parseUserProfile } from '@/domain/user-profile';
import { portfolioQueries } from '@/queries/portfolio-queries';

/** Raw documents as they would be stored, for seeding a memory repository. */
export type UserDocument = Record<string, unknown>;
export type ProjectDocument = Record<string, unknown> & { id: string };
/** A post as the content file holds it: its fields and its slug. */
export type PostDocument = Record<string, unknown> & { slug: string };

let projectCount = 0;
let postCount = 0;

export function makeUser(overrides: UserDocument = {}): UserDocument {
  return {
    name: 'Ada Example',
    label: 'App developer',
    bio: 'I build apps.\nMostly for phones.',
    photo: '/demo/avatar.svg',
    facebook: '',
    instagram: '',
    linkedin: 'https://www.linkedin.com/in/ada-example',
    medium: '',
    blogger: '',
    github: 'https://github.com/ada-example',
    resume: 'https://example.com/resume.pdf',
    twitter: '',
    youtube: '',
    whatsapp: '',
    ...overrides,
  };
}

export function makeProject(overrides: Partial<ProjectDocument> = {}): ProjectDocument {
  projectCount += 1;
  return {
    id: `project-${projectCount}`,
    title: `Project ${projectCount}`,
    description: 'A project.',
    tags: [],
    images: [],
    githubLink: '',
    projectLink: '',
    appStoreLink: '',
    ...overrides,
  };
}

/** A published post, dated a day of November 2026, unless `overrides` says otherwise. */
export function makePost(overrides: Partial<PostDocument> = {}): PostDocument {
  postCount += 1;
  return {
    slug: `post-${postCount}`,
    title: `Post ${postCount}`,
    summary: 'A post.',
    body: 'Some *Markdown*.',
    tags: [],
    cover: '',
    publishedAt: `2026-11-${String((postCount % 28) + 1).padStart(2, '0')}`,
    updatedAt: '',
    draft: false,
    ...overrides,
  };
}

export function makeContent({
  user = makeUser(),
  projects = [makeProject({ title: 'Weather', tags: ['React'] })],
  resume,
  posts,
}: {
  user?: UserDocument | null;
  projects?: ProjectDocument[];
  /** The career record in the content file's shape; none when absent. */
  resume?: Partial<ResumeFile>;
  /** The posts in the content file's shape; none when absent. */
  posts?: PostDocument[];
} = {}): PortfolioDocuments {
  return { user, projects, ...(resume ? { resume } : {}), ...(posts ? { posts } : {}) };
}

/** The query cache a page prerendered from `content` carries (see createAppRouter's dehydrate). */
export function makePrerenderedState({
  user = makeUser(),
  projects = [makeProject({ title: 'Weather', tags: ['React'] })],
}: { user?: UserDocument; projects?: ProjectDocument[] } = {}): DehydratedState {
  const queryClient = new QueryClient();
  queryClient.setQueryData(portfolioQueries.userKey(), parseUserProfile(user));
  queryClient.setQueryData(
    portfolioQueries.projects().queryKey,
    projects.map((document) => parseProject(document.id, document)),
  );
  return dehydrate(queryClient);
}
