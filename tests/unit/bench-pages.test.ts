// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOf, pagesToMeasure, readStartupMeasures } from '../../scripts/bench/pages';

function measuresFile(text: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-measures-')), 'startup-measures.json');
  writeFileSync(file, text);
  return file;
}

describe('bench pages', () => {
  it('reads the start-up measures, the memory build unless one says otherwise', () => {
    const file = measuresFile(
      JSON.stringify([
        { name: 'compile-hints', description: 'Compile hints' },
        { name: 'firestore-worker', description: 'A worker', build: 'firestore', replace: {} },
      ]),
    );
    expect(readStartupMeasures(file)).toEqual([
      { name: 'compile-hints', description: 'Compile hints', build: 'memory' },
      { name: 'firestore-worker', description: 'A worker', build: 'firestore' },
    ]);
  });

  it('tells a missing file (null) from an empty one (no measures)', () => {
    expect(readStartupMeasures(join(tmpdir(), 'no-such-folder', 'measures.json'))).toBeNull();
    expect(readStartupMeasures(measuresFile(''))).toEqual([]);
    expect(readStartupMeasures(measuresFile('[]'))).toEqual([]);
    expect(() => readStartupMeasures(measuresFile('[{"description":"x"}]'))).toThrow(/name/);
  });

  it('measures both builds, a project page, their floors, and one build without each measure', () => {
    const pages = pagesToMeasure(
      [
        { name: 'compile-hints', description: '', build: 'memory' },
        { name: 'firestore-worker', description: '', build: 'firestore' },
      ],
      '/projects/trailmate',
    );
    expect(pages.map(({ key, kind, path, floor }) => [key, kind, path, floor])).toEqual([
      ['memory', 'memory', '/', 'floor'],
      ['memory project', 'memory', '/projects/trailmate', 'project floor'],
      ['firestore', 'firestore', '/', 'floor'],
      ['floor', 'floor', '/', 'floor'],
      ['project floor', 'floor', '/projects/trailmate', 'project floor'],
      ['without compile-hints', 'memory', '/', 'floor'],
      ['without firestore-worker', 'firestore', '/', 'floor'],
    ]);
    // The home page and the project page are measured on one build, as are the two floors.
    expect(new Set(pages.map(buildOf))).toEqual(
      new Set([
        'memory',
        'firestore',
        'floor',
        'memory without compile-hints',
        'firestore without firestore-worker',
      ]),
    );
  });
});
