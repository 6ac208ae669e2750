/** Medians, spreads and the verdict on a start-up measure: every figure is a list of runs. */

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** "median (min–max)" of a list of runs, rounded to `digits`; one value alone when all agree. */
export function spread(values: readonly number[], digits = 0): string {
  if (values.length === 0) return 'n/a';
  const show = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(digits));
  const low = show(Math.min(...values));
  const high = show(Math.max(...values));
  const middle = show(median(values));
  return low === high ? middle : `${middle} (${low}–${high})`;
}

/** The figures a start-up measure is judged on, each a list of runs (lower is better). */
export interface StartupFigures {
  tbt: readonly number[];
  lcp: readonly number[];
  tti: readonly number[];
}

export const STARTUP_METRICS = ['tbt', 'lcp', 'tti'] as const;

/** The median absolute deviation: the median distance of the runs from their median. */
export function medianAbsoluteDeviation(values: readonly number[]): number {
  const middle = median(values);
  return median(values.map((value) => Math.abs(value - middle)));
}

/** What a measure gains on one figure, and the noise that gain has to beat (both in its unit). */
export interface Gain {
  /** The without build's median minus the with build's: positive when the measure helps. */
  gain: number;
  /** The two builds' median absolute deviations added up. */
  noise: number;
}

/**
 * Medians and median absolute deviations, not min and max: one outlying run moves them little
 * where min and max take it whole, and a range stretched by a single slow run is wide enough to
 * hide a real gain.
 */
export function gainOf(withIt: readonly number[], without: readonly number[]): Gain {
  return {
    gain: median(without) - median(withIt),
    noise: medianAbsoluteDeviation(withIt) + medianAbsoluteDeviation(without),
  };
}

/**
 * A measure earns its place when, for total blocking time, LCP or time to interactive (every
 * measure is judged on all three), its gain is larger than the noise: the gain of the medians
 * is larger than the two builds' median absolute deviations added up.
 */
export function earnsItsPlace(withIt: StartupFigures, without: StartupFigures): boolean {
  return STARTUP_METRICS.some((metric) => {
    if (withIt[metric].length === 0 || without[metric].length === 0) return false;
    const { gain, noise } = gainOf(withIt[metric], without[metric]);
    return gain > noise;
  });
}
