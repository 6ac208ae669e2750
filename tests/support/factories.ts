import type { PortfolioDocuments } from '@/data/portfolio-repository';

/** Raw documents as they would be stored, for seeding a memory repository. */
export type UserDocument = Record<string, unknown>;
export type ProjectDocument = Record<string, unknown> & { id: string };

let projectCount = 0;

export function makeUser(overrides: UserDocument = {}): UserDocument {
  return {
    name: 'Ada Example',
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

export function makeContent({
  user = makeUser(),
  projects = [makeProject({ title: 'Weather', tags: ['React'] })],
}: { user?: UserDocument | null; projects?: ProjectDocument[] } = {}): PortfolioDocuments {
  return { user, projects };
}
