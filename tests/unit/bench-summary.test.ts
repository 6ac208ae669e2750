import { describe, expect, it } from 'vitest';
import { markdownTable, median, ratios, spread } from '../../scripts/lib/bench-summary.mjs';

describe('bench summary', () => {
  it('takes the middle run, or the mean of the middle two', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it('reports the median beside the spread of every run, never one run alone', () => {
    expect(spread([181, 95, 139, 177, 201])).toBe('177 (95-201)');
    expect(spread([0.01, 0.012, 0.011], 2)).toBe('0.01');
    expect(spread([Number.NaN])).toBe('n/a');
  });

  it('compares each run with the floor of the same round', () => {
    const site = [{ lcp: 1000 }, { lcp: 1500 }];
    const floor = [{ lcp: 1000 }, { lcp: 1000 }];
    expect(ratios(site, floor, (run: { lcp: number }) => run.lcp)).toEqual([1, 1.5]);
  });

  it('writes a table Prettier leaves as it is', () => {
    expect(markdownTable([{ page: 'memory build', 'TBT ms': '12 (8-30)' }])).toBe(
      [
        '| page         | TBT ms    |',
        '| ------------ | --------- |',
        '| memory build | 12 (8-30) |',
      ].join('\n'),
    );
  });
});
