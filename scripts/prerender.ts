/**
 * The last step of `npm run build`: renders the home page (and 404.html) into dist/ with the
 * content known now, so the page paints from HTML before any JavaScript has run.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { loadEnv } from 'vite';
import type { PortfolioDocuments } from '../src/data/portfolio-repository';
import { IMAGE_MANIFEST_META } from '../src/data/image-manifest';
import { PRERENDERED_STATE_ID, serializePrerenderedState } from '../src/data/prerendered-state';
import type { ImageManifest } from '../src/domain/responsive-image';
import type { ShareAddresses } from '../src/domain/share-metadata';
import { parseUserProfile } from '../src/domain/user-profile';
import type { PrerenderedPage } from '../src/start/entry-prerender';
import { readBuildSiteUrl } from './lib/build-site-url';
import { publicDirsFromEnv } from './lib/image-source';
import { contentHash } from './lib/content-hash';
import { buildImageVariants, listContentImages } from './lib/image-variants';
import { writeShareFiles } from './lib/write-share-files';

const NOT_FOUND_URL = '/404';

/** Set to 1, a Firestore build that cannot read its content still succeeds, as an empty shell. */
export const ALLOW_EMPTY = 'PRERENDER_ALLOW_EMPTY';

export type LogLevel = 'info' | 'warn';

export interface PrerenderOptions {
  /** The client build to fill in (index.html is read and rewritten, 404.html written). */
  dist: string;
  /** The server build of src/start/entry-prerender.tsx. */
  serverEntry: string;
  /** Where to read .env files from, to tell the memory build from the Firestore one. */
  envDir: string;
  /** Progress, and (level 'warn') what an owner must not miss; by default stdout and stderr. */
  log?: (message: string, level?: LogLevel) => void;
}

/** A Firestore build that could not read its content, and was not told to go on without. */
export class EmptyShellError extends Error {}

function logToConsole(message: string, level: LogLevel = 'info'): void {
  if (level === 'warn') console.error(message);
  else console.log(message);
}

interface TemplateEdit {
  /** Named when the template does not have it exactly once. */
  what: string;
  /** Looked for in the template only, never in content. */
  pattern: RegExp;
  /** Put in its place as it is (never as String.replace's pattern, where `$&` means the match). */
  text: string;
}

/** Assembles the page from slices of the template and the edits' text. */
function editTemplate(template: string, edits: readonly TemplateEdit[]): string {
  const located = edits
    .map(({ what, pattern, text }) => {
      const matches = [...template.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))];
      const [match] = matches;
      if (matches.length !== 1 || !match) {
        throw new Error(
          `prerender: index.html should have one ${what}, and has ${matches.length}.`,
        );
      }
      return { what, start: match.index, end: match.index + match[0].length, text };
    })
    .sort((a, b) => a.start - b.start);
  let html = '';
  let from = 0;
  for (const { what, start, end, text } of located) {
    if (start < from) throw new Error(`prerender: ${what} overlaps another edit of index.html.`);
    html += template.slice(from, start) + text;
    from = end;
  }
  return html + template.slice(from);
}

/**
 * Puts a prerendered page into the built index.html; no content can change its structure.
 * `imageManifest` is the address of the page's image manifest file, if it has one.
 */
export function fillTemplate(
  template: string,
  page: PrerenderedPage,
  withState: boolean,
  imageManifest?: string,
): string {
  const state = withState
    ? `<script type="application/json" id="${PRERENDERED_STATE_ID}">${serializePrerenderedState(page.state)}</script>`
    : '';
  const images = imageManifest
    ? `<meta name="${IMAGE_MANIFEST_META}" content="${imageManifest}">`
    : '';
  const edits: TemplateEdit[] = [
    {
      what: 'empty <div id="root"></div>',
      pattern: /<div id="root"><\/div>/,
      text: `${state}<div id="root">${page.html}</div>`,
    },
    { what: '</head>', pattern: /<\/head>/, text: `${page.headEnd}${images}</head>` },
  ];
  if (page.head) {
    edits.push(
      { what: '<title>', pattern: /<title>[^<]*<\/title>/, text: page.head },
      // page.head has the description too; with the whitespace before it, no blank line is left.
      { what: 'description <meta>', pattern: /\s*<meta\s+name="description"[^>]*>/, text: '' },
    );
  }
  return editTemplate(template, edits);
}

function isSet(value: string | undefined): boolean {
  return value !== undefined && !['', '0', 'false'].includes(value.trim().toLowerCase());
}

/**
 * Writes the image manifest into dist/assets/ under a content-hashed name (cached for good, as
 * every file there) and returns its address; none when no image has variants.
 */
async function writeImageManifest(
  dist: string,
  manifest: ImageManifest,
): Promise<string | undefined> {
  if (Object.keys(manifest).length === 0) return undefined;
  const text = JSON.stringify(manifest);
  const file = `assets/image-manifest.${contentHash(text, 10)}.json`;
  await writeFile(join(dist, file), text);
  return `/${file}`;
}

interface LoadedContent {
  documents: PortfolioDocuments;
  /** When the content last changed: the sitemap's lastmod. */
  lastChanged: Date;
}

