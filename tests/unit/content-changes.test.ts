import { describe, expect, it } from 'vitest';
import { describeContentChanges, hasNoChanges, toContentFile } from '@/domain/content-changes';
import { validatePortfolioFile, type PortfolioFile } from '@/domain/portfolio-file';
import { toStoredResumeEntries } from '@/domain/resume';
import { emptyResumeFile } from '@/domain/resume-file';
import type { StudioContent } from '@/domain/studio-content';
import { emptyStudioResume, readStudioResume } from '@/domain/studio-resume';
import demoFile from '../../mocks/portfolio.json';

function parseFile(input: unknown): PortfolioFile {
  const result = validatePortfolioFile(input);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.content;
}

/** The content as the studio would read it after seeding `file`, with versions and orders. */
function storedFrom(file: PortfolioFile): StudioContent {
  return {
    profile: { fields: file.user, version: 3 },
    projects: file.projects.map(({ id, ...fields }, index) => ({
      id,
      fields,
      order: index,
      version: 2,
    })),
    resume: readStudioResume(
      toStoredResumeEntries(file.resume).map(({ id, document }) => ({
        id,
        document: { ...document, version: 2 },
      })),
    ),
    posts: file.posts.map(({ slug, ...fields }) => ({ slug, fields, version: 2 })),
  };
}

const projects = (...ids: string[]) => ids.map((id) => ({ id, title: `Title ${id}` }));
const file = (ids: string[], user: Record<string, string> = { name: 'Ada' }) =>
  parseFile({ user, projects: projects(...ids) });

describe('describeContentChanges', () => {
  it('finds nothing to change in the same content', () => {
    const demo = parseFile(demoFile);
    const changes = describeContentChanges(storedFrom(demo), demo);
    expect(hasNoChanges(changes)).toBe(true);
  });

  it('names each profile field that changes, from and to', () => {
    const current = storedFrom(file([], { name: 'Ada', bio: 'Old', github: 'https://a' }));
    const changes = describeContentChanges(
      current,
      file([], { name: 'Ada', bio: 'New', photo: '/me.jpg' }),
    );
    expect(changes.profile).toEqual([
      { field: 'bio', from: 'Old', to: 'New' },
      { field: 'photo', from: '', to: '/me.jpg' },
      { field: 'github', from: 'https://a', to: '' },
    ]);
    expect(hasNoChanges(changes)).toBe(false);
  });

  it('lists projects added and removed, by id and title', () => {
    const changes = describeContentChanges(storedFrom(file(['a', 'b'])), file(['b', 'c']));
    expect(changes.added).toEqual([{ id: 'c', title: 'Title c' }]);
    expect(changes.removed).toEqual([{ id: 'a', title: 'Title a' }]);
    expect(changes.moved).toEqual([]);
    expect(changes.changed).toEqual([]);
  });

  it('names the fields of a kept project that change, lists compared item by item', () => {
    const current = storedFrom(
      parseFile({
        user: {},
        projects: [{ id: 'a', title: 'A', tags: ['x', 'y'], images: ['/1'] }],
      }),
    );
    const next = parseFile({
      user: {},
      projects: [{ id: 'a', title: 'A2', tags: ['y', 'x'], images: ['/1'], appStoreLink: 'x' }],
    });
    expect(describeContentChanges(current, next).changed).toEqual([
      { id: 'a', title: 'A2', fields: ['title', 'tags', 'appStoreLink'] },
    ]);
  });

  it('counts only the project that moved, not those it passed', () => {
    const changes = describeContentChanges(
      storedFrom(file(['a', 'b', 'c', 'd'])),
      file(['d', 'a', 'b', 'c']),
    );
    expect(changes.moved).toEqual([{ id: 'd', title: 'Title d', from: 4, to: 1 }]);
  });

  it('names as few moves as put the order right', () => {
    const changes = describeContentChanges(storedFrom(file(['a', 'b'])), file(['b', 'a']));
    expect(changes.moved).toHaveLength(1);
    const reversed = describeContentChanges(
      storedFrom(file(['a', 'b', 'c'])),
      file(['c', 'b', 'a']),
    );
    expect(reversed.moved).toHaveLength(2);
  });

  it('does not count a shift caused by additions or removals as a move', () => {
    const changes = describeContentChanges(
      storedFrom(file(['a', 'b', 'c'])),
      file(['new', 'b', 'c']),
    );
    expect(changes.moved).toEqual([]);
    expect(changes.added).toEqual([{ id: 'new', title: 'Title new' }]);
    expect(changes.removed).toEqual([{ id: 'a', title: 'Title a' }]);
  });

  it('lists everything an import into an empty site adds', () => {
    const empty: StudioContent = {
      profile: { fields: file([]).user, version: 0 },
      projects: [],
      resume: emptyStudioResume(),
      posts: [],
    };
    const changes = describeContentChanges(empty, file(['a', 'b'], { name: 'Ada' }));
    expect(changes.added.map(({ id }) => id)).toEqual(['a', 'b']);
    expect(changes.profile).toEqual([]);
  });
});

