/**
 * `npm run bench`: builds the memory and Firestore sites, serves them gzipped, and measures them
 * in Debian's Chromium against a static floor (the same visible HTML, no JavaScript). Prints one
 * table and writes bench/results.json. Timings vary run to run: compare within one run.
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch, measureFirstPaint, measureTagSwitch } from './lib/browser-measure.mjs';
import { serveStatic } from './lib/static-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run ' +
  '--disable-background-networking --disable-component-update --disable-sync';
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

function buildSite(name, env) {
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`the ${name} build failed`);
  const out = join(work, name);
  cpSync('dist', out, { recursive: true });
  return out;
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

function gzipBytes(file) {
  return gzipSync(readFileSync(file)).length;
}

/** JS the HTML itself asks for (entry + modulepreloads), and all JS in the build. */
function javascriptBytes(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const all = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  const sum = (files) =>
    files.reduce((total, file) => total + gzipBytes(join(dist, 'assets', file)), 0);
  return { initialKb: sum(initial) / 1024, totalKb: sum(all) / 1024 };
}

/** Asynchronous, so this process's static server keeps answering while Lighthouse runs. */
async function lighthouse(url, preset) {
  const args = [
    '--yes',
    'lighthouse@13.5.0',
    url,
    '--output=json',
    '--quiet',
    '--only-categories=performance',
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  const { stdout } = await promisify(execFile)('npx', args, {
    env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(stdout);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
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

const memoryDist = buildSite('memory', {});
const firestoreDist = buildSite('firestore', {
  VITE_FIREBASE_API_KEY: 'bench',
  VITE_FIREBASE_AUTH_DOMAIN: 'bench.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'bench',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:9',
});
const large = writeLargeContent();
const largeDist = buildSite('large', { PORTFOLIO_CONTENT: large.file });
spawnSync('npm', ['run', 'build'], { stdio: 'ignore' }); // leave dist/ as the memory build
const staticDist = makeStaticFloor(memoryDist);

const sites = { memory: memoryDist, static: staticDist };
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
results.javascript = {
  memory: javascriptBytes(memoryDist),
  firestore: javascriptBytes(firestoreDist),
};

// Measured in Chromium itself (4x CPU, slow 4G), not simulated: what arrives before first paint.
const browser = await launch();
results.chromium = {};
const pages = { memory: memoryDist, firestore: firestoreDist, static: staticDist };
for (const [name, dist] of Object.entries(pages)) {
  const server = await serveStatic(dist);
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await measureFirstPaint(browser, `${server.url}/`));
    }
    results.chromium[name] = Object.fromEntries(
      Object.keys(runs[0]).map((key) => [key, median(runs.map((entry) => entry[key]))]),
    );
  } finally {
    server.close();
  }
}
const largeServer = await serveStatic(largeDist);
try {
  results.scale = await measureTagSwitch(browser, `${largeServer.url}/`, [
    ...large.tags.slice(0, 5),
    'All',
  ]);
} finally {
  largeServer.close();
  await browser.close();
}

const rows = [];
for (const preset of ['mobile', 'desktop']) {
  const site = results.lighthouse[`memory ${preset}`];
  const floor = results.lighthouse[`static ${preset}`];
  rows.push({
    page: `memory build, ${preset}`,
    score: site.score,
    'FCP ms': Math.round(site.fcp),
    'LCP ms': Math.round(site.lcp),
    'FCP / floor': (site.fcp / floor.fcp).toFixed(2),
    'LCP / floor': (site.lcp / floor.lcp).toFixed(2),
    'TBT ms': Math.round(site.tbt),
    CLS: site.cls.toFixed(3),
    'total KB': Math.round(site.bytes / 1024),
  });
  rows.push({
    page: `static floor, ${preset}`,
    score: floor.score,
    'FCP ms': Math.round(floor.fcp),
    'LCP ms': Math.round(floor.lcp),
    'FCP / floor': '1.00',
    'LCP / floor': '1.00',
    'TBT ms': Math.round(floor.tbt),
    CLS: floor.cls.toFixed(3),
    'total KB': Math.round(floor.bytes / 1024),
  });
}
console.table(rows);
console.table(
  Object.fromEntries(
    Object.entries(results.javascript).map(([name, { initialKb, totalKb }]) => [
      `${name} build`,
      { 'JS the HTML loads, KB gz': initialKb.toFixed(1), 'all JS, KB gz': totalKb.toFixed(1) },
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