async function loadContent(
  env: Record<string, string>,
  log: (message: string, level?: LogLevel) => void,
): Promise<LoadedContent | null> {
  if (!env.VITE_FIREBASE_PROJECT_ID) {
    const file = process.env.PORTFOLIO_CONTENT ?? 'mocks/portfolio.json';
    return {
      documents: JSON.parse(await readFile(file, 'utf8')) as PortfolioDocuments,
      lastChanged: (await stat(file)).mtime,
    };
  }
  // The Admin SDK (and gRPC) load only for a Firestore build.
  const { readPublishedContent } = await import('./lib/read-published-content');
  const read = await readPublishedContent(env);
  // Without an update time (no documents at all) the build's own time is the best there is.
  if (read.ok) return { documents: read.content, lastChanged: read.lastChanged ?? new Date() };
  const allowed = isSet(env[ALLOW_EMPTY]);
  const rule = '='.repeat(78);
  const message = [
    rule,
    (allowed
      ? 'prerender: index.html was built as an EMPTY SHELL'
      : 'prerender: FAILED. index.html would be an EMPTY SHELL') +
      ' (no profile, no projects in its HTML): the build could not read the published content.',
    read.message,
    allowed
      ? `${ALLOW_EMPTY} is set, so the build goes on: visitors see an empty page until their ` +
        'browser has loaded the content from Firestore, and search engines may see nothing.'
      : 'To build the empty shell anyway (the content then loads in the browser from Firestore), ' +
        `set ${ALLOW_EMPTY}=1.`,
    rule,
  ].join('\n');
  if (!allowed) throw new EmptyShellError(message);
  log(message, 'warn');
  return null;
}

export async function prerenderSite({
  dist,
  serverEntry,
  envDir,
  log = logToConsole,
}: PrerenderOptions): Promise<void> {
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const env = loadEnv('production', envDir, ['VITE_', 'PRERENDER_']);
  const { siteUrl, warning } = readBuildSiteUrl(env, {
    firestore: Boolean(env.VITE_FIREBASE_PROJECT_ID),
  });
  const content = await loadContent(env, log);
  if (warning) log(warning, 'warn');
  const user = content?.documents.user ? parseUserProfile(content.documents.user) : null;
  const previewImage = await writeShareFiles({
    dist,
    // The built site has the demo's photo; an owner's folder (PORTFOLIO_PUBLIC_DIR) has theirs.
    publicDirs: [dist, ...publicDirsFromEnv()],
    user,
    siteUrl,
    lastChanged: content?.lastChanged ?? new Date(),
    log,
  });

  await withServerEntry(serverEntry, ({ prerenderPage }) =>
    renderPages({
      prerenderPage,
      dist,
      template,
      documents: content?.documents ?? null,
      addresses: { siteUrl, previewImage },
      log,
    }),
  );
}

type ServerEntry = typeof import('../src/start/entry-prerender');

/**
 * Runs `render` with the server build of src/start/entry-prerender.tsx, loaded and rendering as the
 * build's: the router renders its browser tree (which is what the client hydrates) only where
 * there is a window, so both happen in a simulated one.
 */
export async function withServerEntry<T>(
  serverEntry: string,
  render: (entry: ServerEntry) => Promise<T>,
): Promise<T> {
  GlobalRegistrator.register({ url: 'http://localhost/' });
  try {
    return await render((await import(pathToFileURL(serverEntry).href)) as ServerEntry);
  } finally {
    await GlobalRegistrator.unregister();
  }
}

async function renderPages({
  prerenderPage,
  dist,
  template,
  documents,
  addresses,
  log,
}: {
  prerenderPage: ServerEntry['prerenderPage'];
  dist: string;
  template: string;
  documents: PortfolioDocuments | null;
  addresses: ShareAddresses;
  log: (message: string, level?: LogLevel) => void;
}) {
  const notFound = await prerenderPage(
    NOT_FOUND_URL,
    { projects: [] },
    { addresses, indexable: false },
  );
  await writeFile(join(dist, '404.html'), fillTemplate(template, notFound, false));
  if (!documents) {
    await writeFile(join(dist, 'index.html'), template);
    return;
  }
  const images = await buildImageVariants(listContentImages(documents), {
    dist,
    publicDirs: publicDirsFromEnv(),
    log,
  });
  const home = await prerenderPage('/', documents, { addresses, indexable: true }, images);
  const manifest = await writeImageManifest(dist, images);
  await writeFile(join(dist, 'index.html'), fillTemplate(template, home, true, manifest));
  log(`prerender: wrote index.html (${home.html.length} characters of HTML) and 404.html`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await prerenderSite({
      dist: 'dist',
      serverEntry: join(process.cwd(), 'dist-prerender', 'entry-prerender.js'),
      envDir: process.cwd(),
    });
  } catch (error) {
    if (!(error instanceof EmptyShellError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
  // A read that timed out may still be retrying in the background (the Admin SDK keeps at an
  // unreachable server for about 40 s): the outcome is decided, so the build does not wait.
  setTimeout(() => process.exit(), 1000).unref();
}
