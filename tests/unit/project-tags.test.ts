import { describe, expect, it } from 'vitest';
import { parseProject } from '@/domain/project';
import { ALL_TAGS, filterProjectsByTag, listTags } from '@/domain/project-tags';

const projects = [
  parseProject('a', { tags: ['React', 'Firebase'] }),
  parseProject('b', { tags: ['Android'] }),
  parseProject('c', { tags: ['React', 'All'] }),
  parseProject('d', { tags: [] }),
];

describe('listTags', () => {
  it('lists each tag once, in order of first appearance, without the All filter', () => {
    expect(listTags(projects)).toEqual(['React', 'Firebase', 'Android']);
  });

  it('counts tags that differ only by case as one, spelled as first seen', () => {
    const mixed = [
      parseProject('a', { tags: ['Android', 'kotlin'] }),
      parseProject('b', { tags: ['android', 'Kotlin', 'ALL'] }),
    ];
    expect(listTags(mixed)).toEqual(['Android', 'kotlin']);
    expect(filterProjectsByTag(mixed, 'Android').map((project) => project.id)).toEqual(['a', 'b']);
    expect(filterProjectsByTag(mixed, 'KOTLIN').map((project) => project.id)).toEqual(['a', 'b']);
    expect(parseProject('c', { tags: ['Maps', 'maps', ' MAPS '] }).tags).toEqual(['Maps']);
  });

  it('is empty without projects', () => {
    expect(listTags([])).toEqual([]);
  });
});

describe('filterProjectsByTag', () => {
  it('shows every project for All', () => {
    expect(filterProjectsByTag(projects, ALL_TAGS)).toEqual(projects);
  });

  it('shows only projects whose tags include the tag', () => {
    expect(filterProjectsByTag(projects, 'React').map((project) => project.id)).toEqual(['a', 'c']);
    expect(filterProjectsByTag(projects, 'Android').map((project) => project.id)).toEqual(['b']);
  });

  it('shows nothing for a tag no project has', () => {
    expect(filterProjectsByTag(projects, 'Rust')).toEqual([]);
  });
});
