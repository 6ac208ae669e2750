import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseProject, type Project } from '@/domain/project';
import { PROJECTS_PER_PAGE } from '@/domain/project-pages';
import { toScriptJson } from '@/domain/script-json';
import { describeProjectStructuredData, describeStructuredData } from '@/domain/structured-data';
import { parseUserProfile } from '@/domain/user-profile';
import content from '../../mocks/portfolio.json';
import { makeProject, makeUser } from '../support/factories';

const SITE = 'https://maya.example/';
const absoluteUrl = z.url({ protocol: /^https?$/ });

const personSchema = z.strictObject({
  '@type': z.literal('Person'),
  '@id': z.string(),
  name: z.string().min(1),
  jobTitle: z.string().min(1).optional(),
  description: z.string().min(1),
  url: absoluteUrl.optional(),
  image: absoluteUrl.optional(),
  sameAs: z.array(absoluteUrl),
});

/** The shape search engines read: a Person and an ItemList of the projects, nothing else. */
const graphSchema = z.strictObject({
  '@context': z.literal('https://schema.org'),
  '@graph': z.tuple([
    personSchema,
    z.strictObject({
      '@type': z.literal('ItemList'),
      name: z.string(),
      numberOfItems: z.number().int(),
      itemListElement: z.array(
        z.strictObject({
          '@type': z.literal('ListItem'),
          position: z.number().int().positive(),
          name: z.string().min(1),
          url: absoluteUrl.optional(),
        }),
      ),
    }),
  ]),
});

const parse = (user: Record<string, unknown>, projects: { id: string }[]) => ({
  user: parseUserProfile(user),
  projects: projects.map(({ id, ...fields }) => parseProject(id, fields)),
});

describe('describeStructuredData', () => {
  it('describes the demo owner and every project, in order, in the expected shape', () => {
    const { user, projects } = parse(content.user, content.projects);
    const graph = graphSchema.parse(describeStructuredData(user, projects, SITE));
    const [person, list] = graph['@graph'];
    expect(person).toMatchObject({
      '@id': `${SITE}#owner`,
      name: content.user.name,
      jobTitle: content.user.label,
      url: SITE,
      image: new URL(content.user.photo, SITE).href,
    });
    const social = ['linkedin', 'twitter', 'github', 'medium', 'youtube'] as const;
    for (const network of social) expect(person.sameAs).toContain(content.user[network]);
    expect(person.sameAs).not.toContain(content.user.resume);
    expect(list.numberOfItems).toBe(content.projects.length);
    expect(list.itemListElement.map(({ name }) => name)).toEqual(
      content.projects.map((project) => project.title),
    );
    expect(list.itemListElement.map(({ position }) => position)).toEqual(
      content.projects.map((_, index) => index + 1),
    );
    // Each project's page describes it whole; the list names the pages.
    expect(list.itemListElement.map(({ url }) => url)).toEqual(
      content.projects.map(({ id }) => `${SITE}projects/${id}`),
    );
  });

  it('lists each project at its page in the page’s language', () => {
    const { user, projects } = parse(content.user, content.projects);
    const graph = describeStructuredData(
      user,
      projects,
      SITE,
      undefined,
      (id) => `/fr/projects/${id}`,
    );
    const [, list] = graphSchema.parse(graph)['@graph'];
    expect(list.itemListElement[0]?.url).toBe(`${SITE}fr/projects/${content.projects[0]?.id}`);
  });

  it('never publishes an unsafe link, in sameAs or as a project url or image', () => {
    const unsafe = [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '//evil.example',
    ];
    for (const link of unsafe) {
      const { user, projects } = parse(
        makeUser({ github: link, linkedin: link, twitter: link, photo: link }),
        [makeProject({ githubLink: link, projectLink: link, appStoreLink: link, images: [link] })],
      );
      const json = JSON.stringify(describeStructuredData(user, projects, SITE));
      expect(json, link).not.toContain(link.slice(0, 8));
      graphSchema.parse(JSON.parse(json));
    }
  });

  it('lists the projects a long page shows before Show more, and counts them all', () => {
    const many = Array.from({ length: 30 }, (_, index) => makeProject({ title: `P${index + 1}` }));
    const { user, projects } = parse(makeUser(), many);
    const [, list] = graphSchema.parse(describeStructuredData(user, projects, SITE))['@graph'];
    expect(list.numberOfItems).toBe(30);
    expect(list.itemListElement.map(({ name }) => name)).toEqual(
      many.slice(0, PROJECTS_PER_PAGE).map(({ title }) => title),
    );
  });

  it('names the owner’s headline as their job title, and says nothing without one', () => {
    const withLabel = parse(makeUser({ label: 'Android developer' }), []);
    const withoutLabel = parse(makeUser({ label: '' }), []);
    const [person] = graphSchema.parse(describeStructuredData(withLabel.user, [], null))['@graph'];
    const [anonymous] = graphSchema.parse(describeStructuredData(withoutLabel.user, [], null))[
      '@graph'
    ];
    expect(person.jobTitle).toBe('Android developer');
    expect(anonymous).not.toHaveProperty('jobTitle');
  });

  it('leaves out the addresses that need the site URL when there is none', () => {
    const { user, projects } = parse(makeUser({ photo: '/me.png' }), [
      makeProject({ images: ['/p.png'] }),
    ]);
    const [person, list] = graphSchema.parse(describeStructuredData(user, projects, null))[
      '@graph'
    ];
    expect(person.url).toBeUndefined();
    expect(person.image).toBeUndefined();
    expect(list.itemListElement[0]?.url).toBeUndefined();
  });

  it('is written as script text that nothing can end, and parses back to the same value', () => {
    const hostile = '</script><script>alert(1)</script> <!-- " \' \n \u2028 \u2029 ]]> &amp;';
    const { user, projects } = parse(
      makeUser({ name: `Ada ${hostile}`, bio: `${hostile}${'x'.repeat(10_000)}` }),
      [makeProject({ title: hostile, description: hostile, tags: [hostile] })],
    );
    const graph = describeStructuredData(user, projects, SITE);
    const text = toScriptJson(graph);
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(graph);
    graphSchema.parse(JSON.parse(text));
  });
});