describe('describeContentChanges of the career record', () => {
  const job = (name: string, position = 'Developer') => ({ name, position, startDate: '2020' });
  const withWork = (...jobs: ReturnType<typeof job>[]) =>
    parseFile({ user: { name: 'Ada' }, projects: [], resume: { work: jobs } });

  it('names no change when the record is the same', () => {
    const changes = describeContentChanges(
      storedFrom(withWork(job('A'), job('B'))),
      withWork(job('A'), job('B')),
    );
    expect(hasNoChanges(changes)).toBe(true);
  });

  it('lists entries added, removed, changed (by their title) and moved, by place', () => {
    const changes = describeContentChanges(
      storedFrom(withWork(job('A'), job('B'), job('C'), job('D'))),
      withWork(job('C'), job('A'), job('B', 'Lead'), job('E')),
    );
    expect(hasNoChanges(changes)).toBe(false);
    expect(changes.resumeAdded).toEqual([{ section: 'work', place: 4, title: 'E' }]);
    expect(changes.resumeRemoved).toEqual([{ section: 'work', place: 4, title: 'D' }]);
    expect(changes.resumeChanged).toEqual([
      { section: 'work', place: 3, title: 'B', fields: ['position'] },
    ]);
    expect(changes.resumeMoved).toEqual([
      { section: 'work', place: 1, title: 'C', from: 3, to: 1 },
    ]);
  });

  it('takes each stored entry once: two roles at one organisation stay two', () => {
    const changes = describeContentChanges(
      storedFrom(withWork(job('A', 'Junior'), job('A', 'Senior'))),
      withWork(job('A', 'Senior'), job('A', 'Lead')),
    );
    expect(changes.resumeAdded).toEqual([]);
    expect(changes.resumeRemoved).toEqual([]);
    expect(changes.resumeChanged).toEqual([
      { section: 'work', place: 2, title: 'A', fields: ['position'] },
    ]);
    expect(changes.resumeMoved).toEqual([
      { section: 'work', place: 1, title: 'A', from: 2, to: 1 },
    ]);
  });

  it('lists every entry of an empty record as added, in each section', () => {
    const file = parseFile(demoFile);
    const changes = describeContentChanges(
      storedFrom({ ...file, resume: emptyResumeFile() }),
      file,
    );
    expect(changes.resumeAdded.map(({ section, place }) => `${section} ${place}`)).toEqual([
      'work 1',
      'work 2',
      'work 3',
      'work 4',
      'education 1',
      'education 2',
      'skills 1',
      'skills 2',
      'skills 3',
      'languages 1',
      'languages 2',
      'certificates 1',
    ]);
  });
});

describe('describeContentChanges of the posts', () => {
  const withPosts = (posts: unknown[]) => parseFile({ user: { name: 'Ada' }, projects: [], posts });
  const post = (slug: string, change: Record<string, unknown> = {}) => ({
    slug,
    title: `Title ${slug}`,
    draft: false,
    publishedAt: '2026-11-01',
    ...change,
  });

  it('names the posts added, removed and changed by their slug, with the fields changed', () => {
    const stored = storedFrom(withPosts([post('kept'), post('edited'), post('gone')]));
    const changes = describeContentChanges(
      stored,
      withPosts([
        post('new'),
        post('kept'),
        post('edited', { tags: ['Web'], translations: { fr: { title: 'Modifié' } } }),
      ]),
    );
    expect(changes.postsAdded).toEqual([{ slug: 'new', title: 'Title new' }]);
    expect(changes.postsRemoved).toEqual([{ slug: 'gone', title: 'Title gone' }]);
    expect(changes.postsChanged).toEqual([
      { slug: 'edited', title: 'Title edited', fields: ['tags', 'translations'] },
    ]);
  });

  it('finds nothing to change in the same posts, in any order', () => {
    const file = withPosts([post('a'), post('b', { draft: true })]);
    const reordered = withPosts([post('b', { draft: true }), post('a')]);
    expect(hasNoChanges(describeContentChanges(storedFrom(file), reordered))).toBe(true);
  });
});

describe('toContentFile', () => {
  it('round-trips the demo content file through the checker', () => {
    const demo = parseFile(demoFile);
    const exported = toContentFile(storedFrom(demo));
    const reread = validatePortfolioFile(JSON.parse(JSON.stringify(exported)));
    expect(reread).toEqual({ ok: true, content: demo });
    expect(JSON.stringify(exported)).toBe(JSON.stringify(demoFile));
  });

  it('keeps the owner order and leaves out order and version', () => {
    const content = storedFrom(file(['a', 'b']));
    const exported = toContentFile({
      ...content,
      projects: [
        { ...content.projects[1]!, order: 0 },
        { ...content.projects[0]!, order: 1 },
      ],
    });
    expect(exported.projects.map(({ id }) => id)).toEqual(['b', 'a']);
    expect(Object.keys(exported.projects[0]!)).not.toContain('order');
    expect(Object.keys(exported.projects[0]!)).not.toContain('version');
    expect(Object.keys(exported.user)).not.toContain('version');
  });

  it('exports what an import of it would leave unchanged', () => {
    const content = storedFrom(file(['a', 'b', 'c'], { name: 'Ada', bio: 'Hi' }));
    const exported = parseFile(JSON.parse(JSON.stringify(toContentFile(content))));
    expect(hasNoChanges(describeContentChanges(content, exported))).toBe(true);
  });
});
