import { describe, expect, it } from 'vitest';
import { measureRounds, orderOf } from '../../scripts/bench/rounds';

/** A fake measurement: each call returns the next blocking time the floor is to show. */
function bench(floorBlocking: number[]) {
  const calls: string[] = [];
  const measure = async (page: string) => {
    calls.push(page);
    return { page, tbt: page === 'floor' ? (floorBlocking.shift() ?? 0) : 100 };
  };
  return { calls, measure, blocks: (run: { tbt: number }) => run.tbt > 0 };
}

describe('bench rounds', () => {
  it('turns the order by one place each round, so every page takes every place', () => {
    const pages = ['memory', 'firestore', 'floor'];
    expect([0, 1, 2, 3].map((attempt) => orderOf(pages, attempt))).toEqual([
      ['memory', 'firestore', 'floor'],
      ['firestore', 'floor', 'memory'],
      ['floor', 'memory', 'firestore'],
      ['memory', 'firestore', 'floor'],
    ]);
  });

  it('measures every page once a round, alternating with the floor', async () => {
    const { calls, measure, blocks } = bench([]);
    const pages = ['memory', 'floor'];
    const result = await measureRounds({ pages, runs: 3, witness: 'floor', measure, blocks });
    expect(calls).toEqual(['memory', 'floor', 'floor', 'memory', 'memory', 'floor']);
    expect(result.kept).toHaveLength(3);
    expect(result.kept.every((round) => Object.keys(round).length === 2)).toBe(true);
    expect(result).toMatchObject({ thrownAway: [], gaveUp: false });
  });

  it('throws a round away as soon as the floor blocks, and measures it again', async () => {
    const { calls, measure, blocks } = bench([0, 12, 0]);
    const pages = ['memory', 'floor', 'firestore'];
    const result = await measureRounds({ pages, runs: 2, witness: 'floor', measure, blocks });
    expect(result.kept).toHaveLength(2);
    // The second round starts with the floor: it blocks, and the rest of the round is skipped.
    expect(result.thrownAway).toEqual([{ floor: { page: 'floor', tbt: 12 } }]);
    expect(calls).toEqual([
      ...['memory', 'floor', 'firestore'],
      'floor',
      ...['firestore', 'memory', 'floor'],
    ]);
    expect(result.gaveUp).toBe(false);
  });

  it('gives up after 3 x runs rounds thrown away, and says so', async () => {
    const { measure, blocks } = bench(Array.from({ length: 100 }, () => 5));
    const result = await measureRounds({
      pages: ['floor', 'memory'],
      runs: 2,
      witness: 'floor',
      measure,
      blocks,
    });
    expect(result.kept).toHaveLength(0);
    expect(result.thrownAway).toHaveLength(6);
    expect(result.gaveUp).toBe(true);
  });

  it('refuses a witness that is not measured', async () => {
    const { measure, blocks } = bench([]);
    await expect(
      measureRounds({ pages: ['memory'], runs: 1, witness: 'floor', measure, blocks }),
    ).rejects.toThrow(/witness/);
  });
});
