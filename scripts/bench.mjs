/**
 * `npm run bench`: builds the memory and Firestore sites, serves them gzipped, and measures them
 * in Debian's Chromium against a static floor (the same visible HTML, no JavaScript). Prints one
 * table and writes bench/results.json. Timings vary run to run: compare within one run.
 * Run with tsx (`npm run bench`): it starts the official Firestore emulator for the Firestore
 * build's prerender.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/support/official-emulator.ts';
import { startEmulatorWithRules } from './firestore-emulator.ts';
import { emulatorSiteEnv } from './lib/emulator-site-env.ts';
import { launch, measureFirstPaint, measureTagSwitch } from './lib/browser-measure.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { measureJavaScript } from './lib/javascript-bytes.mjs';
import { serveStatic } from './lib/static-server.mjs';
import { seed } from './seed.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_FLAGS = CHROMIUM_FLAGS.join(' ');
const work = mkdtempSync(join(tmpdir(), 'portfolio-bench-'));

/** 300 projects over 40 tags, for the scale test. */
function writeLargeContent() {
  const demo = JSON.parse(readFileSync('mocks/portfolio.json', 'utf8'));
  const tags = Array.from({ length: 40 }, (_, index) => `Tag ${index + 1}`);
  const projects = Array.from({ length: 300 }, (_, index) => ({
    id: `project-${index + 1}`,
    title: `Project ${index + 1}`,
    description: `A generated project.\nNumber ${index + 1} of 300.`,
    tags: [...new Set([tags[index % 40], tags[(index * 7 + 3) % 40], tags[(index * 13 + 5) % 40]])],
    images: index % 3 === 0 ? ['/demo/trailmate-1.svg', '/demo/trailmate-2.svg'] : [],
    githubLink: index % 2 === 0 ? `https://github.com/example/project-${index + 1}` : '',
    projectLink: '',
    appStoreLink: '',
  }));
  const file = join(work, 'large-content.json');
  writeFileSync(file, JSON.stringify({ user: demo.user, projects }));
  return { file, tags };
}

/** Asynchronous, so an emulator in this process keeps answering the build's reads. */
async function buildSite(name, env) {
  const status = await new Promise((resolve) =>
    spawn('npm', ['run', 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    }).on('close', resolve),
  );
  if (status !== 0) throw new Error(`the ${name} build failed`);
  const out = join(work, name);
  cpSync('dist', out, { recursive: true });
  return out;
}

/**
 * The Firestore build prerenders what it reads from Firestore during the build: here the
 * official emulator seeded with the demo content. The emulator is gone when the page runs,
 * so the live listener keeps retrying in the background, as on a visitor's flaky network.
 */
async function buildFirestoreSite() {
  const projectId = 'demo-portfolio';
  const emulator = await startEmulatorWithRules(projectId, await freePort());
  try {
    const target = ['--emulator', emulator.address, '--project', projectId];
    if ((await seed(target, () => {})) !== 0) throw new Error('seeding failed');
    return await buildSite('firestore', emulatorSiteEnv(emulator.address, projectId));
  } finally {
    await emulator.stop();
  }
}