const workFields = {
  name: z.string().min(1),
  description: z.string().optional(),
  url: absoluteUrl.optional(),
  image: absoluteUrl.optional(),
  keywords: z.string().optional(),
  author: z.strictObject({ '@id': z.string() }),
  sameAs: z.array(absoluteUrl).min(1).optional(),
};

/** A project page's graph: the same Person, and the project, at the page's address. */
const projectGraphSchema = z.strictObject({
  '@context': z.literal('https://schema.org'),
  '@graph': z.tuple([
    personSchema,
    z.discriminatedUnion('@type', [
      z.strictObject({
        '@type': z.literal('SoftwareSourceCode'),
        ...workFields,
        codeRepository: absoluteUrl,
      }),
      z.strictObject({
        '@type': z.literal('SoftwareApplication'),
        ...workFields,
        applicationCategory: z.literal('MobileApplication'),
        operatingSystem: z.string().min(1),
      }),
      z.strictObject({ '@type': z.literal('CreativeWork'), ...workFields }),
    ]),
  ]),
});

describe('describeProjectStructuredData', () => {
  const demo = parse(content.user, content.projects);

  it('describes a project with a repository as source code at its page, by the home page’s Person', () => {
    const [trailmate] = demo.projects;
    if (!trailmate) throw new Error('The demo has projects.');
    const graph = projectGraphSchema.parse(
      describeProjectStructuredData(trailmate, demo.user, SITE),
    );
    const [person, work] = graph['@graph'];
    const [home] = graphSchema.parse(describeStructuredData(demo.user, demo.projects, SITE))[
      '@graph'
    ];
    expect(person).toEqual(home);
    expect(work).toEqual({
      '@type': 'SoftwareSourceCode',
      name: 'TrailMate',
      description: trailmate.description.replace(/\s+/g, ' '),
      url: `${SITE}projects/trailmate`,
      image: new URL(trailmate.images[0] ?? '', SITE).href,
      keywords: 'Android, Kotlin, Firebase',
      author: { '@id': `${SITE}#owner` },
      codeRepository: trailmate.githubLink,
      sameAs: [trailmate.projectLink],
    });
  });

  it('describes a project with store listings and no repository as an app for their platforms', () => {
    const pocketBudget = demo.projects.find(({ id }) => id === 'pocket-budget');
    if (!pocketBudget) throw new Error('The demo has Pocket Budget.');
    const [, work] = projectGraphSchema.parse(
      describeProjectStructuredData(pocketBudget, demo.user, SITE),
    )['@graph'];
    expect(work).toMatchObject({
      '@type': 'SoftwareApplication',
      url: `${SITE}projects/pocket-budget`,
      applicationCategory: 'MobileApplication',
      operatingSystem: 'Android, iOS',
      sameAs: [pocketBudget.projectLink, pocketBudget.appStoreLink],
    });
  });

  it('describes a project without a repository as a creative work, naming what it knows', () => {
    const { user, projects } = parse(makeUser(), [
      makeProject({ id: 'sketch', title: '', description: ' ', images: [], tags: [] }),
    ]);
    const [, work] = projectGraphSchema.parse(
      describeProjectStructuredData(projects[0] as Project, user, SITE),
    )['@graph'];
    expect(work).toEqual({
      '@type': 'CreativeWork',
      name: 'Untitled project',
      url: `${SITE}projects/sketch`,
      author: { '@id': `${SITE}#owner` },
    });
  });

  it('leaves out the addresses that need the site URL when there is none', () => {
    const { user, projects } = parse(makeUser({ photo: '/me.png' }), [
      makeProject({ images: ['/p.png'], githubLink: 'https://github.com/ada/p' }),
    ]);
    const [person, work] = projectGraphSchema.parse(
      describeProjectStructuredData(projects[0] as Project, user, null),
    )['@graph'];
    expect(person.url).toBeUndefined();
    expect(person.image).toBeUndefined();
    expect(work.url).toBeUndefined();
    expect(work.image).toBeUndefined();
    expect(work.author).toEqual({ '@id': person['@id'] });
  });

  it('never publishes an unsafe link, and is script text that nothing can end', () => {
    const hostile = '</script><script>alert(1)</script> <!-- " \' \n \u2028 \u2029 ]]> &amp;';
    for (const link of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example']) {
      const { user, projects } = parse(makeUser({ name: `Ada ${hostile}`, github: link }), [
        makeProject({
          id: hostile,
          title: hostile,
          description: hostile,
          tags: [hostile],
          images: [link],
          githubLink: link,
          projectLink: link,
          appStoreLink: link,
        }),
      ]);
      const graph = describeProjectStructuredData(projects[0] as Project, user, SITE);
      const text = toScriptJson(graph);
      expect(text).not.toMatch(/[<\u2028\u2029]/);
      expect(text, link).not.toContain(link.slice(0, 8));
      expect(JSON.parse(text)).toEqual(graph);
      const [, work] = projectGraphSchema.parse(JSON.parse(text))['@graph'];
      expect(work['@type']).toBe('CreativeWork');
      expect(work.url).toBe(`${SITE}projects/${encodeURIComponent(hostile)}`);
    }
  });
});
