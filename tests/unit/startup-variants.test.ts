// @vitest-environment node
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  measureLeftOut,
  readStartupMeasures,
  startupVariant,
} from '../../scripts/lib/startup-variants';

type ResolveId = (
  this: { resolve: (source: string) => Promise<{ id: string } | null> },
  source: string,
  importer: string | undefined,
  options: object,
) => Promise<string | null>;

function measuresFile(text: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-measures-')), 'startup-measures.json');
  writeFileSync(file, text);
  return file;
}

describe('start-up variants (STARTUP_WITHOUT)', () => {
  it('reads the start-up measures, the memory build unless one says otherwise', () => {
    const file = measuresFile(
      JSON.stringify([
        { name: 'compile-hints', description: 'Compile hints' },
        { name: 'firestore-worker', description: 'A worker', build: 'firestore', replace: {} },
      ]),
    );
    expect(readStartupMeasures(file)).toEqual([
      { name: 'compile-hints', description: 'Compile hints', build: 'memory', replace: {} },
      { name: 'firestore-worker', description: 'A worker', build: 'firestore', replace: {} },
    ]);
  });

  it('tells a missing file (null) from an empty one (no measures)', () => {
    expect(readStartupMeasures(join(tmpdir(), 'no-such-folder', 'measures.json'))).toBeNull();
    expect(readStartupMeasures(measuresFile(''))).toEqual([]);
    expect(readStartupMeasures(measuresFile('[]'))).toEqual([]);
    expect(() => readStartupMeasures(measuresFile('[{"description":"x"}]'))).toThrow(/name/);
  });

  it('names a listed measure, and fails naming the known ones for any other', () => {
    expect(measureLeftOut({})).toBeNull();
    expect(measureLeftOut({ STARTUP_WITHOUT: 'staged-evaluation' })?.name).toBe(
      'staged-evaluation',
    );
    expect(() => measureLeftOut({ STARTUP_WITHOUT: 'nope' })).toThrow(/known: .*staged-evaluation/);
  });

  it("swaps each of a measure's files for its plain counterpart, and nothing else", async () => {
    const measure = readStartupMeasures()?.find(({ name }) => name === 'staged-evaluation');
    expect(measure).toBeDefined();
    const [from, to] = Object.entries(measure!.replace)[0]!;
    const resolveId = startupVariant(measure!).resolveId as unknown as ResolveId;
    const context = { resolve: async (source: string) => ({ id: resolve(source) }) };
    expect(await resolveId.call(context, from, undefined, {})).toBe(resolve(to));
    expect(await resolveId.call(context, 'src/ui/when-idle.ts', undefined, {})).toBeNull();
  });

  it('lists for every measure files that exist on both sides', () => {
    for (const { name, replace } of readStartupMeasures() ?? []) {
      for (const [from, to] of Object.entries(replace)) {
        expect(existsSync(from), `${name}: ${from}`).toBe(true);
        expect(existsSync(to), `${name}: ${to}`).toBe(true);
      }
    }
  });
});
