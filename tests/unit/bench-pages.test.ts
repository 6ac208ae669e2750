// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildOf, buildsOf, pagesToMeasure } from '../../scripts/bench/pages';

describe('bench pages', () => {
  it('measures both builds, a project page, the CV, their floors, and one build without each measure', () => {
    const pages = pagesToMeasure(
      [
        { name: 'compile-hints', description: '', build: 'memory', replace: {} },
        { name: 'firestore-worker', description: '', build: 'firestore', replace: {} },
      ],
      '/projects/trailmate',
    );
    expect(pages.map(({ key, kind, path, floor }) => [key, kind, path, floor])).toEqual([
      ['memory', 'memory', '/', 'floor'],
      ['memory project', 'memory', '/projects/trailmate', 'project floor'],
      ['memory cv', 'memory', '/cv', 'cv floor'],
      ['firestore', 'firestore', '/', 'floor'],
      ['floor', 'floor', '/', 'floor'],
      ['project floor', 'floor', '/projects/trailmate', 'project floor'],
      ['cv floor', 'floor', '/cv', 'cv floor'],
      ['without compile-hints', 'memory', '/', 'floor'],
      ['without firestore-worker', 'firestore', '/', 'floor'],
    ]);
    // The home page and the project page are measured on one build, as are the two floors.
    expect(buildsOf(pages)).toEqual([
      'memory',
      'firestore',
      'floor',
      'memory without compile-hints',
      'firestore without firestore-worker',
    ]);
    expect(buildOf(pages[1]!)).toBe('memory');
  });

  it("measures the second language's home page against a floor of its own, when there is one", () => {
    const pages = pagesToMeasure([], '/projects/trailmate', '/fr/');
    expect(
      pages.filter(({ path }) => path === '/fr/').map(({ key, kind, floor }) => [key, kind, floor]),
    ).toEqual([
      ['memory second language', 'memory', 'second language floor'],
      ['second language floor', 'floor', 'second language floor'],
    ]);
    expect(buildsOf(pages)).toEqual(['memory', 'firestore', 'floor']);
  });

  it("measures a post's page against a floor of its own, when the demo has posts", () => {
    const pages = pagesToMeasure([], '/projects/trailmate', '/fr/', '/writing/a-post');
    expect(
      pages
        .filter(({ path }) => path === '/writing/a-post')
        .map(({ key, kind, floor }) => [key, kind, floor]),
    ).toEqual([
      ['memory post', 'memory', 'post floor'],
      ['post floor', 'floor', 'post floor'],
    ]);
    expect(pagesToMeasure([], '/projects/trailmate', '/fr/').map(({ key }) => key)).not.toContain(
      'memory post',
    );
  });
});
