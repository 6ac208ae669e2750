import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/data/memory-store';
import { AGENT_TOOLS } from '@/domain/agent-tools';
import { MESSAGE_MAX_LENGTH } from '@/domain/contact-message';
import { keepTranslations } from '@/domain/kept-translations';
import { parsePost } from '@/domain/post';
import { summarizePost } from '@/domain/post-summary';
import { parseProject, type Project } from '@/domain/project';
import { localizedPath, siteLanguagesOf } from '@/domain/site-languages';
import { parseUserProfile, type UserProfile } from '@/domain/user-profile';
import type { ResumeFile } from '@/domain/resume-file';
import { createAgentReads } from '@/queries/agent-reads';
import { portfolioQueries } from '@/queries/portfolio-queries';
import { postQueries } from '@/queries/post-queries';
import type { ContactFill } from '@/sections/contact/fill-contact-form';
import { createAgentToolHandlers, type AgentToolResult } from '@/start/agent-tool-handlers';
import content from '../../mocks/portfolio.json';
import { makeContent, makePost, makeProject, makeUser } from '../support/factories';

const ORIGIN = 'https://maya.example';
const projects = [
  makeProject({
    id: 'weather',
    title: 'Weather',
    tags: ['React', 'Web'],
    description: 'Rain\nor shine.',
  }),
  makeProject({
    id: 'budget',
    title: 'Budget',
    tags: ['Android'],
    githubLink: 'https://github.com/a/b',
  }),
];

