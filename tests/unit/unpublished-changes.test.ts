import { describe, expect, it } from 'vitest';
import type { PublishedRecord } from '@/domain/publishing';
import type { StudioContent, StudioPost, StudioProject } from '@/domain/studio-content';
import { readStudioResume } from '@/domain/studio-resume';
import {
  describeUnpublished,
  publishedVersionsOf,
  unpublishedChanges,
} from '@/domain/unpublished-changes';
import { makeProject, makeUser } from '../support/factories';

const project = (id: string, title: string, version: number): StudioProject => {
  const fields = { ...makeProject({ id, title }) } as Record<string, unknown>;
  delete fields.id;
  return { id, fields: fields as StudioProject['fields'], order: 0, version };
};

const content = (
  projects: StudioProject[],
  profileVersion = 2,
  resume: { id: string; name: string; version: number }[] = [],
): StudioContent => ({
  profile: { fields: makeUser() as never, version: profileVersion },
  projects,
  resume: readStudioResume(
    resume.map(({ id, name, version }, order) => ({
      id,
      document: { section: 'work', name, order, version },
    })),
  ),
  posts: [],
});

const record = (
  projects: Record<string, [number, string]>,
  resume: Record<string, [number, string]> = {},
  posts: Record<string, [number, string]> = {},
): PublishedRecord => {
  const documents = (map: Record<string, [number, string]>) =>
    Object.fromEntries(
      Object.entries(map).map(([id, [version, title]]) => [id, { version, title }]),
    );
  return {
    publishedAt: new Date(),
    commit: null,
    profile: 2,
    projects: documents(projects),
    resume: documents(resume),
    posts: documents(posts),
  };
};

const post = (slug: string, title: string, version: number, draft = false): StudioPost => ({
  slug,
  fields: {
    title,
    summary: '',
    body: '',
    tags: [],
    cover: '',
    publishedAt: draft ? '' : '2026-11-01',
    updatedAt: '',
    draft,
  },
  version,
});

describe('unpublishedChanges', () => {
  it('finds nothing when every version is the one published', () => {
    const current = content([project('orbit', 'Orbit', 3)], 2, [
      { id: 'work-1', name: 'Acme', version: 1 },
    ]);
    expect(
      unpublishedChanges(current, record({ orbit: [3, 'Orbit'] }, { 'work-1': [1, 'Acme'] })),
    ).toEqual([]);
    expect(describeUnpublished([])).toBe('Everything is published.');
  });

  it('finds projects added, edited and removed, the profile, and career entries', () => {
    const current = content([project('tide', 'Tide', 2), project('orbit', 'Orbit Tracker', 1)], 3, [
      { id: 'work-1', name: 'Acme', version: 2 },
      { id: 'work-9', name: 'Initech', version: 1 },
    ]);
    const published = record(
      { tide: [1, 'Tide'], gone: [4, 'Old Site'] },
      { 'work-1': [1, 'Acme'], 'work-2': [1, 'Globex'] },
    );
    const changes = unpublishedChanges(current, published);
    expect(changes).toEqual([
      { what: 'project', how: 'added', id: 'orbit', title: 'Orbit Tracker' },
      { what: 'project', how: 'edited', id: 'tide', title: 'Tide' },
      { what: 'project', how: 'removed', id: 'gone', title: 'Old Site' },
      { what: 'profile', how: 'edited' },
      { what: 'career entry', how: 'added', id: 'work-9', title: 'Initech' },
      { what: 'career entry', how: 'edited', id: 'work-1', title: 'Acme' },
      { what: 'career entry', how: 'removed', id: 'work-2', title: 'Globex' },
    ]);
    expect(describeUnpublished(changes)).toBe(
      'Not yet published: ‘Orbit Tracker’ added, ‘Tide’ edited, ‘Old Site’ removed, and 4 more.',
    );
  });

  it('says up to four changes in full', () => {
    const changes = unpublishedChanges(
      content([project('orbit', 'Orbit Tracker', 1), project('x', ' ', 1)], 3, [
        { id: 'work-1', name: 'Acme', version: 1 },
      ]),
      record({}),
    );
    expect(describeUnpublished(changes)).toBe(
      'Not yet published: ‘Orbit Tracker’ added, a project without a title added, the profile edited, the career entry ‘Acme’ added.',
    );
  });

  it('finds posts added, edited and removed, a post made a draft again removed, a draft not at all', () => {
    const current: StudioContent = {
      ...content([], 2),
      posts: [
        post('new', 'New post', 1),
        post('edited', 'Edited', 3),
        post('kept', 'Kept', 2),
        post('unpublished', 'Unpublished', 4, true),
        post('never-published', 'Draft', 1, true),
      ],
    };
    const published = record(
      {},
      {},
      {
        edited: [2, 'Edited'],
        kept: [2, 'Kept'],
        unpublished: [3, 'Unpublished'],
        gone: [1, 'Gone'],
      },
    );
    expect(unpublishedChanges(current, published)).toEqual([
      { what: 'post', how: 'added', id: 'new', title: 'New post' },
      { what: 'post', how: 'edited', id: 'edited', title: 'Edited' },
      { what: 'post', how: 'removed', id: 'unpublished', title: 'Unpublished' },
      { what: 'post', how: 'removed', id: 'gone', title: 'Gone' },
    ]);
    expect(describeUnpublished(unpublishedChanges(current, published))).toBe(
      'Not yet published: ‘New post’ added, ‘Edited’ edited, ‘Unpublished’ removed, ‘Gone’ removed.',
    );
    expect(publishedVersionsOf(current).posts).toEqual({
      new: { version: 1, title: 'New post' },
      edited: { version: 3, title: 'Edited' },
      kept: { version: 2, title: 'Kept' },
    });
  });

  it('with nothing published, counts everything there is as not yet published', () => {
    const changes = unpublishedChanges(content([project('orbit', 'Orbit', 1)], 0), null);
    expect(changes).toEqual([{ what: 'project', how: 'added', id: 'orbit', title: 'Orbit' }]);
  });
});
