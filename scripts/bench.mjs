/**
 * `npm run bench [-- --readme]`: builds the memory and Firestore sites for each content set,
 * serves them gzipped, and measures each several times (BENCH_RUNS, default 5) against its
 * static floor (the same visible HTML, no JavaScript), site and floor taking turns in every
 * round, so a busy moment of the machine falls on both. Every figure is the median of the runs
 * with its spread (min-max); a target counts as met when its median meets it, and the table
 * says how many runs did. Each load is also traced unthrottled in a Chromium driven over the
 * DevTools protocol directly, with the page's Runtime domain off and on, for an estimate of
 * blocking time without and with what Lighthouse's own instrumentation adds, and how much of
 * it the page's script accounts for (the rest is the browser's own rendering). Prints Markdown
 * tables, writes bench/results.json (every run) and bench/results.md, and with --readme puts
 * that into README.md between its bench markers.
 * Run with tsx (`npm run bench`): it starts the official Firestore emulator for the builds.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildContentSet, writeLargeContent } from './lib/bench-sites.mjs';
import { writeCameraContent } from './lib/camera-content.mjs';
import { markdownTable, ratios, spread, targetRow } from './lib/bench-summary.mjs';
import { blockingTime } from './lib/blocking-time.mjs';
import { launch, measureFirstPaint, measureTagSwitch } from './lib/browser-measure.mjs';
import { traceLoad } from './lib/devtools-free-trace.mjs';
import { measureJavaScript } from './lib/javascript-bytes.mjs';
import { runLighthouse } from './lib/lighthouse-run.mjs';
import { serveStatic } from './lib/static-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SITES = ['memory', 'static', 'firestore'];
const SITE_NAMES = { memory: 'memory build', firestore: 'Firestore build', static: 'static floor' };
/** The order of a table's rows: the two builds, then their floor. */
const TABLE_ORDER = ['memory', 'firestore', 'static'];
const work = mkdtempSync(join(tmpdir(), 'portfolio-bench-'));

const large = writeLargeContent(work);
const camera = await writeCameraContent(work);
const sets = [
  { key: 'demo', title: 'demo content', presets: ['mobile', 'desktop'] },
  {
    key: 'camera',
    title: 'camera-size images',
    presets: ['mobile'],
    file: camera.file,
    env: { PORTFOLIO_PUBLIC_DIR: join(work, 'public') },
  },
  { key: 'large', title: '300 projects', presets: ['mobile'], file: large.file },
];
const stopEmulators = () => Promise.all(sets.map((set) => set.stop?.()));
try {
  for (const set of sets)
    Object.assign(set, await buildContentSet(work, set.key, set.file, set.env));
} catch (error) {
  await stopEmulators();
  throw error;
}
spawnSync('npm', ['run', 'build'], { stdio: 'ignore' }); // leave dist/ as the demo memory build

const servers = [];
for (const set of sets) {
  set.urls = {};
  for (const site of SITES) {
    const server = await serveStatic(set.dists[site]);
    servers.push(server);
    set.urls[site] = `${server.url}/`;
  }
  set.lighthouse = Object.fromEntries(
    set.presets.map((preset) => [preset, Object.fromEntries(SITES.map((site) => [site, []]))]),
  );
  set.chromium = Object.fromEntries(SITES.map((site) => [site, []]));
  set.traced = Object.fromEntries(SITES.map((site) => [site, []]));
}
const tagSwitches = [];

