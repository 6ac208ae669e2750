/**
 * Lighthouse CI: one `lhci collect` run of a URL (Lighthouse's default mobile settings,
 * simulated throttling, Debian's Chromium), for the performance category or, in a browser with
 * WebMCP, the Agentic Browsing one, and `lhci assert` of a page's runs against its budgets.
 * Asynchronous, so the static servers in this process keep answering meanwhile.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { AGENTIC_CATEGORY, agenticOf, type AgenticReport, type AgenticRun } from './agentic';
import type { ReportRun } from './report';

const LHCI = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'lhci');
const run = promisify(execFile);

/** The figures the bench reads from one Lighthouse report. */
export interface RunFigures extends ReportRun {
  lighthouseVersion: string;
  /** The report, kept for `lhci assert`. */
  report: string;
}

interface Report {
  lighthouseVersion: string;
  environment: { benchmarkIndex: number };
  categories: { performance?: { score: number | null } };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
}

function figuresOf(report: Report, loadAverage: number, file: string): RunFigures {
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const scripts = report.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    score: Math.round((report.categories.performance?.score ?? Number.NaN) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    tti: audit('interactive'),
    cls: audit('cumulative-layout-shift'),
    scriptKb: (scripts?.transferSize ?? 0) / 1024,
    benchmarkIndex: report.environment.benchmarkIndex,
    loadAverage,
    lighthouseVersion: report.lighthouseVersion,
    report: file,
  };
}

function writeConfig(file: string, chromeFlags: readonly string[], category: string): string {
  const settings = { chromeFlags: chromeFlags.join(' '), onlyCategories: [category] };
  const config = { ci: { collect: { numberOfRuns: 1, chromePath: CHROMIUM_PATH, settings } } };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/** The performance runs' settings, written once into the work folder; returns its path. */
export function writeCollectConfig(work: string): string {
  return writeConfig(join(work, 'lighthouserc.collect.json'), CHROMIUM_FLAGS, 'performance');
}

/**
 * The Agentic Browsing runs' settings: WebMCP on, so the page registers its tools. A run of its
 * own, never the performance one: with WebMCP the page loads its tools' code, which a visitor's
 * browser (without WebMCP) does not.
 */
export function writeAgenticConfig(work: string): string {
  const flags = [...CHROMIUM_FLAGS, '--enable-features=WebMCP'];
  return writeConfig(join(work, 'lighthouserc.agentic.json'), flags, AGENTIC_CATEGORY);
}

/** One `lhci collect` run; `name` names the kept report in work/reports. */
async function collectReport(url: string, work: string, config: string, name: string) {
  const folder = join(work, 'collect');
  mkdirSync(folder, { recursive: true });
  const loadAverage = loadavg()[0]!;
  // collect empties folder/.lighthouseci first, so it holds this run's report alone.
  await run(LHCI, ['collect', `--config=${config}`, `--url=${url}`], { cwd: folder });
  const saved = join(folder, '.lighthouseci');
  const json = readdirSync(saved).find((file) => /^lhr-\d+\.json$/.test(file));
  if (!json) throw new Error(`lhci collect left no report for ${url}`);
  mkdirSync(join(work, 'reports'), { recursive: true });
  const kept = join(work, 'reports', `${name}.json`);
  copyFileSync(join(saved, json), kept);
  return { report: JSON.parse(readFileSync(kept, 'utf8')) as unknown, kept, loadAverage };
}

/** One performance run (with the config of writeCollectConfig). */
export async function collectRun(url: string, work: string, config: string, name: string) {
  const { report, kept, loadAverage } = await collectReport(url, work, config, name);
  return figuresOf(report as Report, loadAverage, kept);
}

/** One Agentic Browsing run (with the config of writeAgenticConfig). */
export async function collectAgentic(
  url: string,
  work: string,
  config: string,
  name: string,
): Promise<AgenticRun> {
  const { report } = await collectReport(url, work, config, name);
  return agenticOf(report as AgenticReport);
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
