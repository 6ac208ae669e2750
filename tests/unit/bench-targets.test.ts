import { describe, expect, it } from 'vitest';
import type { AssertionResult } from '../../scripts/bench/lighthouse-ci';
import { TARGETS, assertionsFor, targetRows } from '../../scripts/bench/targets';

const titles = {
  memory: 'memory build',
  'memory project': 'memory build, a project page',
  'memory cv': 'memory build, the CV',
  firestore: 'Firestore build',
};
/** The home page's floor LCP, and the project page's and the CV's own. */
const floorLcps = { memory: 1000, 'memory project': 1200, 'memory cv': 1100, firestore: 1000 };

function result(auditId: string, values: number[], passed: boolean, auditProperty?: string) {
  return { auditId, auditProperty, values, passed, expected: 0, actual: 0, operator: '<=' };
}

describe('bench budgets', () => {
  it('asks lhci assert for each budget, the floor-relative ones in ms of this run’s floor', () => {
    expect(assertionsFor(TARGETS, 'memory', 1000)).toEqual({
      'categories:performance': ['error', { minScore: 1, aggregationMethod: 'median' }],
      'largest-contentful-paint': ['error', { maxNumericValue: 1050, aggregationMethod: 'median' }],
      'total-blocking-time': ['error', { maxNumericValue: 30, aggregationMethod: 'pessimistic' }],
      interactive: ['error', { maxNumericValue: 1200, aggregationMethod: 'median' }],
    });
    expect(assertionsFor(TARGETS, 'memory project', 1200)).toEqual({
      'largest-contentful-paint': ['error', { maxNumericValue: 1320, aggregationMethod: 'median' }],
      'total-blocking-time': ['error', { maxNumericValue: 30, aggregationMethod: 'pessimistic' }],
    });
    expect(assertionsFor(TARGETS, 'memory cv', 1100)).toEqual({
      'largest-contentful-paint': ['error', { maxNumericValue: 1210, aggregationMethod: 'median' }],
      'total-blocking-time': ['error', { maxNumericValue: 30, aggregationMethod: 'pessimistic' }],
    });
    expect(assertionsFor(TARGETS, 'memory second language', 900)).toEqual({
      'categories:performance': ['error', { minScore: 1, aggregationMethod: 'median' }],
      'largest-contentful-paint': ['error', { maxNumericValue: 945, aggregationMethod: 'median' }],
      'total-blocking-time': ['error', { maxNumericValue: 30, aggregationMethod: 'pessimistic' }],
      interactive: ['error', { maxNumericValue: 1080, aggregationMethod: 'median' }],
    });
    expect(assertionsFor(TARGETS, 'firestore', 1000)).toEqual({
      'total-blocking-time': ['error', { maxNumericValue: 50, aggregationMethod: 'median' }],
    });
  });

  it('shows lhci assert’s verdict beside the runs that met each budget', () => {
    const results: Record<string, AssertionResult[]> = {
      memory: [
        result('categories', [1, 0.99, 1], true, 'performance'),
        result('largest-contentful-paint', [1040, 1100, 1020], true),
        result('total-blocking-time', [0, 45, 10], false),
        result('interactive', [1300, 1150, 1250], false),
      ],
      'memory project': [
        result('largest-contentful-paint', [1250, 1300, 1400], true),
        result('total-blocking-time', [0, 0, 0], true),
      ],
      'memory cv': [
        result('largest-contentful-paint', [1150, 1200, 1250], false),
        result('total-blocking-time', [0, 0, 0], true),
      ],
      firestore: [result('total-blocking-time', [40, 60, 50], true)],
    };
    expect(targetRows(TARGETS, results, titles, floorLcps)).toEqual([
      {
        build: 'memory build',
        target: 'performance score 100 (median)',
        limit: '≥ 100',
        'median (min–max)': '100 (99–100)',
        'runs that met it': '2 of 3',
        met: 'yes',
      },
      {
        build: 'memory build',
        target: 'LCP at most 1.05 × the floor LCP (median)',
        limit: '≤ 1050 ms (1.05 × 1000)',
        'median (min–max)': '1040 (1020–1100)',
        'runs that met it': '2 of 3',
        met: 'yes',
      },
      {
        build: 'memory build',
        target: 'TBT at most 30 ms in every run',
        limit: '≤ 30 ms',
        'median (min–max)': '10 (0–45)',
        'runs that met it': '2 of 3',
        met: 'no',
      },
      {
        build: 'memory build',
        target: 'TTI at most 1.2 × the floor LCP (median)',
        limit: '≤ 1200 ms (1.2 × 1000)',
        'median (min–max)': '1250 (1150–1300)',
        'runs that met it': '1 of 3',
        met: 'no',
      },
      {
        build: 'memory build, a project page',
        target: 'LCP at most 1.10 × its own floor LCP (median)',
        limit: '≤ 1320 ms (1.1 × 1200)',
        'median (min–max)': '1300 (1250–1400)',
        'runs that met it': '2 of 3',
        met: 'yes',
      },
      {
        build: 'memory build, a project page',
        target: 'TBT at most 30 ms in every run',
        limit: '≤ 30 ms',
        'median (min–max)': '0',
        'runs that met it': '3 of 3',
        met: 'yes',
      },
      {
        build: 'memory build, the CV',
        target: 'LCP at most 1.10 × its own floor LCP (median)',
        limit: '≤ 1210 ms (1.1 × 1100)',
        'median (min–max)': '1200 (1150–1250)',
        'runs that met it': '2 of 3',
        met: 'no',
      },
      {
        build: 'memory build, the CV',
        target: 'TBT at most 30 ms in every run',
        limit: '≤ 30 ms',
        'median (min–max)': '0',
        'runs that met it': '3 of 3',
        met: 'yes',
      },
      {
        build: 'Firestore build',
        target: 'TBT at most 50 ms (median)',
        limit: '≤ 50 ms',
        'median (min–max)': '50 (40–60)',
        'runs that met it': '2 of 3',
        met: 'yes',
      },
    ]);
  });

  it('says a budget was not checked when lhci assert has no result for it', () => {
    const [row] = targetRows(TARGETS.slice(0, 1), {}, titles, floorLcps);
    expect(row).toMatchObject({ 'runs that met it': '0 of 0', met: 'not checked' });
  });
});
