/**
 * Builds every page the bench measures into a folder of its own. Builds run `npm run build`'s
 * steps with vite.bench.config.ts (into dist/, copied out); the plain memory build comes last,
 * so dist/ is left as the demo site. Firestore builds prerender what they read from the
 * Firestore emulator the bench runs in (scripts/bench/main.ts, FIRESTORE_EMULATOR_HOST), seeded
 * with the demo content; it stays up while the bench measures, so the page's live listener
 * connects as it would to Firestore.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import content from '../../mocks/portfolio.json';
import { parsePost } from '../../src/domain/post';
import { postPath } from '../../src/domain/post-address';
import { publishedPostsNewestFirst } from '../../src/domain/post-order';
import { projectPath } from '../../src/domain/project-address';
import { localizedPath, siteLanguagesOf } from '../../src/domain/site-languages';
import { DEMO_SITE_URL } from '../../src/domain/site-url';
import { emulatorSiteEnv } from '../lib/emulator-site-env';
import { seed } from '../seed';
import { buildOf, type Page } from './pages';

const DEMO_CONTENT = 'mocks/portfolio.json';
export const PROJECT_ID = 'demo-portfolio';

/** The page of the demo's first project: the project page the bench measures. */
export function demoProjectPath(): string {
  const [first] = content.projects;
  if (!first) throw new Error(`bench: ${DEMO_CONTENT} has no project.`);
  return projectPath(first.id);
}

/** The page of the demo's newest published post, which the bench measures too; null without. */
export function demoPostPath(): string | null {
  const stored = (content as { posts?: { slug: string }[] }).posts ?? [];
  const [newest] = publishedPostsNewestFirst(stored.map((post) => parsePost(post.slug, post)));
  return newest ? postPath(newest.slug) : null;
}

/** The home page of the demo's second language (`/fr/`), which the bench measures too. */
export function demoSecondLanguageHome(): string | null {
  const site = siteLanguagesOf((content.user as { languages?: unknown }).languages);
  const [, second] = site.all;
  return second ? localizedPath('/', second, site) : null;
}

/**
 * `npm run build`'s steps, the site's with vite.bench.config.ts (which leaves out the measure
 * `STARTUP_WITHOUT` names).
 */
const BUILD_STEPS = [
  ['vite', 'build', '--config', 'vite.bench.config.ts'],
  ['vite', 'build', '--config', 'vite.prerender.config.ts'],
  ['tsx', 'scripts/prerender.ts'],
];

function buildInto(out: string, env: Record<string, string>, without?: string) {
  const buildEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (without) buildEnv.STARTUP_WITHOUT = without;
  else delete buildEnv.STARTUP_WITHOUT;
  for (const step of BUILD_STEPS) {
    execFileSync('npx', step, { stdio: ['ignore', 'ignore', 'inherit'], env: buildEnv });
  }
  cpSync('dist', out, { recursive: true });
}

/** The same visible pages as the prerendered ones, with every script and script preload removed. */
function stripScripts(from: string, out: string) {
  cpSync(from, out, { recursive: true });
  const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith('assets'),
  );
  for (const page of pages) {
    const html = readFileSync(join(out, page), 'utf8')
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
      .replace(/<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/g, '');
    writeFileSync(join(out, page), html);
  }
}

async function seedEmulator(): Promise<string> {
  const address = process.env.FIRESTORE_EMULATOR_HOST;
  if (!address) throw new Error('bench: no FIRESTORE_EMULATOR_HOST; run it with npm run bench.');
  const target = [DEMO_CONTENT, '--emulator', address, '--project', PROJECT_ID];
  if ((await seed(target, () => {})) !== 0) throw new Error('seeding the emulator failed');
  return address;
}

/** The folder a build is made in, and served from as a Hosting site of its own. */
export const folderOf = (work: string, build: string) => join(work, build.replace(/\W+/g, '-'));

/** Makes each page's build in its folder of folderOf. */
export async function buildPages(pages: readonly Page[], work: string) {
  const firestoreEnv = {
    ...emulatorSiteEnv(await seedEmulator(), PROJECT_ID),
    // As a real deploy has (and the memory build its demo address): canonical, sitemap, og:url.
    VITE_SITE_URL: DEMO_SITE_URL,
  };
  // The variants and the Firestore build first, then the plain memory build, then its floor.
  const rank = (page: Page) =>
    page.kind === 'floor' ? 2 : page.kind === 'memory' && !page.without ? 1 : 0;
  const order = [...pages].sort((a, b) => rank(a) - rank(b));
  const built = new Set<string>();
  for (const page of order) {
    const build = buildOf(page);
    if (built.has(build)) continue;
    built.add(build);
    const out = folderOf(work, build);
    if (page.kind === 'floor') stripScripts(folderOf(work, 'memory'), out);
    else {
      console.error(`bench: building the ${page.title}`);
      buildInto(out, page.kind === 'firestore' ? firestoreEnv : {}, page.without?.name);
    }
  }
}
