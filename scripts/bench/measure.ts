/**
 * The bench's measuring, run by scripts/bench/main.ts inside the Emulator Suite with its work
 * folder: builds the pages (scripts/bench/pages.ts) into the folders the Hosting emulator
 * serves, runs Lighthouse's Agentic Browsing category once on each page of the table with
 * WebMCP on, and Lighthouse CI on each BENCH_RUNS times (default 5) in rounds
 * (scripts/bench/rounds.ts), then checks the budgets with `lhci assert` and writes the tables
 * into docs/bench.md.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../lib/chromium.mjs';
import { readStartupMeasures } from '../lib/startup-variants';
import type { AgenticRun } from './agentic';
import { buildPages, demoPostPath, demoProjectPath, demoSecondLanguageHome } from './build-pages';
import {
  assertRuns,
  collectAgentic,
  collectRun,
  type AssertionResult,
  type RunFigures,
} from './lighthouse-ci';
import { buildOf, buildsOf, FLOOR, pagesToMeasure } from './pages';
import { benchMarkdown, writeIntoDocs } from './report';
import { measureRounds } from './rounds';
import { median } from './summary';
import { TARGETS, assertionsFor, targetRows } from './targets';

const DOCS = 'docs/bench.md';
const runs = Number(process.env.BENCH_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_RUNS must be a whole number ≥ 1');

const work = process.argv[2]!;
const measures = readStartupMeasures();
const pages = pagesToMeasure(
  measures ?? [],
  demoProjectPath(),
  demoSecondLanguageHome(),
  demoPostPath(),
);
const titles = Object.fromEntries(pages.map((page) => [page.key, page.title]));

// The Hosting emulator's sites, one per build in the order of buildsOf, as the hub lists them.
const hub = await fetch(`http://${process.env.FIREBASE_EMULATOR_HUB}/emulators`);
const { hosting } = (await hub.json()) as {
  hosting: { host: string; port: number; reservedPorts?: number[] };
};
const ports = [hosting.port, ...(hosting.reservedPorts ?? [])];
const builds = buildsOf(pages);
if (ports.length !== builds.length) {
  throw new Error(`bench: Hosting serves ${ports.length} sites for ${builds.length} builds.`);
}
const urls = Object.fromEntries(
  pages.map((page) => {
    const port = ports[builds.indexOf(buildOf(page))];
    return [page.key, `http://${hosting.host}:${port}${page.path}`];
  }),
);
await buildPages(pages, work);
let measured = 0;

// One Agentic Browsing run of each page the table shows, apart from the performance runs.
const agentic: Record<string, AgenticRun> = {};
for (const page of pages.filter((each) => !each.without)) {
  const run = await collectAgentic(urls[page.key]!, work, `agentic-${page.key}`);
  console.error(`bench: ${page.key}: Agentic Browsing ${run.score}`);
  agentic[page.key] = run;
}
const rounds = await measureRounds<RunFigures>({
  pages: pages.map((page) => page.key),
  runs,
  witness: FLOOR,
  measure: async (page) => {
    const run = await collectRun(urls[page]!, work, `run-${(measured += 1)}`);
    // The script bytes too, to tell at a glance that each page loaded what it should. Like the
    // timings, they reach the tables only from kept rounds.
    console.error(
      `bench: ${page}: TBT ${run.tbt.toFixed(0)} ms, LCP ${run.lcp.toFixed(0)} ms, JS ${run.scriptKb.toFixed(1)} KB`,
    );
    return run;
  },
  blocks: (run) => run.tbt > 0,
  onRound: ({ attempt, kept, thrownAway }) =>
    console.error(
      `bench: round ${attempt + 1} ${thrownAway ? 'thrown away (the floor blocked)' : 'kept'}; ${kept} of ${runs} kept`,
    ),
});

/** Each page's floor's median LCP, which its relative budgets are multiples of. */
const floorLcps = Object.fromEntries(
  pages.map((page) => [page.key, median(rounds.kept.map((round) => round[page.floor]!.lcp))]),
);
const results: Record<string, AssertionResult[]> = Object.fromEntries(
  await Promise.all(
    [...new Set(TARGETS.map((target) => target.page))].map(async (page) => {
      const reports = rounds.kept.map((round) => round[page]!.report);
      const assertions = assertionsFor(TARGETS, page, floorLcps[page]!);
      return [page, reports.length ? await assertRuns(reports, assertions, join(work, page)) : []];
    }),
  ),
);

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const version = (file: string) => JSON.parse(readFileSync(file, 'utf8')).version;
const chromium = execFileSync(CHROMIUM_PATH, ['--version'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
}).trim();
const setting = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' (the working tree had uncommitted changes)' : ''}.`,
  `Lighthouse ${version('node_modules/lighthouse/package.json')} through @lhci/cli ${version('node_modules/@lhci/cli/package.json')}, default mobile settings (simulated throttling); ${chromium}; Node ${process.version}; ${cpus().length} cores.`,
];
const markdown = await benchMarkdown({
  setting,
  runs,
  pages,
  rounds,
  measures,
  targetRows: targetRows(TARGETS, results, titles, floorLcps),
  agentic,
});
console.log(markdown);
writeIntoDocs(markdown, DOCS);
console.error(`bench: wrote ${DOCS}`);

const missed = Object.values(results).some((list) => list.some((result) => !result.passed));
const agenticFailed = Object.values(agentic).some((run) => run.failed.length);
if (missed || agenticFailed || rounds.kept.length === 0) process.exitCode = 1;
