import { describe, expect, it } from 'vitest';
import { earnsItsPlace, markdownTable, median, spread } from '../../scripts/bench/summary';

describe('bench summary', () => {
  it('takes the middle run, or the mean of the middle two', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([])).toBeNaN();
  });

  it('reports the median beside the spread of every run, never one run alone', () => {
    expect(spread([181, 95, 139, 177, 201])).toBe('177 (95–201)');
    expect(spread([0.01, 0.012, 0.011], 2)).toBe('0.01');
    expect(spread([Number.NaN])).toBe('n/a');
    expect(spread([])).toBe('n/a');
  });

  it('writes a table Prettier leaves as it is', () => {
    expect(markdownTable([{ page: 'memory build', 'TBT ms': '12 (8–30)' }])).toBe(
      [
        '| page         | TBT ms    |',
        '| ------------ | --------- |',
        '| memory build | 12 (8–30) |',
      ].join('\n'),
    );
  });
});

describe('the verdict on a start-up measure', () => {
  const withIt = { tbt: [0, 10, 20], lcp: [1000, 1050, 1100], tti: [1200, 1300, 1400] };

  it('earns its place when every run without it is worse than every run with it, in one figure', () => {
    expect(earnsItsPlace(withIt, { ...withIt, tbt: [21, 40, 90] })).toBe(true);
    expect(earnsItsPlace(withIt, { ...withIt, tti: [1401, 1500, 1600] })).toBe(true);
  });

  it('is within the spread when the runs overlap, however far apart the medians', () => {
    expect(earnsItsPlace(withIt, { ...withIt, tbt: [20, 200, 300] })).toBe(false);
    expect(earnsItsPlace(withIt, withIt)).toBe(false);
  });

  it('never earns its place from a build that is better without it', () => {
    expect(
      earnsItsPlace(withIt, { tbt: [0, 0, 0], lcp: [900, 950, 990], tti: [900, 1000, 1100] }),
    ).toBe(false);
  });

  it('does not earn its place on no runs', () => {
    expect(earnsItsPlace(withIt, { tbt: [], lcp: [], tti: [] })).toBe(false);
  });
});
