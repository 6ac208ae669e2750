/**
 * The budgets (issues 36 and 37), as Lighthouse CI assertions. A budget relative to the floor
 * is turned into milliseconds with the page's floor's median LCP measured in the same rounds
 * (a project page has a floor of its own), before `lhci assert` checks it; `lhci assert`
 * decides whether each is met.
 */
import type { AssertionResult, Assertions } from './lighthouse-ci';
import { spread } from './summary';

export interface Target {
  page: string;
  target: string;
  /** A Lighthouse CI assertion name: an audit id, or `categories:<id>`. */
  assertion: string;
  aggregationMethod: 'median' | 'pessimistic';
  minScore?: number;
  maxNumericValue?: number;
  /** The limit as a multiple of the floor's median LCP. */
  timesFloorLcp?: number;
}

export const TARGETS: readonly Target[] = [
  {
    page: 'memory',
    target: 'performance score 100 (median)',
    assertion: 'categories:performance',
    aggregationMethod: 'median',
    minScore: 1,
  },
  {
    page: 'memory',
    target: 'LCP at most 1.05 × the floor LCP (median)',
    assertion: 'largest-contentful-paint',
    aggregationMethod: 'median',
    timesFloorLcp: 1.05,
  },
  {
    page: 'memory',
    target: 'TBT at most 30 ms in every run',
    assertion: 'total-blocking-time',
    aggregationMethod: 'pessimistic',
    maxNumericValue: 30,
  },
  {
    page: 'memory',
    target: 'TTI at most 1.2 × the floor LCP (median)',
    assertion: 'interactive',
    aggregationMethod: 'median',
    timesFloorLcp: 1.2,
  },
  {
    page: 'memory project',
    target: 'LCP at most 1.10 × its own floor LCP (median)',
    assertion: 'largest-contentful-paint',
    aggregationMethod: 'median',
    timesFloorLcp: 1.1,
  },
  {
    page: 'memory project',
    target: 'TBT at most 30 ms in every run',
    assertion: 'total-blocking-time',
    aggregationMethod: 'pessimistic',
    maxNumericValue: 30,
  },
  // The CV is held to a project page's budgets, against its own floor.
  {
    page: 'memory cv',
    target: 'LCP at most 1.10 × its own floor LCP (median)',
    assertion: 'largest-contentful-paint',
    aggregationMethod: 'median',
    timesFloorLcp: 1.1,
  },
  {
    page: 'memory cv',
    target: 'TBT at most 30 ms in every run',
    assertion: 'total-blocking-time',
    aggregationMethod: 'pessimistic',
    maxNumericValue: 30,
  },
  // A post's page is held to a project page's budgets, against its own floor.
  {
    page: 'memory post',
    target: 'LCP at most 1.10 × its own floor LCP (median)',
    assertion: 'largest-contentful-paint',
    aggregationMethod: 'median',
    timesFloorLcp: 1.1,
  },
  {
    page: 'memory post',
    target: 'TBT at most 30 ms in every run',
    assertion: 'total-blocking-time',
    aggregationMethod: 'pessimistic',
    maxNumericValue: 30,
  },
  // The second language's home page is held to the home page's budgets, against its own floor.
  {
    page: 'memory second language',
    target: 'performance score 100 (median)',
    assertion: 'categories:performance',
    aggregationMethod: 'median',
    minScore: 1,
  },
  {
    page: 'memory second language',
    target: 'LCP at most 1.05 × its own floor LCP (median)',
    assertion: 'largest-contentful-paint',
    aggregationMethod: 'median',
    timesFloorLcp: 1.05,
  },
  {
    page: 'memory second language',
    target: 'TBT at most 30 ms in every run',
    assertion: 'total-blocking-time',
    aggregationMethod: 'pessimistic',
    maxNumericValue: 30,
  },
  {
    page: 'memory second language',
    target: 'TTI at most 1.2 × its own floor LCP (median)',
    assertion: 'interactive',
    aggregationMethod: 'median',
    timesFloorLcp: 1.2,
  },
  {
    page: 'firestore',
    target: 'TBT at most 50 ms (median)',
    assertion: 'total-blocking-time',
    aggregationMethod: 'median',
    maxNumericValue: 50,
  },
];

/** A score target's least score (0 to 1), or a time target's most milliseconds. */
function limitOf(target: Target, floorLcp: number): number {
  if (target.minScore !== undefined) return target.minScore;
  return target.timesFloorLcp !== undefined
    ? target.timesFloorLcp * floorLcp
    : (target.maxNumericValue ?? Number.NaN);
}

/** The assertions of one page, for `lhci assert`. */
export function assertionsFor(
  targets: readonly Target[],
  page: string,
  floorLcp: number,
): Assertions {
  return Object.fromEntries(
    targets
      .filter((target) => target.page === page)
      .map((target) => {
        const name = target.minScore !== undefined ? 'minScore' : 'maxNumericValue';
        const options = {
          [name]: limitOf(target, floorLcp),
          aggregationMethod: target.aggregationMethod,
        };
        return [target.assertion, ['error', options]];
      }),
  );
}

const assertionOf = (result: AssertionResult) =>
  result.auditProperty ? `${result.auditId}:${result.auditProperty}` : result.auditId;

function describeLimit(target: Target, floorLcp: number): string {
  const limit = limitOf(target, floorLcp);
  if (target.minScore !== undefined) return `≥ ${limit * 100}`;
  if (target.timesFloorLcp === undefined) return `≤ ${limit} ms`;
  return `≤ ${limit.toFixed(0)} ms (${target.timesFloorLcp} × ${floorLcp.toFixed(0)})`;
}

/**
 * One row per target: its limit, the runs' median and spread, how many single runs met it,
 * and whether it is met, as `lhci assert` found.
 */
export function targetRows(
  targets: readonly Target[],
  results: Record<string, readonly AssertionResult[]>,
  titles: Record<string, string>,
  /** Each page's floor's median LCP. */
  floorLcps: Record<string, number>,
): Record<string, string>[] {
  // The pages measured are the ones with a title: a demo in one language has no second one.
  return targets
    .filter(({ page }) => page in titles)
    .map((target) => {
      const floorLcp = floorLcps[target.page] ?? Number.NaN;
      const result = results[target.page]?.find((each) => assertionOf(each) === target.assertion);
      const score = target.minScore !== undefined;
      const limit = limitOf(target, floorLcp);
      const values = result?.values ?? [];
      const met = values.filter((value) => (score ? value >= limit : value <= limit)).length;
      return {
        build: titles[target.page] ?? target.page,
        target: target.target,
        limit: describeLimit(target, floorLcp),
        'median (min–max)': spread(score ? values.map((value) => value * 100) : values),
        'runs that met it': `${met} of ${values.length}`,
        met: result ? (result.passed ? 'yes' : 'no') : 'not checked',
      };
    });
}