/** The same visible content as the prerendered page, with every script removed. */
function makeStaticFloor(dist) {
  const out = join(work, 'static');
  cpSync(dist, out, { recursive: true });
  const html = readFileSync(join(out, 'index.html'), 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  writeFileSync(join(out, 'index.html'), html);
  return out;
}

/** Gzipped KB of JavaScript: before the first paint, to start the app, and in all. */
function javascriptKb(dist) {
  const { beforeFirstPaint, startup, total } = measureJavaScript(dist);
  return {
    beforeFirstPaintKb: beforeFirstPaint.bytes / 1024,
    startupKb: startup.bytes / 1024,
    totalKb: total.bytes / 1024,
  };
}

/** Asynchronous, so this process's static server keeps answering while Lighthouse runs. */
async function lighthouse(url, preset) {
  const args = [
    '--yes',
    'lighthouse@13.5.0',
    url,
    '--output=json',
    '--quiet',
    '--only-categories=performance,seo,best-practices',
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  const { stdout } = await promisify(execFile)('npx', args, {
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(stdout);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    seo: Math.round((report.categories.seo.score ?? 0) * 100),
    bestPractices: Math.round((report.categories['best-practices'].score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function medianOf(url, preset) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouse(url, preset));
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]),
  );
}

const memoryDist = await buildSite('memory', {});
const firestoreDist = await buildFirestoreSite();
const large = writeLargeContent();
const largeDist = await buildSite('large', { PORTFOLIO_CONTENT: large.file });
spawnSync('npm', ['run', 'build'], { stdio: 'ignore' }); // leave dist/ as the memory build
const staticDist = makeStaticFloor(memoryDist);

const sites = { memory: memoryDist, firestore: firestoreDist, static: staticDist };
const results = { date: new Date().toISOString(), runs: RUNS, lighthouse: {}, javascript: {} };
for (const [name, dist] of Object.entries(sites)) {
  const server = await serveStatic(dist);
  try {
    for (const preset of ['mobile', 'desktop']) {
      results.lighthouse[`${name} ${preset}`] = await medianOf(`${server.url}/`, preset);
    }
  } finally {
    server.close();
  }
}
results.javascript = { memory: javascriptKb(memoryDist), firestore: javascriptKb(firestoreDist) };

// Measured in Chromium itself (4x CPU, slow 4G), not simulated: what arrives before first paint.
const browser = await launch();
results.chromium = {};
const pages = { memory: memoryDist, firestore: firestoreDist, static: staticDist };
for (const [name, dist] of Object.entries(pages)) {
  const server = await serveStatic(dist);
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(
        await measureFirstPaint(browser, `${server.url}/`, { expectControls: name !== 'static' }),
      );
    }
    const afterPaint = runs.map((entry) => entry.controlsAfterPaint);
    results.chromium[name] = {
      ...Object.fromEntries(
        Object.keys(runs[0]).map((key) => [key, median(runs.map((entry) => entry[key]))]),
      ),
      controlsAfterPaintMin: Math.min(...afterPaint),
      controlsAfterPaintMax: Math.max(...afterPaint),
    };
  } finally {
    server.close();
  }
}
const largeServer = await serveStatic(largeDist);
try {
  results.scale = await measureTagSwitch(browser, `${largeServer.url}/`, [
    ...large.tags.slice(0, 5),
    'All',
    large.tags[5],
    'All',
  ]);
} finally {
  largeServer.close();
  await browser.close();
}

function lighthouseRow(page, site, floor) {
  return {
    page,
    score: site.score,
    SEO: site.seo,
    'best pr.': site.bestPractices,
    'FCP ms': Math.round(site.fcp),
    'LCP ms': Math.round(site.lcp),
    'FCP / floor': (site.fcp / floor.fcp).toFixed(2),
    'LCP / floor': (site.lcp / floor.lcp).toFixed(2),
    'TBT ms': Math.round(site.tbt),
    CLS: site.cls.toFixed(3),
    'total KB': Math.round(site.bytes / 1024),
  };
}

const rows = ['mobile', 'desktop'].flatMap((preset) => {
  const floor = results.lighthouse[`static ${preset}`];
  return ['memory', 'firestore', 'static'].map((name) =>
    lighthouseRow(
      `${name === 'static' ? 'static floor' : `${name} build`}, ${preset}`,
      results.lighthouse[`${name} ${preset}`],
      floor,
    ),
  );
});
console.table(rows);
console.table(
  Object.fromEntries(
    Object.entries(results.javascript).map(([name, kb]) => [
      `${name} build`,
      {
        'before first paint, KB gz': kb.beforeFirstPaintKb.toFixed(1),
        'to start the app, KB gz': kb.startupKb.toFixed(1),
        'all JS, KB gz': kb.totalKb.toFixed(1),
      },
    ]),
  ),
);
console.table(
  Object.fromEntries(
    Object.entries(results.chromium).map(([name, run]) => [
      `${name} (Chromium, 4x CPU, slow 4G)`,
      {
        'FCP ms': Math.round(run.fcp),
        'LCP ms': Math.round(run.lcp),
        'LCP / floor': (run.lcp / results.chromium.static.lcp).toFixed(2),
        'JS before first paint, KB': run.jsBeforePaintKb.toFixed(1),
        'JS in all, KB': run.jsTotalKb.toFixed(1),
        // From the first paint until the tag filter works (the floor has no script: never).
        'FCP to controls ms': Number.isNaN(run.controlsAfterPaint)
          ? 'never'
          : `${Math.round(run.controlsAfterPaint)} (${Math.round(run.controlsAfterPaintMin)}-${Math.round(run.controlsAfterPaintMax)})`,
      },
    ]),
  ),
);
console.table({
  '300 projects, 40 tags': {
    'slowest tag switch ms': Math.round(results.scale.slowestTagSwitchMs),
    'JS heap MB': results.scale.heapMb.toFixed(1),
  },
});
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
rmSync(work, { recursive: true, force: true });
console.log('Wrote bench/results.json');