const browser = await launch();
try {
  for (let round = 0; round < RUNS; round += 1) {
    // The order turns each round: no site is always measured first, or right after another.
    const order = SITES.map((_, index) => SITES[(index + round) % SITES.length]);
    for (const set of sets) {
      for (const preset of set.presets) {
        for (const site of order) {
          set.lighthouse[preset][site].push(await runLighthouse(set.urls[site], preset));
        }
      }
      for (const site of order) {
        set.chromium[site].push(
          await measureFirstPaint(browser, set.urls[site], { expectControls: site !== 'static' }),
        );
      }
      for (const site of order) {
        const plain = blockingTime(await traceLoad(set.urls[site]));
        const runtime = blockingTime(await traceLoad(set.urls[site], { runtime: true }));
        set.traced[site].push({ plain, runtime });
      }
    }
    const largeSet = sets.find((set) => set.key === 'large');
    tagSwitches.push(
      await measureTagSwitch(browser, largeSet.urls.memory, [
        ...large.tags.slice(0, 5),
        'All',
        large.tags[5],
        'All',
      ]),
    );
    console.error(`bench: round ${round + 1} of ${RUNS} measured`);
  }
} finally {
  await browser.close();
  servers.forEach((server) => server.close());
  await stopEmulators();
}

const of = (runs, key) => runs.map((run) => run[key]);

function lighthouseRows(set) {
  return set.presets.flatMap((preset) => {
    const floor = set.lighthouse[preset].static;
    return TABLE_ORDER.map((site) => {
      const runs = set.lighthouse[preset][site];
      return {
        page: `${SITE_NAMES[site]}, ${preset}`,
        score: spread(of(runs, 'score')),
        SEO: spread(of(runs, 'seo')),
        'best practices': spread(of(runs, 'bestPractices')),
        'LCP ms': spread(of(runs, 'lcp')),
        'LCP / floor': spread(
          ratios(runs, floor, (run) => run.lcp),
          2,
        ),
        'TBT ms': spread(of(runs, 'tbt')),
        'TTI ms': spread(of(runs, 'tti')),
        CLS: spread(of(runs, 'cls'), 3),
        'total KB': spread(of(runs, 'bytes').map((bytes) => bytes / 1024)),
      };
    });
  });
}

function chromiumRows(set) {
  const floor = set.chromium.static;
  return TABLE_ORDER.map((site) => {
    const runs = set.chromium[site];
    const controls = site === 'static';
    return {
      page: SITE_NAMES[site],
      'FCP ms': spread(of(runs, 'fcp')),
      'LCP ms': spread(of(runs, 'lcp')),
      'LCP / floor': spread(
        ratios(runs, floor, (run) => run.lcp),
        2,
      ),
      // Navigation until every control works; the floor has no script, so never.
      'controls work, ms': controls ? 'never' : spread(of(runs, 'controlsEnabled')),
      'controls / floor LCP': controls
        ? 'never'
        : spread(
            runs.map((run, index) => run.controlsEnabled / floor[index].lcp),
            2,
          ),
      'FCP to controls, ms': controls ? 'never' : spread(of(runs, 'controlsAfterPaint')),
      'JS before paint, KB': spread(of(runs, 'jsBeforePaintKb'), 1),
    };
  });
}

/**
 * The same estimate of blocking time from traces of unthrottled loads, with the page's DevTools
 * Runtime domain off (as for a visitor) and on (as Lighthouse and Playwright have it): the
 * difference is what measuring costs, not what a visitor waits for. Of it from script: what the
 * same tasks would block less without their script, so the floor's is 0.
 */
function tracedRows(set) {
  return TABLE_ORDER.map((site) => {
    const runs = set.traced[site];
    const pick = (mode, key) => spread(runs.map((run) => run[mode][key]));
    return {
      page: SITE_NAMES[site],
      'blocking ms, Runtime off': pick('plain', 'blockingMs'),
      'blocking ms, Runtime on': pick('runtime', 'blockingMs'),
      'of it from script, Runtime off': pick('plain', 'scriptBlockingMs'),
      'longest task ms, Runtime off': pick('plain', 'longestTaskMs'),
      'longest task ms, Runtime on': pick('runtime', 'longestTaskMs'),
    };
  });
}

