import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { JSON_RESUME_SCHEMA_URL, toJsonResume, type JsonResume } from '@/domain/json-resume';
import { parseProject } from '@/domain/project';
import { emptyResume } from '@/domain/resume';
import { parseUserProfile } from '@/domain/user-profile';
import content from '../../mocks/portfolio.json';
import { makeProject, makeUser } from '../support/factories';
import { makeLongResumeFile, readResume } from '../support/resume-record';

const SITE = 'https://maya.example/';

// The registry's own validator (CommonJS), as resume-cli and the JSON Resume registry check a file.
const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate: (
    resume: unknown,
    callback: (errors: { stack: string }[] | null, valid: boolean) => void,
  ) => void;
};

/** The validator's problems with `document`, each as it words it; none when it validates. */
function schemaProblems(document: unknown): string[] {
  let problems: string[] = [];
  validate(document, (errors) => {
    problems = (errors ?? []).map(({ stack }) => stack);
  });
  return problems;
}

const demoProfile = parseUserProfile(content.user);
const demoProjects = content.projects.map(({ id, ...fields }) => parseProject(id, fields));
const demoResume = readResume(content.resume);

describe('toJsonResume', () => {
  it("makes the demo's CV a document the JSON Resume schema validates", () => {
    const document = toJsonResume(demoProfile, demoProjects, demoResume, SITE);
    expect(schemaProblems(document)).toEqual([]);
    expect(document.$schema).toBe(JSON_RESUME_SCHEMA_URL);
    expect(document.work?.map((entry) => entry.name)).toEqual(
      content.resume.work.map((entry) => entry.name),
    );
    expect(document.awards).toBeUndefined();
  });

  it('fills basics from the profile: name, label, the bio as summary, an absolute photo, the site', () => {
    const { basics } = toJsonResume(demoProfile, [], emptyResume(), SITE);
    expect(basics).toMatchObject({
      name: 'Maya Lindqvist',
      label: 'Mobile and web developer',
      summary: content.user.bio,
      image: 'https://maya.example/demo/avatar.jpg',
      url: SITE,
    });
    expect(basics).not.toHaveProperty('email');
  });

  it('names each social link as a profile, with the username where the address carries it', () => {
    const { basics } = toJsonResume(demoProfile, [], emptyResume(), SITE);
    expect(basics.profiles).toEqual([
      {
        network: 'LinkedIn',
        url: 'https://www.linkedin.com/in/maya-lindqvist-demo',
        username: 'maya-lindqvist-demo',
      },
      { network: 'Twitter', url: 'https://x.com/maya_lq_demo', username: 'maya_lq_demo' },
      {
        network: 'GitHub',
        url: 'https://github.com/maya-lindqvist-demo',
        username: 'maya-lindqvist-demo',
      },
      {
        network: 'Medium',
        url: 'https://medium.com/@maya-lindqvist-demo',
        username: 'maya-lindqvist-demo',
      },
      {
        network: 'YouTube',
        url: 'https://www.youtube.com/@maya-lindqvist-demo',
        username: 'maya-lindqvist-demo',
      },
      { network: 'WhatsApp', url: 'https://wa.me/46701234567' },
    ]);
  });

  it('leaves a username out when the address is not a person’s page', () => {
    const profile = parseUserProfile(
      makeUser({
        github: 'https://github.com/org/repo',
        linkedin: 'https://www.linkedin.com/company/x',
      }),
    );
    const { basics } = toJsonResume(profile, [], emptyResume(), SITE);
    expect(basics.profiles).toEqual([
      { network: 'LinkedIn', url: 'https://www.linkedin.com/company/x' },
      { network: 'GitHub', url: 'https://github.com/org/repo' },
    ]);
  });

  it('leaves out empty fields, empty sections and an empty profile', () => {
    const profile = parseUserProfile({});
    const resume = readResume({
      work: [
        {
          name: 'Acme',
          position: '',
          url: '',
          startDate: '2020',
          endDate: '',
          highlights: [],
        } as never,
      ],
    });
    const document = toJsonResume(profile, [], resume, null);
    expect(document).toEqual({
      $schema: JSON_RESUME_SCHEMA_URL,
      basics: {},
      work: [{ name: 'Acme', startDate: '2020' }],
    });
    expect(schemaProblems(document)).toEqual([]);
  });

  it('never writes an unsafe link', () => {
    const resume = readResume({
      work: [{ name: 'Acme', url: 'javascript:alert(1)' } as never],
      certificates: [{ name: 'Cert', url: 'data:text/html,<b>x</b>' } as never],
    });
    const profile = parseUserProfile(
      makeUser({ github: 'javascript:alert(1)', photo: '//evil.example/x.png' }),
    );
    const document = toJsonResume(profile, [], resume, SITE);
    expect(JSON.stringify(document)).not.toMatch(/javascript:|data:|evil/);
    expect(document.work).toEqual([{ name: 'Acme' }]);
    expect(document.certificates).toEqual([{ name: 'Cert' }]);
  });

  it('lists the projects by their pages on the site, with their tags as keywords', () => {
    const project = parseProject(
      'trail mate',
      makeProject({ title: 'TrailMate', description: 'Maps.', tags: ['Kotlin', 'Maps'] }),
    );
    const untitled = parseProject(
      'x',
      makeProject({ title: '', description: '', projectLink: 'https://play.example/x' }),
    );
    expect(toJsonResume(demoProfile, [project, untitled], emptyResume(), SITE).projects).toEqual([
      {
        name: 'TrailMate',
        description: 'Maps.',
        url: 'https://maya.example/projects/trail%20mate',
        keywords: ['Kotlin', 'Maps'],
      },
      { name: 'Untitled project', url: 'https://maya.example/projects/x' },
    ]);
  });

  it('without the site’s address, names a project by its own link and leaves a relative photo out', () => {
    const project = parseProject(
      'x',
      makeProject({ title: 'X', githubLink: 'https://github.com/a/x' }),
    );
    const document = toJsonResume(demoProfile, [project], emptyResume(), null);
    expect(document.projects).toEqual([
      { name: 'X', description: 'A project.', url: 'https://github.com/a/x' },
    ]);
    expect(document.basics).not.toHaveProperty('image');
    expect(document.basics).not.toHaveProperty('url');
  });

  it('keeps a record of 60 entries with long texts, every one, and it validates', () => {
    const resume = readResume(makeLongResumeFile(60));
    const document: JsonResume = toJsonResume(demoProfile, demoProjects, resume, SITE);
    const entries = [
      'work',
      'education',
      'skills',
      'languages',
      'certificates',
      'awards',
      'publications',
      'volunteer',
    ] as const;
    expect(entries.reduce((sum, section) => sum + (document[section]?.length ?? 0), 0)).toBe(60);
    expect(schemaProblems(document)).toEqual([]);
  });

  it('is a document the validator refuses when a date is not one (the check can fail)', () => {
    const document = toJsonResume(demoProfile, [], demoResume, SITE);
    expect(
      schemaProblems({ ...document, work: [{ name: 'Acme', startDate: 'March' }] }),
    ).not.toEqual([]);
  });
});
