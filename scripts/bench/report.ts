/**
 * The bench's Markdown: the machine, the pages against their floor (with their Agentic Browsing
 * score), the budgets, and each start-up measure with and without; written into docs/bench.md
 * between its bench markers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import type { AgenticRun } from './agentic';
import type { StartupMeasure } from '../lib/startup-variants';
import { FLOOR, type Page } from './pages';
import type { RoundsResult } from './rounds';
import { earnsItsPlace, gainOf, spread, STARTUP_METRICS, type StartupFigures } from './summary';

/** What the report reads of a run. */
export interface ReportRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  tti: number;
  cls: number;
  /** The scripts' bytes as transferred (compressed, with their response headers), in KB. */
  scriptKb: number;
  benchmarkIndex: number;
  /** The one-minute load average as the run started. */
  loadAverage: number;
}

export interface ReportInput {
  /** Lines about the software and the machine, written as they are. */
  setting: string[];
  runs: number;
  pages: readonly Page[];
  rounds: RoundsResult<ReportRun>;
  /** Null when bench/startup-measures.json is missing. */
  measures: readonly StartupMeasure[] | null;
  targetRows: Record<string, string>[];
  /** Each page's Agentic Browsing run, by page key. */
  agentic: Record<string, AgenticRun>;
}

type Rounds = RoundsResult<ReportRun>['kept'];

const figure = (rounds: Rounds, page: string, pick: (run: ReportRun) => number) =>
  rounds.map((round) => pick(round[page]!));

/** Each round's figure of a page over the same round's LCP of the page's floor. */
const overFloorLcp = (rounds: Rounds, page: Page, pick: (run: ReportRun) => number) =>
  rounds.map((round) => pick(round[page.key]!) / round[page.floor]!.lcp);

function machineLines({ runs, rounds }: ReportInput): string[] {
  const all = (list: Rounds) => list.flatMap((round) => Object.values(round));
  const kept = all(rounds.kept);
  const thrown = all(rounds.thrownAway);
  const both = (pick: (run: ReportRun) => number, digits = 0) =>
    `kept runs ${spread(kept.map(pick), digits)}; thrown-away runs ${
      thrown.length ? spread(thrown.map(pick), digits) : 'none'
    }`;
  const floorBlocking = rounds.thrownAway.map((round) => round[FLOOR]!.tbt);
  const lines = [
    `Rounds: ${rounds.kept.length} kept of the ${runs} asked for; ${rounds.thrownAway.length} thrown away because the static floor showed blocking time${
      floorBlocking.length ? ` (its TBT in them: ${spread(floorBlocking)} ms)` : ''
    }.`,
    `Lighthouse's benchmarkIndex: ${both((run) => run.benchmarkIndex)}.`,
    `Load average (1 min) as each run started: ${both((run) => run.loadAverage, 2)}.`,
  ];
  if (rounds.gaveUp) {
    lines.push(
      `The bench stopped after ${rounds.thrownAway.length} rounds thrown away: the machine was busy, and these figures rest on ${rounds.kept.length} rounds only.`,
    );
  }
  return lines;
}

const tablePages = (pages: readonly Page[]) => pages.filter((page) => !page.without);

function pageRows({ pages, rounds, agentic }: ReportInput): Record<string, string>[] {
  const kept = rounds.kept;
  return tablePages(pages).map((page) => ({
    page: page.title,
    score: spread(figure(kept, page.key, (run) => run.score)),
    agentic: String(agentic[page.key]!.score),
    'FCP ms': spread(figure(kept, page.key, (run) => run.fcp)),
    'LCP ms': spread(figure(kept, page.key, (run) => run.lcp)),
    'TBT ms': spread(figure(kept, page.key, (run) => run.tbt)),
    'TTI ms': spread(figure(kept, page.key, (run) => run.tti)),
    CLS: spread(
      figure(kept, page.key, (run) => run.cls),
      3,
    ),
    'LCP / floor LCP': spread(
      overFloorLcp(kept, page, (run) => run.lcp),
      2,
    ),
    'TTI / floor LCP': spread(
      overFloorLcp(kept, page, (run) => run.tti),
      2,
    ),
    'JS KB (transferred)': spread(figure(kept, page.key, (run) => run.scriptKb)),
  }));
}