function targetRows() {
  return sets.flatMap((set) =>
    ['memory', 'firestore'].flatMap((site) => {
      const mobile = set.lighthouse.mobile[site];
      const floor = set.lighthouse.mobile.static;
      const chromium = set.chromium[site];
      const row = (target, values, limit, options = {}) =>
        targetRow({
          target,
          content: set.title,
          build: SITE_NAMES[site],
          values,
          limit,
          ...options,
        });
      const withFloor = (key) => ({ floor: of(floor, key) });
      return [
        row('TBT at most 50 ms (mobile)', of(mobile, 'tbt'), 50, withFloor('tbt')),
        row(
          'controls work by 1.5 x floor LCP',
          chromium.map((run, index) => run.controlsEnabled / set.chromium.static[index].lcp),
          1.5,
        ),
        row(
          'LCP at most 1.10 x floor (mobile)',
          ratios(mobile, floor, (run) => run.lcp),
          1.1,
        ),
        row('CLS at most 0.01 (mobile)', of(mobile, 'cls'), 0.01, withFloor('cls')),
        row('SEO 100 (mobile)', of(mobile, 'seo'), 100, { atMost: false, ...withFloor('seo') }),
        row('best practices 100 (mobile)', of(mobile, 'bestPractices'), 100, {
          atMost: false,
          ...withFloor('bestPractices'),
        }),
      ];
    }),
  );
}

function javascriptRows() {
  return ['memory', 'firestore'].map((site) => {
    const { beforeFirstPaint, startup, total } = measureJavaScript(sets[0].dists[site]);
    return {
      build: SITE_NAMES[site],
      'before first paint, KB gz': (beforeFirstPaint.bytes / 1024).toFixed(1),
      'to start the app, KB gz': (startup.bytes / 1024).toFixed(1),
      'all JS, KB gz': (total.bytes / 1024).toFixed(1),
    };
  });
}

const date = new Date().toISOString();
const sections = [
  `Measured ${date.slice(0, 10)}: ${RUNS} runs of each figure, median (min-max), on ${cpus().length} cores, Node ${process.version}.`,
  ...sets.flatMap((set) => [
    `Lighthouse 13, ${set.title}:`,
    markdownTable(lighthouseRows(set)),
    `Chromium, 4x CPU and slow 4G, ${set.title}:`,
    markdownTable(chromiumRows(set)),
    `Blocking time estimated from traces of unthrottled loads (every main-thread task from the first paint on, scaled 4x as Lighthouse's mobile preset, counted over 50 ms), DevTools' Runtime domain off and on, and how much of it the page's script accounts for (what its tasks would block less without their script; the rest is the browser parsing, styling, laying out and painting), ${set.title}:`,
    markdownTable(tracedRows(set)),
  ]),
  'JavaScript, demo content (gzip):',
  markdownTable(javascriptRows()),
  `300 projects, the slowest of eight tag switches (input to next paint): ${spread(of(tagSwitches, 'slowestTagSwitchMs'))} ms; JS heap ${spread(of(tagSwitches, 'heapMb'), 1)} MB.`,
  'Targets:',
  markdownTable(targetRows()),
];
const markdown = `${sections.join('\n\n')}\n`;
console.log(markdown);

mkdirSync('bench', { recursive: true });
const raw = Object.fromEntries(
  sets.map((set) => [
    set.key,
    { lighthouse: set.lighthouse, chromium: set.chromium, traced: set.traced },
  ]),
);
writeFileSync(
  'bench/results.json',
  `${JSON.stringify({ date, runs: RUNS, sets: raw, tagSwitches }, null, 2)}\n`,
);
writeFileSync('bench/results.md', markdown);
if (process.argv.includes('--readme')) {
  const readme = readFileSync('README.md', 'utf8');
  const pattern = /(<!-- bench:begin -->\n)[\s\S]*?(<!-- bench:end -->)/;
  if (!pattern.test(readme)) throw new Error('README.md has no <!-- bench:begin/end --> markers.');
  writeFileSync(
    'README.md',
    readme.replace(pattern, (_, begin, end) => `${begin}\n${markdown}\n${end}`),
  );
  spawnSync('npx', ['prettier', '--write', 'README.md', 'bench/results.md'], { stdio: 'ignore' });
}
rmSync(work, { recursive: true, force: true });
console.log('Wrote bench/results.json and bench/results.md');
