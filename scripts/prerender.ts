/**
 * The last step of `npm run build`: renders the home page (and 404.html) into dist/ with the
 * content known now, so the page paints from HTML before any JavaScript has run, and writes the
 * files beside the pages from the same content (link previews, sitemap, llms.txt for agents,
 * the writing's feeds).
 */
import { hash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import type { PortfolioDocuments } from '../src/data/portfolio-repository';
import { IMAGE_MANIFEST_META } from '../src/data/image-manifest';
import { CV_PATH } from '../src/domain/cv-address';
import { postPath } from '../src/domain/post-address';
import { projectPath } from '../src/domain/project-address';
import { localizedPath, SOURCE_LANGUAGE, type SiteLanguages } from '../src/domain/site-languages';
import { emptyResume } from '../src/domain/resume';
import type { ImageManifest } from '../src/domain/responsive-image';
import type { PreviewImage, ShareAddresses } from '../src/domain/share-metadata';
import { localizeProfile, localizeProjects, localizeResume } from '../src/domain/localize-content';
import { parseUserProfile } from '../src/domain/user-profile';
import type { PrerenderedPage } from '../src/start/entry-prerender';
import { SITE_LANGUAGES_META } from '../src/start/page-language-of-document';
import { PRERENDERED_PATH_META } from '../src/start/prerendered-path';
import { BUILT_AT_META } from '../src/data/built-at';
import { readBuildSiteUrl } from './lib/build-site-url';
import { publicDirsFromEnv } from './lib/image-source';
import { buildImageVariants, listContentImages } from './lib/image-variants';
import { pagePolicy } from './lib/page-policy';
import { PUBLISHED_FILE, removePublishedFile, writePublishedFile } from './lib/published-file';
import { NOTHING_RENDERED, type RenderedVersions } from './lib/rendered-versions';
import { linesTo } from './lib/progress-line';
import { writeAgentFiles } from './lib/write-agent-files';
import { writeCvFiles } from './lib/write-cv-files';
import { writeFeeds } from './lib/write-feeds';
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
  /**
   * Where a Firestore build notes the versions it rendered, for `npm run deploy`'s record of
   * what is published (published-file.ts); none when not given.
   */
  publishedFile?: string;
}

/** A Firestore build that could not read its content, and was not told to go on without. */
export class EmptyShellError extends Error {}

function logToConsole(message: string, level: LogLevel = 'info'): void {
  if (level === 'warn') console.error(message);
  else console.log(message);
}

