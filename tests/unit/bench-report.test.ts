// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { pagesToMeasure } from '../../scripts/bench/pages';
import { benchMarkdown, writeIntoDocs, type ReportRun } from '../../scripts/bench/report';
import type { StartupMeasure } from '../../scripts/lib/startup-variants';

const measures: StartupMeasure[] = [
  {
    name: 'compile-hints',
    description: 'Compiles the start-up files off the main thread',
    build: 'memory',
    replace: {},
  },
  {
    name: 'idle-take-over',
    description: 'Enables the controls once idle',
    build: 'memory',
    replace: {},
  },
];

function run(lcp: number, tbt: number, tti: number): ReportRun {
  return {
    score: 100,
    fcp: 900,
    lcp,
    tbt,
    tti,
    cls: 0,
    scriptKb: 80,
    benchmarkIndex: 2400,
    loadAverage: 0.3,
  };
}

/** Three kept rounds: without compile hints every run is slower, without the take-over not. */
const kept = [0, 1, 2].map((index) => ({
  floor: run(1000, 0, 1000),
  'project floor': run(1200, 0, 1200),
  memory: run(1000 + index * 10, 10 + index * 10, 1100 + index * 20),
  'memory project': run(1320, 0, 1320),
  'cv floor': run(1100, 0, 1100),
  'memory cv': run(1155, 0, 1155),
  firestore: run(1020, 40, 1300),
  'without compile-hints': run(1050, 80 + index, 1300),
  'without idle-take-over': run(1010, 20 + index * 10, 1120),
}));
const input = {
  setting: ['Lighthouse 13.5.0.'],
  runs: 3,
  pages: pagesToMeasure(measures, '/projects/trailmate'),
  rounds: {
    kept,
    thrownAway: [{ floor: { ...run(1000, 20, 1000), loadAverage: 1.5 } }],
    gaveUp: false,
  },
  measures,
  targetRows: [{ build: 'memory build', target: 'TBT at most 30 ms in every run', met: 'yes' }],
  agentic: {
    memory: { score: 98, failed: [] },
    'memory project': { score: 98, failed: [] },
    firestore: { score: 98, failed: [] },
    floor: { score: 100, failed: [] },
    'project floor': { score: 100, failed: [] },
    'memory cv': { score: 98, failed: [] },
    'cv floor': { score: 100, failed: [] },
  },
};

describe('bench report', async () => {
  const markdown = await benchMarkdown(input);

  it('tells the machine: rounds thrown away, benchmarkIndex and load averages', () => {
    expect(markdown).toContain('- Lighthouse 13.5.0.');
    expect(markdown).toContain(
      '3 kept of the 3 asked for; 1 thrown away because the static floor showed blocking time (its TBT in them: 20 ms).',
    );
    expect(markdown).toContain('benchmarkIndex: kept runs 2400; thrown-away runs 2400.');
    expect(markdown).toContain(
      '(1 min) as each run started: kept runs 0.30; thrown-away runs 1.50.',
    );
  });

  it('compares every page with the floor of the same round', () => {
    // The table's rows, without the padding that aligns its columns.
    const rows = markdown.replace(/ {2,}/g, ' ');
    expect(rows).toContain(
      '| memory build | 100 | 98 | 900 | 1010 (1000–1020) | 20 (10–30) | 1120 (1100–1140) | 0.000 | 1.01 (1.00–1.02) | 1.12 (1.10–1.14) | 80 |',
    );
    expect(rows).toContain('| static floor | 100 | 100 | 900 | 1000 |');
    // A project page against its own floor.
    expect(rows).toContain(
      '| memory build, a project page | 100 | 98 | 900 | 1320 | 0 | 1320 | 0.000 | 1.10 | 1.10 | 80 |',
    );
    // The CV against its own floor.
    expect(rows).toContain(
      '| memory build, the CV | 100 | 98 | 900 | 1155 | 0 | 1155 | 0.000 | 1.05 | 1.05 | 80 |',
    );
    expect(markdown).not.toMatch(/\| memory build without/);
  });

  it("shows each page's Agentic Browsing score beside its performance score", () => {
    const header = markdown.split('\n').find((line) => line.startsWith('| page '));
    expect(header?.replace(/ {2,}/g, ' ')).toMatch(/^\| page \| score \| agentic \| FCP ms \|/);
    expect(markdown).toContain(
      '"agentic" is Lighthouse\'s Agentic Browsing category, in runs of their own with WebMCP on (1 per page); every applicable audit passed on every page.',
    );
  });

  it('names the applicable agentic audits that failed', async () => {
    const failing = await benchMarkdown({
      ...input,
      agentic: { ...input.agentic, firestore: { score: 83, failed: ['llms-txt'] } },
    });
    expect(failing).toContain('applicable audits that failed: Firestore build: llms-txt.');
  });

  it('weighs each start-up measure with and without it', () => {
    const rows = markdown
      .split('\n')
      .filter((line) => /^\| (compile-hints|idle-take-over) /.test(line));
    expect(rows[0]).toContain('| 20 (10–30)  | 81 (80–82)     |');
    expect(rows[0]).toMatch(/\| 61 \/ 40 \/ 180 +\| 11 \/ 10 \/ 20 +\| earns its place +\|$/);
    expect(rows[1]).toMatch(/\| 10 \/ 0 \/ 0 +\| 20 \/ 10 \/ 20 +\| within the spread: remove \|$/);
  });

  it('states the rule of its verdicts above the start-up table', () => {
    const table = markdown.slice(markdown.indexOf('### Start-up measures'));
    expect(table).toMatch(
      /^### Start-up measures, with and without\n\nA measure _earns its place_ when, for TBT, LCP or TTI, the gain of the medians \(without − with\) is larger than the two builds' median absolute deviations \(MAD: .*\) added up; otherwise it is _within the spread: remove_\.\n\n\| measure /,
    );
  });

  it('says why the start-up table is missing', async () => {
    expect(await benchMarkdown({ ...input, measures: null })).toContain(
      'No table: bench/startup-measures.json is missing.',
    );
    expect(
      await benchMarkdown({
        ...input,
        measures: [],
        pages: pagesToMeasure([], '/projects/trailmate'),
      }),
    ).toContain('No table: bench/startup-measures.json lists none.');
  });

  it('says when the machine stayed too busy to keep every round', async () => {
    const busy = await benchMarkdown({
      ...input,
      rounds: { kept: [], thrownAway: input.rounds.thrownAway, gaveUp: true },
    });
    expect(busy).toContain('The bench stopped after 1 rounds thrown away');
    expect(busy).toContain('No round was kept, so there are no figures.');
  });

  it('writes Markdown Prettier leaves as it is, between the markers of docs/bench.md', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-docs-')), 'bench.md');
    writeFileSync(file, '# Bench\n\nBy hand.\n\n<!-- bench:begin -->\nold\n<!-- bench:end -->\n');
    writeIntoDocs(markdown, file);
    const written = readFileSync(file, 'utf8');
    expect(written).toContain('By hand.');
    expect(written).not.toContain('old');
    expect(await format(written, { parser: 'markdown', singleQuote: true, printWidth: 100 })).toBe(
      written,
    );
  });
});