/** Under the table: what the agentic column is, and every applicable audit that failed. */
function agenticLine({ pages, agentic }: ReportInput): string {
  const failures = tablePages(pages).flatMap((page) => {
    const { failed } = agentic[page.key]!;
    return failed.length ? [`${page.title}: ${failed.join(', ')}`] : [];
  });
  const verdict = failures.length
    ? `applicable audits that failed: ${failures.join('; ')}`
    : 'every applicable audit passed on every page';
  return `"agentic" is Lighthouse's Agentic Browsing category, in runs of their own with WebMCP on (1 per page); ${verdict}.`;
}

/** A Markdown table; Prettier pads its columns. */
function markdownTable(rows: readonly Record<string, string>[]): string {
  const headers = Object.keys(rows[0] ?? {});
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const body = rows.map((row) => line(headers.map((header) => row[header] ?? '')));
  return [line(headers), line(headers.map(() => '---')), ...body].join('\n');
}

const startupFigures = (rounds: Rounds, page: string): StartupFigures => ({
  tbt: figure(rounds, page, (run) => run.tbt),
  lcp: figure(rounds, page, (run) => run.lcp),
  tti: figure(rounds, page, (run) => run.tti),
});

/** The legend of the start-up table: the rule its verdicts follow (scripts/bench/summary.ts). */
const VERDICT_RULE =
  "A measure _earns its place_ when, for TBT, LCP or TTI, the gain of the medians (without − with) is larger than the two builds' median absolute deviations (MAD: the median distance of a build's runs from its median) added up; otherwise it is _within the spread: remove_.";

function measureRows({ pages, rounds }: ReportInput): Record<string, string>[] {
  return pages
    .filter((page) => page.without)
    .map((page) => {
      const measure = page.without!;
      const withIt = startupFigures(rounds.kept, measure.build);
      const without = startupFigures(rounds.kept, page.key);
      const gains = STARTUP_METRICS.map((metric) => gainOf(withIt[metric], without[metric]));
      return {
        measure: measure.name,
        'what it does': measure.description,
        build: measure.build,
        'TBT ms with': spread(withIt.tbt),
        'TBT ms without': spread(without.tbt),
        'LCP ms with': spread(withIt.lcp),
        'LCP ms without': spread(without.lcp),
        'TTI ms with': spread(withIt.tti),
        'TTI ms without': spread(without.tti),
        'gain of the medians, ms (TBT / LCP / TTI)': gains
          .map(({ gain }) => gain.toFixed(0))
          .join(' / '),
        'MAD with + without, ms (TBT / LCP / TTI)': gains
          .map(({ noise }) => noise.toFixed(0))
          .join(' / '),
        verdict: earnsItsPlace(withIt, without) ? 'earns its place' : 'within the spread: remove',
      };
    });
}

/** The report, formatted by Prettier as docs/bench.md is. */
export async function benchMarkdown(input: ReportInput): Promise<string> {
  const { measures, rounds } = input;
  const sections = [...input.setting, ...machineLines(input)].map((line) => `- ${line}`);
  const blocks = [sections.join('\n')];
  if (rounds.kept.length === 0) blocks.push('No round was kept, so there are no figures.');
  else {
    blocks.push(
      '### The pages against their static floor (median (min–max) of the kept rounds)',
      markdownTable(pageRows(input)),
      agenticLine(input),
      '### Budgets (judged by `lhci assert`)',
      markdownTable(input.targetRows),
      '### Start-up measures, with and without',
    );
    if (!measures) blocks.push('No table: bench/startup-measures.json is missing.');
    else if (measures.length === 0)
      blocks.push('No table: bench/startup-measures.json lists none.');
    else blocks.push(VERDICT_RULE, markdownTable(measureRows(input)));
  }
  const options = await resolveConfig('docs/bench.md');
  return format(blocks.join('\n\n'), { ...options, parser: 'markdown' });
}

const MARKERS = /(<!-- bench:begin -->\n)[\s\S]*?(<!-- bench:end -->)/;

/** Replaces what is between the file's bench markers. */
export function writeIntoDocs(markdown: string, file: string): void {
  const text = readFileSync(file, 'utf8');
  if (!MARKERS.test(text)) throw new Error(`${file} has no <!-- bench:begin/end --> markers.`);
  writeFileSync(
    file,
    text.replace(MARKERS, (_, begin, end) => `${begin}\n${markdown}\n${end}`),
  );
}
