import { describe, expect, it } from 'vitest';
import type { AssertionResult } from '../../scripts/bench/lighthouse-ci';
import { TARGETS, assertionsFor, targetRows } from '../../scripts/bench/targets';

const titles = { memory: 'memory build', firestore: 'Firestore build' };

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
      firestore: [result('total-blocking-time', [40, 60, 50], true)],
    };
    expect(targetRows(TARGETS, results, titles, 1000)).toEqual([
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
    const [row] = targetRows(TARGETS.slice(0, 1), {}, titles, 1000);
    expect(row).toMatchObject({ 'runs that met it': '0 of 0', met: 'not checked' });
  });
});