/** Where the build puts a page into index.html: comments it has once each, and nothing else. */
export const PLACEHOLDERS = {
  /** The page's policy, title, description and link preview tags (first in the head). */
  head: '<!--app-head-->',
  /** The inside of #root, which the client hydrates. */
  html: '<!--app-html-->',
  /** The router's state, run before the app's code. */
  scripts: '<!--app-scripts-->',
} as const;

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;' };
const escapeAttribute = (text: string) =>
  text.replace(/[&"<]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);

export interface TemplateOptions {
  /** The address of the page's image manifest file, if it has one. */
  imageManifest?: string;
  /** The page signs the owner in with Google's popup, whose helper loads Google's script. */
  signIn?: boolean;
  /** Stamps the page with the build's time (the studio's page: it tells the owner). */
  builtAt?: Date;
}

/** Puts a prerendered page into the built index.html; no content can change its structure. */
export function fillTemplate(
  template: string,
  page: PrerenderedPage,
  { imageManifest, signIn = false, builtAt }: TemplateOptions = {},
): string {
  const policy = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(page.scripts.sources, { signIn })}">`;
  const images = imageManifest
    ? `<meta name="${IMAGE_MANIFEST_META}" content="${imageManifest}">`
    : '';
  const path = `<meta name="${PRERENDERED_PATH_META}" content="${escapeAttribute(page.path)}">`;
  const built = builtAt ? `<meta name="${BUILT_AT_META}" content="${builtAt.toISOString()}">` : '';
  // The client reads its address with the site's languages: `/fr/` is French's home page only
  // on a site that has French. Without it the page is in the source language alone, as a site
  // in English only is: its pages stay as they were.
  const languages =
    page.site.all.join(' ') === SOURCE_LANGUAGE
      ? ''
      : `<meta name="${SITE_LANGUAGES_META}" content="${page.site.all.join(' ')}">`;
  const text: Record<keyof typeof PLACEHOLDERS, string> = {
    head: policy + page.head + images + path + languages + built,
    html: page.html,
    scripts: page.scripts.html,
  };
  // Every placeholder is found in the template before any is filled, so content is never
  // searched: a page that says "<!--app-html-->" stays text.
  const inLanguage = withDocumentLanguage(template, page.language);
  const found = Object.entries(PLACEHOLDERS)
    .map(([name, placeholder]) => {
      const start = inLanguage.indexOf(placeholder);
      if (start < 0 || inLanguage.indexOf(placeholder, start + 1) >= 0) {
        throw new Error(`prerender: index.html should have ${placeholder} exactly once.`);
      }
      return { start, end: start + placeholder.length, text: text[name as keyof typeof text] };
    })
    .sort((a, b) => a.start - b.start);
  let html = '';
  let from = 0;
  for (const { start, end, text: filling } of found) {
    html += inLanguage.slice(from, start) + filling;
    from = end;
  }
  return html + inLanguage.slice(from);
}

const HTML_LANG = /(<html\b[^>]*?\blang=")[^"]*(")/i;

/**
 * The template's `<html lang>` set to the page's language (index.html has the source
 * language's), before any content is put in it.
 */
function withDocumentLanguage(template: string, language: string): string {
  return template.replace(HTML_LANG, `$1${language}$2`);
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
  const file = `assets/image-manifest.${hash('sha256', text).slice(0, 10)}.json`;
  await writeFile(join(dist, file), text);
  return `/${file}`;
}

interface LoadedContent {
  documents: PortfolioDocuments;
  /** When the content last changed: the sitemap's lastmod. */
  lastChanged: Date;
}

/**
 * The content to render: the demo's file on the memory build, else what Firestore holds, whose
 * versions a Firestore build notes in `publishedFile` from the documents it read. The memory
 * build notes nothing (and removes an earlier note): the demo's file is no Firestore content,
 * and a record of it would tell the studio that the owner's documents are published.
 */
export async function loadContent(
  env: Record<string, string>,
  log: (message: string, level?: LogLevel) => void,
  publishedFile?: string,
): Promise<LoadedContent | null> {
  if (publishedFile) await removePublishedFile(publishedFile);
  if (!env.VITE_FIREBASE_PROJECT_ID) {
    const file = 'mocks/portfolio.json';
    return {
      documents: JSON.parse(await readFile(file, 'utf8')) as PortfolioDocuments,
      lastChanged: (await stat(file)).mtime,
    };
  }
  // The Admin SDK (and gRPC) load only for a Firestore build.
  const { readPublishedContent } = await import('./lib/read-published-content');
  const readAt = new Date().toISOString();
  const read = await readPublishedContent(env);
  const note = (versions: RenderedVersions) =>
    publishedFile
      ? writePublishedFile(publishedFile, {
          projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
          emulator: env.VITE_FIRESTORE_EMULATOR_HOST || null,
          readAt,
          ...versions,
        })
      : undefined;
  if (read.ok) {
    await note(read.versions);
    // Without an update time (no documents at all) the build's own time is the best there is.
    return { documents: read.content, lastChanged: read.lastChanged ?? new Date() };
  }
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
  // The empty shell's HTML holds no document: none of them is published by it.
  await note(NOTHING_RENDERED);
  return null;
}

export async function prerenderSite({
  dist,
  serverEntry,
  envDir,
  log = logToConsole,
  publishedFile,
}: PrerenderOptions): Promise<void> {
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const env = loadEnv('production', envDir, ['VITE_', 'PRERENDER_']);
  const firestore = Boolean(env.VITE_FIREBASE_PROJECT_ID);
  const { siteUrl, warning } = readBuildSiteUrl(env, { firestore });
  const content = await loadContent(env, log, publishedFile);
  if (warning) log(warning, 'warn');
  const user = content?.documents.user ? parseUserProfile(content.documents.user) : null;
  const entry = await loadServerEntry(serverEntry);
  // The site's languages: each has its pages, the default's at today's addresses.
  const site: SiteLanguages = content
    ? entry.siteLanguagesOfContent(content.documents)
    : { default: SOURCE_LANGUAGE, all: [SOURCE_LANGUAGE] };
  const projects = content ? await entry.listPageProjects(content.documents) : [];
  const posts = content ? await entry.listPagePosts(content.documents) : [];
  // The CV's page is written when the record has an entry: the sitemap and llms.txt name it then.
  const hasCv = content
    ? (await entry.listStaticPaths(content.documents)).includes(CV_PATH)
    : false;
  const lastChanged = content?.lastChanged ?? new Date();
  const previews = await writeShareFiles({
    dist,
    // The built site has the demo's photo; an owner's folder (PORTFOLIO_PUBLIC_DIR) has theirs.
    publicDirs: [dist, ...publicDirsFromEnv()],
    user,
    projects,
    posts,
    hasCv,
    site,
    siteUrl,
    lastChanged,
    log,
    // The previews' words from the catalogs, which only the server build can read: one image a
    // page, shared by its languages, so the default language's.
    words: await entry.shareWords(site.default),
  });
  const agentFiles = await writeAgentFiles({
    dist,
    user,
    projects,
    posts,
    hasCv,
    site,
    siteUrl,
    lastChanged,
  });
  if (agentFiles.length === 0) {
    log(
      'prerender: wrote no llms.txt or ai-catalog.json: they need the content and VITE_SITE_URL.',
    );
  }
  const resume = content ? await entry.readPageResume(content.documents) : emptyResume();
  // Each language's CV files beside its pages (/fr/cv.pdf), the PDF's headings and dates in the
  // language's words, which only the server build can read from the catalogs.
  const cvFiles: string[] = [];
  for (const language of site.all) {
    cvFiles.push(
      ...(await writeCvFiles({
        dist,
        // The record's texts, and the owner's, in the language too.
        user: user && localizeProfile(user, language, site),
        projects: localizeProjects(projects, language, site),
        resume: localizeResume(resume, language, site),
        siteUrl,
        words: await entry.cvWords(language),
        language,
        site,
      })),
    );
  }
  if (cvFiles.length > 0)
    log(`prerender: wrote ${cvFiles.map((path) => path.slice(1)).join(', ')}`);

  const images = await renderPages({
    entry,
    dist,
    template,
    documents: content?.documents ?? null,
    site,
    addresses: { siteUrl, previewImage: previews.home },
    projectPreviews: new Map([
      ...[...previews.projects].map(([id, image]) => [projectPath(id), image] as const),
      ...[...previews.posts].map(([slug, image]) => [postPath(slug), image] as const),
    ]),
    // Only the Firestore build signs in with Google; the memory build's demo owner needs nothing.
    signIn: firestore,
    log,
  });
  // The feeds need the site's address, as the sitemap does: every address in them is absolute.
  if (content && siteUrl) {
    const feeds: string[] = [];
    for (const language of site.all) {
      feeds.push(
        ...(await writeFeeds(dist, {
          siteUrl,
          language,
          site,
          content: await entry.feedContent(content.documents, language, { siteUrl, images }),
          lastChanged,
        })),
      );
    }
    log(`prerender: wrote ${feeds.map((path) => path.slice(1)).join(', ')}`);
  }
}

type ServerEntry = typeof import('../src/start/entry-prerender');

/** The server build of src/start/entry-prerender.tsx. */
export async function loadServerEntry(serverEntry: string): Promise<ServerEntry> {
  return (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
}

/** The file Hosting serves at a page's path (firebase.json has cleanUrls), the path decoded. */
export function fileOfPath(path: string): string {
  if (path === '/') return 'index.html';
  return `${decodeURIComponent(path.replace(/^\//, '').replace(/\/$/, '/index'))}.html`;
}

async function renderPages({
  entry,
  dist,
  template,
  documents,
  site,
  addresses,
  projectPreviews,
  signIn,
  log,
}: {
  entry: ServerEntry;
  dist: string;
  template: string;
  documents: PortfolioDocuments | null;
  site: SiteLanguages;
  /** The site's address and the home page's preview image. */
  addresses: ShareAddresses;
  /** Each project's and post's page's own preview image, by the page's path. */
  projectPreviews: ReadonlyMap<string, PreviewImage>;
  /** Whether the shell pages (the studio) sign in with Google. */
  signIn: boolean;
  log: (message: string, level?: LogLevel) => void;
}): Promise<ImageManifest> {
  const notFound = await entry.prerenderPage(
    NOT_FOUND_URL,
    { projects: [] },
    // In the default language; it names the site's languages, as it is served at every address
    // the build wrote no page for, a project added since in any language among them.
    { addresses, indexable: false, site },
  );
  await writeFile(join(dist, '404.html'), fillTemplate(template, notFound));
  // Whatever the build could read: the studio's page holds no content.
  const shellPaths = entry.listShellPaths();
  for (const path of shellPaths) {
    await writePage(
      dist,
      path,
      fillTemplate(template, await entry.prerenderShell(path), { signIn, builtAt: new Date() }),
    );
  }
  if (!documents) {
    // An empty shell: the app renders every page in the browser.
    await writeFile(join(dist, 'index.html'), fillTemplate(template, entry.emptyPage()));
    return {};
  }
  const images = await buildImageVariants(listContentImages(documents), {
    dist,
    publicDirs: publicDirsFromEnv(),
    log,
    // A terminal's line is rewritten in place; a caller's log gets plain lines.
    progress: log === logToConsole ? process.stdout : linesTo(log),
  });
  const manifest = await writeImageManifest(dist, images);
  const paths = await entry.listStaticPaths(documents);
  // Every page in every language: `/fr/cv` is French's `/cv`, written as fr/cv.html.
  for (const language of site.all) {
    for (const routePath of paths) {
      const path = localizedPath(routePath, language, site);
      const previewImage = projectPreviews.get(routePath) ?? addresses.previewImage;
      const page = await entry.prerenderPage(
        path,
        documents,
        { addresses: { ...addresses, previewImage }, indexable: true },
        images,
      );
      await writePage(dist, path, fillTemplate(template, page, { imageManifest: manifest }));
    }
  }
  const projectPages = paths.filter((path) => path.startsWith('/projects/')).length;
  const postPages = paths.filter((path) => path.startsWith('/writing/')).length;
  const shells = shellPaths.map(fileOfPath).join(', ');
  const cv = paths.includes(CV_PATH) ? ', cv.html' : '';
  const languages = site.all.length > 1 ? `, in each of ${site.all.join(', ')}` : '';
  const writing = postPages > 0 ? `, writing.html and ${postPages} post pages` : '';
  log(
    `prerender: wrote index.html${cv}${writing}, 404.html, ${shells} and ${projectPages} project pages${languages}`,
  );
  return images;
}

async function writePage(dist: string, path: string, html: string): Promise<void> {
  const file = join(dist, fileOfPath(path));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await prerenderSite({
      dist: 'dist',
      serverEntry: join(process.cwd(), 'dist-prerender', 'entry-prerender.js'),
      envDir: process.cwd(),
      publishedFile: PUBLISHED_FILE,
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
