// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesToMeasure, readStartupMeasures } from '../../scripts/bench/pages';

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

  it('measures both builds, their floor, and one build without each measure', () => {
    const pages = pagesToMeasure([
      { name: 'compile-hints', description: '', build: 'memory' },
      { name: 'firestore-worker', description: '', build: 'firestore' },
    ]);
    expect(pages.map(({ key, title, kind }) => [key, title, kind])).toEqual([
      ['memory', 'memory build', 'memory'],
      ['firestore', 'Firestore build', 'firestore'],
      ['floor', 'static floor', 'floor'],
      ['without compile-hints', 'memory build without compile-hints', 'memory'],
      ['without firestore-worker', 'Firestore build without firestore-worker', 'firestore'],
    ]);
  });
});
