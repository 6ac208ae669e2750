import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/clip';
import { POST_LIMITS } from '@/domain/post';
import { toContentFileOrder, validatePortfolioFile } from '@/domain/portfolio-file';
import { emptyResumeFile } from '@/domain/resume-file';
import content from '../../mocks/portfolio.json';

describe('validatePortfolioFile', () => {
  it('accepts the demo content file', () => {
    expect(validatePortfolioFile(content)).toMatchObject({ ok: true });
  });

  it('fills omitted fields with empty values', () => {
    const result = validatePortfolioFile({
      user: { name: 'Ada' },
      projects: [{ id: 'a', title: 'A' }],
    });
    expect(result).toMatchObject({
      ok: true,
      content: {
        user: { name: 'Ada', bio: '' },
        projects: [{ id: 'a', title: 'A', description: '', tags: [], images: [] }],
      },
    });
  });

  it('names every problem in words by its place, counting from 1', () => {
    const result = validatePortfolioFile({
      user: { name: 7, githubb: 'x' },
      projects: [
        { id: 'a', title: 'A' },
        { id: 'a', title: 'A' },
        { id: 'b/c', title: 'B' },
        { id: 'd', title: 'D', tags: ['ok', 3], images: 'x', githubLink: 5 },
      ],
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        'Profile, name: this should be text',
        'Profile: a field the site does not know: “githubb”',
        'Project 3, address: use letters, digits, - or _ (at most 100 of them)',
        'Project 4, tag 2: this should be text',
        'Project 4, images: this should be a list',
        'Project 4, GitHub link: this should be text',
      ],
    });
  });

  it('reads a file without posts as one with none', () => {
    const result = validatePortfolioFile({ user: {}, projects: [] });
    expect(result).toMatchObject({ ok: true, content: { posts: [] } });
  });

  it('takes a post bounded as the rules bound it, filling omitted texts', () => {
    const result = validatePortfolioFile({
      user: {},
      projects: [],
      posts: [
        {
          slug: 'hello-world-2',
          title: 'Hello',
          body: 'b'.repeat(POST_LIMITS.body),
          publishedAt: '2026-11-29T08:30:00+01:00',
          draft: false,
          translations: { fr: { title: 'Bonjour', tags: [] } },
        },
      ],
    });
    expect(result).toMatchObject({
      ok: true,
      content: {
        posts: [
          {
            slug: 'hello-world-2',
            summary: '',
            tags: [],
            cover: '',
            publishedAt: '2026-11-29T08:30:00+01:00',
            updatedAt: '',
            draft: false,
          },
        ],
      },
    });
  });

  it('names every problem of the posts in words by its place', () => {
    const post = { slug: 'a', title: 'A', draft: false };
    const result = validatePortfolioFile({
      user: {},
      projects: [],
      posts: [
        post,
        post,
        { ...post, slug: 'Not-A-Slug' },
        { ...post, slug: 'd', title: ' ', draft: 'no', publishedAt: 'yesterday' },
        { ...post, slug: 'e', summary: 's'.repeat(POST_LIMITS.summary + 1), html: '<p>' },
        { slug: 'f', title: 'F' },
      ],
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        'Post 3, address: use lower-case letters and digits, single hyphens between them',
        'Post 4, title: a post needs a title',
        'Post 4, publication date: use an ISO 8601 date, 2026-11-29 or 2026-11-29T08:30:00Z',
        'Post 4, draft: this should be true or false',
        `Post 5, summary: at most ${POST_LIMITS.summary} characters`,
        'Post 5: a field the site does not know: “html”',
        'Post 6, draft: this is missing',
      ],
    });
  });

  it('refuses two posts at one address once the shape is right', () => {
    const post = { slug: 'a', title: 'A', draft: false };
    expect(validatePortfolioFile({ user: {}, projects: [], posts: [post, post] })).toEqual({
      ok: false,
      problems: ['Post 2, address: another post has the address “a”'],
    });
  });

  it('reads a file without a career record as an empty one', () => {
    const result = validatePortfolioFile({ user: {}, projects: [] });
    expect(result).toMatchObject({ ok: true, content: { resume: emptyResumeFile() } });
  });

  it('names every problem of the career record in words by its place, counting from 1', () => {
    const work = content.resume.work[0]!;
    const result = validatePortfolioFile({
      user: {},
      projects: [],
      resume: {
        work: [work, { ...work, startDate: '2021-13', highlights: ['ok', 7] }],
        skills: [{ name: 'Web', keywords: 'React' }],
        languages: [{ language: 'Swedish', proficiency: 'Native' }],
        interests: [],
      },
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        'Work 2, start date: expected YYYY, YYYY-MM or YYYY-MM-DD',
        'Work 2, highlight 2: this should be text',
        'Skill 1, keywords: this should be a list',
        'Language 1: a field the site does not know: “proficiency”',
        'Career: a field the site does not know: “interests”',
      ],
    });
  });

  it('refuses a project without a title, or with only spaces and line breaks for one', () => {
    const result = validatePortfolioFile({
      user: {},
      projects: [{ id: 'a' }, { id: 'b', title: '' }, { id: 'c', title: ' \t\n' }],
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        'Project 1, title: this is missing',
        'Project 2, title: a project needs a title',
        'Project 3, title: a project needs a title',
      ],
    });
    const titled = validatePortfolioFile({ user: {}, projects: [{ id: 'a', title: ' A ' }] });
    expect(titled.ok).toBe(true);
  });

  it('names each bound a value passes, counting UTF-16 code units as the rules do', () => {
    const result = validatePortfolioFile({
      user: { name: '😀'.repeat(LIMITS.name / 2) + 'x' },
      projects: [
        { id: 'a', title: 't'.repeat(LIMITS.title), tags: ['t'.repeat(LIMITS.tag + 1)] },
        {
          id: 'b',
          title: 't'.repeat(LIMITS.title + 1),
          description: 'd'.repeat(LIMITS.text + 1),
          tags: Array<string>(LIMITS.tagsPerProject + 1).fill('t'),
          images: Array<string>(LIMITS.imagesPerProject + 1).fill('/i.svg'),
        },
      ],
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        'Profile, name: at most 100 characters',
        'Project 1, tag 1: at most 50 characters',
        'Project 2, title: at most 200 characters',
        'Project 2, description: at most 5000 characters',
        'Project 2, tags: at most 20 tags',
        'Project 2, images: at most 12 images',
      ],
    });
  });

  it('reports duplicate ids once the shape is right', () => {
    const result = validatePortfolioFile({
      user: {},
      projects: [
        { id: 'a', title: 'A' },
        { id: 'a', title: 'A again' },
      ],
    });
    expect(result).toEqual({
      ok: false,
      problems: ['Project 2, address: another project has the address “a”'],
    });
  });

  it('refuses something that is not a content file at all', () => {
    expect(validatePortfolioFile([])).toEqual({
      ok: false,
      problems: ['The file: this should be a group of fields'],
    });
    expect(validatePortfolioFile({ projects: [] })).toEqual({
      ok: false,
      problems: ['Profile: this is missing'],
    });
  });
});

describe('toContentFileOrder', () => {
  it("lists stored projects in the owner's order, without the order and version fields", () => {
    expect(
      toContentFileOrder([
        { id: 'b', document: { order: 1, title: 'B', version: 4 } },
        { id: 'a', document: { order: 0, version: 1 } },
      ]),
    ).toEqual([{ id: 'a' }, { id: 'b', title: 'B' }]);
  });
});
