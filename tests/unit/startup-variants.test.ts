// @vitest-environment node
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
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

describe('start-up variants (STARTUP_WITHOUT)', () => {
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
