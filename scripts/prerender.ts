/**
 * The last step of `npm run build`: renders the home page (and 404.html) into dist/ with the
 * content known now, so the page paints from HTML before any JavaScript has run.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { loadEnv } from 'vite';
import type { PortfolioDocuments } from '../src/data/portfolio-repository';
import { PRERENDERED_STATE_ID, serializePrerenderedState } from '../src/data/prerendered-state';
import type { PrerenderedPage } from '../src/entry-prerender';
import { readPublishedContent } from './lib/read-published-content';

const NOT_FOUND_URL = '/404';

export interface PrerenderOptions {
  /** The client build to fill in (index.html is read and rewritten, 404.html written). */
  dist: string;
  /** The server build of src/entry-prerender.tsx. */
  serverEntry: string;
  /** Where to read .env files from, to tell the memory build from the Firestore one. */
  envDir: string;
  log?: (message: string) => void;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/**
 * The page paints from HTML; its JavaScript must not compete with the CSS and the photo for
 * bandwidth before that, so it loads at low priority and is not preloaded.
 */
function deferScripts(html: string): string {
  return html
    .replace(
      /<script type="module" crossorigin/g,
      '<script type="module" fetchpriority="low" crossorigin',
    )
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

/** Puts a prerendered page into the built index.html. */
export function fillTemplate(template: string, page: PrerenderedPage, withState: boolean): string {
  let html = template.replace(
    '<div id="root"></div>',
    (withState
      ? `<script type="application/json" id="${PRERENDERED_STATE_ID}">${serializePrerenderedState(page.state)}</script>`
      : '') + `<div id="root">${page.html}</div>`,
  );
  if (page.metadata) {
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.metadata.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
        `<meta name="description" content="${escapeAttribute(page.metadata.description)}" />`,
      );
  }
  return html;
}

async function loadContent(
  envDir: string,
  log: (message: string) => void,
): Promise<PortfolioDocuments | null> {
  const env = loadEnv('production', envDir, 'VITE_');
  if (!env.VITE_FIREBASE_PROJECT_ID) {
    const file = process.env.PORTFOLIO_CONTENT ?? 'mocks/portfolio.json';
    return JSON.parse(await readFile(file, 'utf8')) as PortfolioDocuments;
  }
  const content = await readPublishedContent(env);
  if (!content) {
    log(
      `prerender: Firestore project ${env.VITE_FIREBASE_PROJECT_ID} could not be reached; ` +
        'the page is built as an empty shell and loads its content in the browser.',
    );
  }
  return content;
}

export async function prerenderSite({
  dist,
  serverEntry,
  envDir,
  log = console.log,
}: PrerenderOptions): Promise<void> {
  const template = deferScripts(await readFile(join(dist, 'index.html'), 'utf8'));
  const content = await loadContent(envDir, log);

  // The router renders its browser tree (which is what the client hydrates) only where there
  // is a window, so the render runs in a simulated one.
  GlobalRegistrator.register({ url: 'http://localhost/' });
  try {
    await renderPages({ dist, serverEntry, template, content, log });
  } finally {
    await GlobalRegistrator.unregister();
  }
}

async function renderPages({
  dist,
  serverEntry,
  template,
  content,
  log,
}: {
  dist: string;
  serverEntry: string;
  template: string;
  content: PortfolioDocuments | null;
  log: (message: string) => void;
}) {
  const { prerenderPage } = (await import(
    pathToFileURL(serverEntry).href
  )) as typeof import('../src/entry-prerender');
  const notFound = await prerenderPage(NOT_FOUND_URL, { projects: [] });
  await writeFile(join(dist, '404.html'), fillTemplate(template, notFound, false));
  if (!content) {
    await writeFile(join(dist, 'index.html'), template);
    return;
  }
  const home = await prerenderPage('/', content);
  await writeFile(join(dist, 'index.html'), fillTemplate(template, home, true));
  log(`prerender: wrote index.html (${home.html.length} characters of HTML) and 404.html`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await prerenderSite({
    dist: 'dist',
    serverEntry: join(process.cwd(), 'dist-prerender', 'entry-prerender.js'),
    envDir: process.cwd(),
  });
}
