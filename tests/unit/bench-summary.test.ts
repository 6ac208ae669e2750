import { describe, expect, it } from 'vitest';
import {
  earnsItsPlace,
  gainOf,
  median,
  medianAbsoluteDeviation,
  spread,
} from '../../scripts/bench/summary';

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
});

describe('the verdict on a start-up measure', () => {
  // Five runs a build, as the bench keeps: the with build's TTI has one outlying run.
  const withIt = {
    tbt: [0, 0, 5, 9, 12],
    lcp: [1057, 1058, 1061, 1064, 1071],
    tti: [1057, 1060, 1061, 1064, 2079],
  };

  it('takes the median distance of the runs from their median as the noise', () => {
    expect(medianAbsoluteDeviation([1057, 1060, 1061, 1064, 2079])).toBe(3);
    expect(medianAbsoluteDeviation([5, 5, 5])).toBe(0);
    expect(medianAbsoluteDeviation([])).toBeNaN();
    expect(gainOf([10, 20, 30], [50, 60, 90])).toEqual({ gain: 40, noise: 20 });
  });

  it('earns its place on a large gain of the medians that one outlying run overlaps', () => {
    // Min and max overlap (the without build's best, 1058 ms, is below the with build's worst,
    // 2079 ms), yet the medians are 910 ms apart and each build's MAD is 3 ms.
    const without = { ...withIt, tti: [1058, 1965, 1971, 1972, 1974] };
    expect(gainOf(withIt.tti, without.tti)).toEqual({ gain: 910, noise: 6 });
    expect(earnsItsPlace(withIt, without)).toBe(true);
  });

  it('is within the spread when the gain is no larger than the noise', () => {
    // Every run a little slower without it, by less than the runs vary: 8 ms against 10 + 10.
    const with10 = { ...withIt, tti: [1050, 1060, 1070, 1080, 1090] };
    const without = { ...withIt, tti: [1055, 1068, 1078, 1088, 1100] };
    expect(gainOf(with10.tti, without.tti)).toEqual({ gain: 8, noise: 20 });
    expect(earnsItsPlace(with10, without)).toBe(false);
  });

  it('is within the spread on identical runs, even runs that never vary', () => {
    expect(earnsItsPlace(withIt, withIt)).toBe(false);
    const steady = { tbt: [0, 0, 0, 0, 0], lcp: [1060, 1060, 1060], tti: [1060, 1060, 1060] };
    expect(earnsItsPlace(steady, steady)).toBe(false);
  });

  it('earns its place on one figure alone', () => {
    expect(earnsItsPlace(withIt, { ...withIt, tbt: [40, 45, 50, 55, 300] })).toBe(true);
  });

  it('never earns its place from a build that is better without it', () => {
    expect(
      earnsItsPlace(withIt, {
        tbt: [0, 0, 0, 0, 0],
        lcp: [900, 950, 960, 970, 990],
        tti: [900, 1000, 1010, 1020, 1100],
      }),
    ).toBe(false);
  });

  it('does not earn its place on no runs', () => {
    expect(earnsItsPlace(withIt, { tbt: [], lcp: [], tti: [] })).toBe(false);
    expect(earnsItsPlace({ tbt: [], lcp: [], tti: [] }, withIt)).toBe(false);
  });
});
