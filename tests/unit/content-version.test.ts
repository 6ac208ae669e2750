import { describe, expect, it } from 'vitest';
import { nextVersion, withoutVersion } from '@/domain/content-version';
import { parseProject } from '@/domain/project';
import { parseUserProfile } from '@/domain/user-profile';

describe('nextVersion', () => {
  it('is the stored version plus one', () => {
    expect(nextVersion({ title: 'A', version: 1 })).toBe(2);
    expect(nextVersion({ version: 41 })).toBe(42);
  });

  // As firestore.rules counts them, so the seed and the rules agree on what comes next.
  it.each([
    ['no document', undefined],
    ['a document without a version', { title: 'A' }],
    ['a version as text', { version: '7' }],
    ['a fractional version', { version: 2.5 }],
    ['a version that is null', { version: null }],
  ])('is 1 for %s', (_case, stored) => {
    expect(nextVersion(stored)).toBe(1);
  });
});

describe('withoutVersion', () => {
  it('drops the version and keeps everything else', () => {
    expect(withoutVersion({ title: 'A', order: 2, version: 3 })).toEqual({ title: 'A', order: 2 });
  });
});

describe('the parsers ignore version and order', () => {
  it('reads a stored project and profile as if they had neither', () => {
    expect(parseProject('p', { title: 'A', order: 2, version: 3 })).toEqual(
      parseProject('p', { title: 'A' }),
    );
    expect(parseUserProfile({ name: 'Ada', version: 3 })).toEqual(
      parseUserProfile({ name: 'Ada' }),
    );
  });
});