function setUp({ fill = 'filled' as ContactFill, cached = true } = {}) {
  const { repository } = createMemoryStore(makeContent({ user: makeUser(), projects }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (cached) {
    queryClient.setQueryData(
      portfolioQueries.projects().queryKey,
      projects.map(({ id, ...fields }) => parseProject(id, fields)),
    );
  }
  const fillContactForm = vi.fn(() => Promise.resolve(fill));
  const insertMail = vi.spyOn(repository, 'insertMail');
  const handlers = createAgentToolHandlers({
    reads: createAgentReads(queryClient, repository),
    origin: ORIGIN,
    fillContactForm,
  });
  return { handlers, fillContactForm, insertMail, queryClient };
}

const data = (result: AgentToolResult): unknown => JSON.parse(result.content[0].text);

describe("the page's WebMCP tools", () => {
  it('has a handler for every tool it declares, and no other', () => {
    expect(Object.keys(setUp().handlers).sort()).toEqual(
      AGENT_TOOLS.map(({ name }) => name).sort(),
    );
  });

  it('lists the projects as the page shows them, or those with a tag', async () => {
    const { handlers } = setUp();
    const all = await handlers.list_projects({});
    expect(all.isError).toBeUndefined();
    expect(data(all)).toEqual([
      {
        id: 'weather',
        title: 'Weather',
        tags: ['React', 'Web'],
        summary: 'Rain or shine.',
        address: `${ORIGIN}/projects/weather`,
      },
      expect.objectContaining({ id: 'budget', address: `${ORIGIN}/projects/budget` }),
    ]);
    expect(data(await handlers.list_projects({ tag: 'Android' }))).toEqual([
      expect.objectContaining({ id: 'budget' }),
    ]);
  });

  it("answers from the page's query cache, so a live change shows", async () => {
    const { handlers, queryClient } = setUp();
    queryClient.setQueryData(portfolioQueries.projects().queryKey, [
      parseProject('new', { title: 'Just added', tags: ['Kotlin'] }),
    ]);
    expect(data(await handlers.list_projects(undefined))).toEqual([
      expect.objectContaining({ id: 'new', title: 'Just added' }),
    ]);
  });

  it('reads the list through the repository where the page has not (a project page)', async () => {
    const { handlers } = setUp({ cached: false });
    const result = await handlers.get_project({ id: 'budget' });
    expect(data(result)).toEqual({
      id: 'budget',
      title: 'Budget',
      tags: ['Android'],
      description: 'A project.',
      links: { github: 'https://github.com/a/b' },
      address: `${ORIGIN}/projects/budget`,
    });
  });

  it('gives the profile with its links', async () => {
    const { handlers } = setUp();
    expect(data(await handlers.get_profile({}))).toEqual({
      name: 'Ada Example',
      bio: 'I build apps.\nMostly for phones.',
      links: {
        linkedin: 'https://www.linkedin.com/in/ada-example',
        github: 'https://github.com/ada-example',
        resume: 'https://example.com/resume.pdf',
      },
    });
  });

  it.each([
    [
      'list_projects',
      { tag: 'Cobol' },
      /No project has the tag "Cobol"\. The tags: React, Web, Android\./,
    ],
    ['list_projects', { tag: 3 }, /tag: /],
    ['list_projects', { colour: 'red' }, /colour/],
    ['list_projects', 'React', /./],
    ['get_project', { id: 'nope' }, /No project has the id "nope"/],
    ['get_project', {}, /id: /],
    ['get_profile', { who: 'me' }, /who/],
  ] as const)('refuses %s(%j) with an error result that says why', async (name, input, why) => {
    const result = await setUp().handlers[name](input);
    expect(result.isError).toBe(true);
    expect(result.content[0].text).toMatch(why);
  });

  it('fills the form with a checked message, and sends nothing itself', async () => {
    const { handlers, fillContactForm, insertMail } = setUp();
    const result = await handlers.send_message({
      name: '  Jo Example ',
      email: 'jo@example.com',
      message: 'Hello',
    });
    expect(result.isError).toBeUndefined();
    expect(result.content[0].text).toMatch(/nothing is sent until they check it and press Submit/);
    expect(fillContactForm).toHaveBeenCalledWith({
      name: 'Jo Example',
      email: 'jo@example.com',
      message: 'Hello',
    });
    expect(insertMail).not.toHaveBeenCalled();
  });

  it.each([
    [{ name: 'J', email: 'jo@example.com', message: 'Hi' }, /name: Your name needs at least 2/],
    [{ name: 'Jo', email: 'jo@', message: 'Hi' }, /email: Please enter a valid email address/],
    [
      { name: 'Jo', email: 'jo@example.com', message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) },
      /message: A message can have at most 5000 characters/,
    ],
    [{ name: 'Jo' }, /email: .*message: /],
    [null, /./],
  ])('refuses a message the form would refuse (%#), filling nothing', async (input, why) => {
    const { handlers, fillContactForm, insertMail } = setUp();
    const result = await handlers.send_message(input);
    expect(result.isError).toBe(true);
    expect(result.content[0].text).toMatch(why);
    expect(fillContactForm).not.toHaveBeenCalled();
    expect(insertMail).not.toHaveBeenCalled();
  });

  it.each(['no-form', 'not-ready', 'not-accepted'] as const)(
    'says so when the form could not be filled (%s)',
    async (fill) => {
      const result = await setUp({ fill }).handlers.send_message({
        name: 'Jo',
        email: 'jo@example.com',
        message: 'Hi',
      });
      expect(result.isError).toBe(true);
    },
  );

  it('turns a failure into an error result, never an exception', async () => {
    const failing = createAgentToolHandlers({
      reads: {
        profile: () => Promise.reject(new Error('offline')),
        projects: () => Promise.reject(new Error('offline')),
        resume: () => Promise.reject(new Error('offline')),
        posts: () => Promise.reject(new Error('offline')),
      },
      origin: ORIGIN,
      fillContactForm: () => Promise.reject(new Error('gone')),
    });
    expect(await failing.get_profile({})).toEqual({
      content: [{ type: 'text', text: 'get_profile failed: offline' }],
      isError: true,
    });
    expect(await failing.list_posts({})).toEqual({
      content: [{ type: 'text', text: 'list_posts failed: offline' }],
      isError: true,
    });
    expect(await failing.get_resume({})).toEqual({
      content: [{ type: 'text', text: 'get_resume failed: offline' }],
      isError: true,
    });
    expect(
      (await failing.send_message({ name: 'Jo', email: 'jo@example.com', message: 'Hi' })).isError,
    ).toBe(true);
  });
});

describe('list_posts', () => {
  const posts = [
    makePost({
      slug: 'older',
      title: 'Older',
      summary: 'First\nwords.',
      tags: ['kotlin'],
      publishedAt: '2026-01-05',
    }),
    makePost({ slug: 'newer', title: 'Newer', tags: ['web', 'kotlin'], publishedAt: '2026-11-20' }),
    makePost({
      slug: 'draft',
      title: 'A draft',
      tags: ['web'],
      publishedAt: '2027-01-01',
      draft: true,
    }),
  ];

  function setUpPosts(documents = makeContent({ posts })) {
    const { repository } = createMemoryStore(documents);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reads = createAgentReads(queryClient, repository);
    const handlers = createAgentToolHandlers({
      reads,
      origin: ORIGIN,
      fillContactForm: () => Promise.resolve('filled'),
    });
    return { handlers, queryClient, reads };
  }

  it('lists the published posts newest first, never a draft, or those with a tag', async () => {
    const { handlers } = setUpPosts();
    expect(data(await handlers.list_posts({}))).toEqual([
      {
        title: 'Newer',
        summary: 'A post.',
        publishedAt: '2026-11-20',
        tags: ['web', 'kotlin'],
        address: `${ORIGIN}/writing/newer`,
      },
      {
        title: 'Older',
        summary: 'First words.',
        publishedAt: '2026-01-05',
        tags: ['kotlin'],
        address: `${ORIGIN}/writing/older`,
      },
    ]);
    const web = data(await handlers.list_posts({ tag: 'web' })) as { title: string }[];
    expect(web.map(({ title }) => title)).toEqual(['Newer']);
  });

  it("answers from the list the page shows, where the page is /writing's", async () => {
    const { handlers, queryClient } = setUpPosts();
    const page = { language: 'en' as const, site: siteLanguagesOf(['en']) };
    const built = parsePost('built', makePost({ title: 'As built' }));
    queryClient.setQueryData(postQueries.list(page).queryKey, [
      summarizePost(built, page.language, page.site, () => 1),
    ]);
    const listed = data(await handlers.list_posts(undefined)) as { title: string }[];
    expect(listed.map(({ title }) => title)).toEqual(['As built']);
  });

  it('says which tags there are for an unknown one, that there are no posts, and refuses other input', async () => {
    const { handlers } = setUpPosts();
    expect(await handlers.list_posts({ tag: 'rust' })).toEqual({
      content: [{ type: 'text', text: 'No post has the tag "rust". The tags: web, kotlin.' }],
      isError: true,
    });
    expect((await handlers.list_posts({ slug: 'newer' })).isError).toBe(true);
    expect(await setUpPosts(makeContent({})).handlers.list_posts({})).toEqual({
      content: [{ type: 'text', text: 'The site owner has not published any post.' }],
      isError: true,
    });
  });
});

describe('get_resume', () => {
  const career: Partial<ResumeFile> = {
    work: [
      {
        name: 'Northlight Apps',
        position: 'Senior mobile developer',
        location: '',
        url: 'javascript:alert(1)',
        description: '',
        startDate: '2022-09',
        endDate: '',
        summary: 'Leads two apps.',
        highlights: ['Cut cold start'],
      },
    ],
    languages: [{ language: 'Swedish', fluency: 'Native' }],
  };

  function setUpResume(resume: Partial<ResumeFile> | null = career) {
    const { repository } = createMemoryStore(makeContent(resume ? { resume } : {}));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reads = createAgentReads(queryClient, repository);
    const handlers = createAgentToolHandlers({
      reads,
      origin: ORIGIN,
      fillContactForm: () => Promise.resolve('filled'),
    });
    return { handlers, queryClient, reads };
  }

  it('gives each section with entries, every field in JSON Resume’s shape, and the addresses', async () => {
    const { handlers } = setUpResume();
    expect(data(await handlers.get_resume({}))).toEqual({
      work: [{ ...career.work?.[0], url: '' }],
      languages: [{ language: 'Swedish', fluency: 'Native' }],
      addresses: {
        page: `${ORIGIN}/cv`,
        pdf: `${ORIGIN}/cv.pdf`,
        jsonResume: `${ORIGIN}/resume.json`,
      },
    });
  });

  it("answers from the page's query cache, so a live change shows", async () => {
    const { handlers, queryClient, reads } = setUpResume();
    const shown = await reads.resume();
    queryClient.setQueryData(portfolioQueries.resume().queryKey, {
      ...shown,
      languages: [],
    });
    const answer = data(await handlers.get_resume(undefined)) as Record<string, unknown>;
    expect(answer).not.toHaveProperty('languages');
    expect(answer).toHaveProperty('work');
  });

  it('says so when there is no CV, and refuses input it does not take', async () => {
    const { handlers } = setUpResume(null);
    expect(await handlers.get_resume({})).toEqual({
      content: [{ type: 'text', text: 'The site owner has not published a CV.' }],
      isError: true,
    });
    expect((await handlers.get_resume({ section: 'work' })).isError).toBe(true);
  });
});

describe('on another language’s page', () => {
  const site = siteLanguagesOf(content.user.languages);
  const french = { language: 'fr' as const, site };
  const demoProjects = content.projects.map(({ id, ...fields }) => parseProject(id, fields));

  /** The demo's French home page, its cache as the build wrote it: French's texts alone. */
  function setUpFrench() {
    const { repository } = createMemoryStore(content);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(
      portfolioQueries.user(repository).queryKey,
      keepTranslations(parseUserProfile(content.user), 'fr') as UserProfile,
    );
    queryClient.setQueryData(
      portfolioQueries.projects().queryKey,
      keepTranslations(demoProjects, 'fr') as Project[],
    );
    return createAgentToolHandlers({
      reads: createAgentReads(queryClient, repository, french),
      origin: ORIGIN,
      pagePath: (path) => localizedPath(path, 'fr', site),
      fillContactForm: () => Promise.resolve('filled'),
    });
  }

  it('answers in the page’s language, with the addresses of its pages', async () => {
    const handlers = setUpFrench();
    const listed = data(await handlers.list_projects({})) as { title: string; address: string }[];
    const recipes = content.projects.find(({ id }) => id === 'recipe-box');
    expect(listed.map(({ title }) => title)).toContain(recipes?.translations.fr.title);
    expect(listed.every(({ title }) => title !== '')).toBe(true);
    expect(listed[0]?.address).toBe(`${ORIGIN}/fr/projects/${content.projects[0]?.id}`);
    const profile = data(await handlers.get_profile({})) as { bio: string };
    expect(profile.bio).toBe(content.user.translations.fr.bio);
    const resume = data(await handlers.get_resume({})) as {
      work: { position: string }[];
      addresses: Record<string, string>;
    };
    expect(resume.work[0]?.position).toBe(content.resume.work[0]?.translations?.fr?.position);
    expect(resume.addresses).toEqual({
      page: `${ORIGIN}/fr/cv`,
      pdf: `${ORIGIN}/fr/cv.pdf`,
      jsonResume: `${ORIGIN}/fr/resume.json`,
    });
    const demoPosts =
      (content as { posts?: { slug: string; translations?: { fr?: { title?: string } } }[] })
        .posts ?? [];
    const listedPosts = data(await handlers.list_posts({})) as { title: string; address: string }[];
    const translated = demoPosts.find(({ translations }) => translations?.fr?.title);
    expect(listedPosts.map(({ title }) => title)).toContain(translated?.translations?.fr?.title);
    expect(listedPosts.map(({ address }) => address)).toContain(
      `${ORIGIN}/fr/writing/${translated?.slug}`,
    );
  });
});
