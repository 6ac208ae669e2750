/** The sites `npm run bench` measures: built into a work folder, each with its static floor. */
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../tests/support/official-emulator.ts';
import { startEmulatorWithRules } from '../firestore-emulator.ts';
import { seed } from '../seed.ts';
import { DEMO_SITE_URL } from '../../src/domain/site-url.ts';
import { emulatorSiteEnv } from './emulator-site-env.ts';

const DEMO_CONTENT = 'mocks/portfolio.json';

/** 300 projects over 40 tags, for the scale test; returns the file and its tags. */
export function writeLargeContent(work) {
  const demo = JSON.parse(readFileSync(DEMO_CONTENT, 'utf8'));
  const tags = Array.from({ length: 40 }, (_, index) => `Tag ${index + 1}`);
  const projects = Array.from({ length: 300 }, (_, index) => ({
    id: `project-${index + 1}`,
    title: `Project ${index + 1}`,
    description: `A generated project.\nNumber ${index + 1} of 300.`,
    tags: [...new Set([tags[index % 40], tags[(index * 7 + 3) % 40], tags[(index * 13 + 5) % 40]])],
    images: index % 3 === 0 ? demo.projects[0].images.slice(0, 2) : [],
    githubLink: index % 2 === 0 ? `https://github.com/example/project-${index + 1}` : '',
    projectLink: '',
    appStoreLink: '',
  }));
  const file = join(work, 'large-content.json');
  writeFileSync(file, JSON.stringify({ user: demo.user, projects }));
  return { file, tags };
}

/**
 * `npm run build` with extra environment, copied out of dist/. Asynchronous, so an emulator in
 * this process keeps answering the build's reads.
 */
async function buildSite(work, name, env) {
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
 * official emulator seeded with the content file. The emulator stays up while the bench
 * measures, so the page's live listener connects as it would to Firestore; `stop` ends it.
 */
async function buildFirestoreSite(work, name, contentFile, env) {
  const projectId = 'demo-portfolio';
  const emulator = await startEmulatorWithRules(projectId, await freePort());
  try {
    const target = [contentFile, '--emulator', emulator.address, '--project', projectId];
    if ((await seed(target, () => {})) !== 0) throw new Error('seeding failed');
    const dist = await buildSite(work, name, {
      ...env,
      ...emulatorSiteEnv(emulator.address, projectId),
      // As a real deploy has (and the memory build its demo address): canonical, sitemap, og:url.
      VITE_SITE_URL: DEMO_SITE_URL,
    });
    return { dist, stop: () => emulator.stop() };
  } catch (error) {
    await emulator.stop();
    throw error;
  }
}

/** The same visible content as the prerendered page, with every script removed. */
function makeStaticFloor(work, name, dist) {
  const out = join(work, name);
  cpSync(dist, out, { recursive: true });
  const html = readFileSync(join(out, 'index.html'), 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  writeFileSync(join(out, 'index.html'), html);
  return out;
}

/**
 * The memory build, the Firestore build and the static floor of one content file, as folders
 * ready to serve, and `stop` for the Firestore build's emulator. The memory build's content is
 * swapped in at build time (PORTFOLIO_CONTENT); `env` adds to both builds' environment (such as
 * PORTFOLIO_PUBLIC_DIR, where the content's images are).
 */
export async function buildContentSet(work, key, contentFile = DEMO_CONTENT, env = {}) {
  const memoryEnv = contentFile === DEMO_CONTENT ? env : { ...env, PORTFOLIO_CONTENT: contentFile };
  const memory = await buildSite(work, `${key}-memory`, memoryEnv);
  const firestore = await buildFirestoreSite(work, `${key}-firestore`, contentFile, env);
  return {
    dists: {
      memory,
      firestore: firestore.dist,
      static: makeStaticFloor(work, `${key}-static`, memory),
    },
    stop: firestore.stop,
  };
}
