import { describe, expect, it } from 'vitest';
import {
  markdownTable,
  median,
  ratios,
  spread,
  targetRow,
} from '../../scripts/lib/bench-summary.mjs';

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

  it('meets a target by its median, counts the runs that did, and shows the floor beside it', () => {
    const row = { target: 'TBT at most 50 ms', content: 'demo', build: 'memory build' };
    expect(targetRow({ ...row, values: [40, 60, 45], limit: 50, floor: [70, 90, 80] })).toEqual({
      ...row,
      median: '45 (40-60)',
      'runs that met it': '2 of 3',
      met: 'yes',
      'static floor': '80 (70-90), 0 of 3 met it',
    });
    const seo = targetRow({ ...row, values: [100, 92, 92], limit: 100, atMost: false });
    expect(seo).toMatchObject({ 'runs that met it': '1 of 3', met: 'no', 'static floor': '—' });
  });
});
