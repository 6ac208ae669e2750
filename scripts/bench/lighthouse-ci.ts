/**
 * Lighthouse CI: one `lhci collect` run of a URL (Lighthouse's default mobile settings,
 * simulated throttling, Debian's Chromium), for the performance category or, in a browser with
 * WebMCP, the Agentic Browsing one, and `lhci assert` of a page's runs against its budgets.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import type Result from 'lighthouse/types/lhr/lhr.js';
import { AGENTIC_CATEGORY, agenticOf } from './agentic';
import type { ReportRun } from './report';

const LHCI = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'lhci');
const run = promisify(execFile);

/** The figures the bench reads from one Lighthouse report. */
export interface RunFigures extends ReportRun {
  /** The report, kept for `lhci assert`. */
  report: string;
}

function figuresOf(report: Result, loadAverage: number, file: string): RunFigures {
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const summary = report.audits['resource-summary']?.details;
  const scripts =
    summary?.type === 'table'
      ? summary.items.find((item) => item.resourceType === 'script')
      : undefined;
  return {
    score: Math.round((report.categories.performance?.score ?? Number.NaN) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    tti: audit('interactive'),
    cls: audit('cumulative-layout-shift'),
    scriptKb: Number(scripts?.transferSize ?? 0) / 1024,
    benchmarkIndex: report.environment.benchmarkIndex,
    loadAverage,
    report: file,
  };
}

/**
 * `lhci collect`'s arguments for one run of `url`: the performance category, or Agentic Browsing
 * alone with WebMCP on, so the page registers its tools. Never both in one run: with WebMCP the
 * page loads its tools' code, which a visitor's browser (without WebMCP) does not.
 */
export function collectArgs(url: string, category: 'performance' | typeof AGENTIC_CATEGORY) {
  const flags =
    category === AGENTIC_CATEGORY
      ? [...CHROMIUM_FLAGS, '--enable-features=WebMCP']
      : CHROMIUM_FLAGS;
  return [
    'collect',
    `--url=${url}`,
    '--numberOfRuns=1',
    `--chromePath=${CHROMIUM_PATH}`,
    `--settings.chromeFlags=${flags.join(' ')}`,
    `--settings.onlyCategories=${category}`,
  ];
}

/** One `lhci collect` run, in a folder of its own (work/runs/name), where it leaves its report. */
async function collectReport(url: string, work: string, args: string[], name: string) {
  const folder = join(work, 'runs', name);
  mkdirSync(folder, { recursive: true });
  const loadAverage = loadavg()[0]!;
  await run(LHCI, args, { cwd: folder });
  const saved = join(folder, '.lighthouseci');
  const json = readdirSync(saved).find((file) => /^lhr-\d+\.json$/.test(file));
  if (!json) throw new Error(`lhci collect left no report for ${url}`);
  const file = join(saved, json);
  return { report: JSON.parse(readFileSync(file, 'utf8')) as Result, file, loadAverage };
}

/** One performance run. */
export async function collectRun(url: string, work: string, name: string) {
  const args = collectArgs(url, 'performance');
  const { report, file, loadAverage } = await collectReport(url, work, args, name);
  return figuresOf(report, loadAverage, file);
}

/** One Agentic Browsing run. */
export async function collectAgentic(url: string, work: string, name: string) {
  const { report } = await collectReport(url, work, collectArgs(url, AGENTIC_CATEGORY), name);
  return agenticOf(report);
}

export type Assertions = Record<string, ['error', Record<string, number | string>]>;

/** One result of `lhci assert`, as it writes them into assertion-results.json. */
export interface AssertionResult {
  auditId: string;
  auditProperty?: string;
  expected: number;
  actual: number;
  values: number[];
  operator: string;
  passed: boolean;
}

/**
 * `lhci assert` of the given reports (one page's runs). It reads reports only from the
 * .lighthouseci folder of its working folder (its --lhr option still looks there), so each
 * page is asserted from a folder of its own.
 */
export async function assertRuns(
  reports: readonly string[],
  assertions: Assertions,
  folder: string,
): Promise<AssertionResult[]> {
  const saved = join(folder, '.lighthouseci');
  mkdirSync(saved, { recursive: true });
  reports.forEach((report, index) => copyFileSync(report, join(saved, `lhr-${index + 1}.json`)));
  const config = join(folder, 'lighthouserc.assert.json');
  writeFileSync(config, `${JSON.stringify({ ci: { assert: { assertions } } }, null, 2)}\n`);
  // It exits with 1 when a budget is missed; the results file says which, so that is no error.
  await run(LHCI, ['assert', `--config=${config}`, '--includePassedAssertions'], {
    cwd: folder,
  }).catch((error: { code?: number }) => {
    if (error.code !== 1) throw error;
  });
  return JSON.parse(readFileSync(join(saved, 'assertion-results.json'), 'utf8'));
}
