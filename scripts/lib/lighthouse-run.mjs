import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

/**
 * One Lighthouse 13 run (Debian's Chromium) of a URL with the mobile or desktop preset: the
 * figures of the performance, SEO and best-practices categories the bench reports.
 * Asynchronous, so a static server in the calling process keeps answering meanwhile.
 */
export async function runLighthouse(url, preset) {
  const args = [
    '--yes',
    'lighthouse@13.5.0',
    url,
    '--output=json',
    '--quiet',
    '--only-categories=performance,seo,best-practices',
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  const { stdout } = await promisify(execFile)('npx', args, {
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(stdout);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const score = (category) => Math.round((report.categories[category]?.score ?? 0) * 100);
  return {
    score: score('performance'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    tti: audit('interactive'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}
