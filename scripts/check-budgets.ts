/**
 * `npm run check:budgets`, after `npm run build`: holds what a visitor's pages load to budgets,
 * read from the build's output (dist/, the memory build), and from a Firestore build it makes
 * in a folder of its own. Prints every budget with its figure; exits with 1 naming each one
 * exceeded and by how much, and each rule of what a page may load that a build breaks.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import content from '../mocks/portfolio.json';
import { CV_PATH } from '../src/domain/cv-address';
import { postPath, WRITING_PATH } from '../src/domain/post-address';
import { projectPath } from '../src/domain/project-address';
import { localizedPath, siteLanguagesOf } from '../src/domain/site-languages';
import { hostingPolicy } from './lib/hosting-policy';
import { cspHash } from './lib/page-policy';
import { pageScripts, scriptsOfHtml } from './lib/page-scripts';
import { readManifest, studioCode } from './lib/studio-code.mjs';
import { fileOfPath, prerenderSite } from './prerender';

const KB = 1024;

/**
 * Gzipped bytes and requests, close to what the build loads (bytes with a little room), so that
 * growth is noticed: raise one only on purpose, saying why in the commit. Pages count the
 * scripts on the page's main thread, as the bench's "JS KB" column does; a worker's code has a
 * budget of its own.
 */
const BUDGETS = {
  // 4 to 4.75 KB: /cv's query cache (an inline script) carries the whole career record its
  // page is rendered from (the demo's, about 0.9 KB gzipped); the home page's, its lines of work.
  // 4.8 KB: the CV's PDF and JSON links, in its language.
  // 4.85 KB: every page's cache says whether the site has posts (the header's Writing link).
  beforeFirstPaint: { bytes: Math.floor(4.85 * KB), requests: 1 },
  // +3 KB (home), +1 KB (a project page), +2 KB (Firestore home) for the CV's code: the home
  // page's Experience section, the CV's page and its print styles, the header's link to it. The
  // CV's page is in the main code (src/routes/router.tsx says why), so /cv is held to these.
  // +7 KB (memory), +7 KB (Firestore) for the site in the owner's languages (docs/catalogs.md
  // and docs/languages.md): Lingui's runtime (1.9 KB), the English catalog beside the ids that
  // replaced its words in the code (about 1.5 KB more than the words inline), the addresses'
  // rewrite, the switcher and the owner's texts localized (about 2.5 KB), their translations
  // read (0.6 KB); the memory build's demo carries its French too (1.8 KB). No other language's
  // words: each other language's catalog is a file its own pages alone load. 179.5 KB: another
  // language's page's query cache keeps only the texts it shows (kept-translations.ts).
  // −4 KB each: the icons are drawn from a sprite (src/ui/icons.svg), their paths no longer in
  // the main script.
  // −6.5 KB each (the project page's and the CV's −7 KB): the tag filter is the browser's radio
  // buttons, no longer Radix's toggle group with its roving focus and collection. A site in one
  // language now loads less than before the languages: the Firestore home page 166.0 KB, 170.8
  // KB then.
  // +2.5 KB (Firestore home), +7 KB (memory) for the writing (docs/writing.md): its two pages in
  // the main code, as the CV's (src/routes/router.tsx says why), the header's Writing link and
  // the home page's latest posts (2.5 KB); the memory build's demo carries its posts, which its
  // store and studio hold in the browser (4 KB). No Markdown or highlighting code: a post's body
  // comes rendered from the build, and a check below fails if a visitor's page loads either.
  // A post's page and the list are held to a project page's budget.
  memoryHome: { bytes: 175.5 * KB, requests: 13 },
  memoryProjectPage: { bytes: 177.5 * KB, requests: 14 },
  firestoreHome: { bytes: 165.5 * KB, requests: 13 },
  // 153 KB: the published posts' query and their reading (subscribeToPosts, for the build's
  // read and the agents' list_posts).
  firestoreWorker: { bytes: 153 * KB, requests: 1 },
  /**
   * The owner's studio, beside the visitor's code: its own files only. +5 KB for its Languages
   * and Translations parts. +2 KB for publishing: the Publish panel, what is published read and
   * compared with the content, and the memory studio's publish (the Functions SDK the
   * Firestore studio's Publish calls is loaded on the first press, not at the studio's start).
   * +6 KB for the posts: the Writing part (its list, the editor and its saving as typed, the
   * preview's loader; the preview's renderer is a lazy file of its own, not counted), the posts
   * in Translations, the import's preview and the publishing record.
   */
  memoryStudio: { bytes: 38 * KB },
  firestoreStudio: { bytes: 188 * KB },
  /**
   * A slow connection's first round trip: ten TCP segments of 1,460 B (14,600 B), the response's
   * headers included, as Lighthouse's simulation counts them. Measured: a French home page of
   * 14,648 B gzipped was 14,738 B transferred, missed it, and painted a round trip later than its
   * floor (docs/bench.md of that build); hence 14 KB, with room for the headers. Every language's
   * home page is held to it. The pages are about 11 KB since the icons are drawn from a sprite
   * (src/ui/icons.svg): an owner's longer texts have room.
   */
  homeHtml: { bytes: 14 * KB },
};

/** A Firestore build with App Check on, as a deploy has it; nothing listens at port 9. */
const FIRESTORE_ENV = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_APP_CHECK_RECAPTCHA_SITE_KEY: 'site-key',
  PRERENDER_ALLOW_EMPTY: '1',
};
const EMULATOR_ENV = { VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:9' };

const FIREBASE_MARKERS = ['firestore.googleapis.com', '@firebase/firestore', 'FirebaseError'];
const FIRESTORE_CLIENT = 'google.firestore.v1';
const EMULATOR_TEST_HANDLE = '__firestoreEmulatorTestHandle';
/**
 * Strings of the Markdown renderer and its highlighter (src/markdown/): the build renders posts,
 * and no visitor's page may load them (docs/writing.md).
 */
const RENDERER_MARKERS = ['footnote-label', 'hljs-'];
/** The keys under which the demo keeps its documents and its owner for the tab. */
const DEMO_CODE = /portfolio\.demo-/;

/** The lazy modules each page loads as it starts (src/data/connect-data.ts, the router). */
const MEMORY_REPOSITORY = 'src/data/demo-repository.ts';
const FIRESTORE_REPOSITORY = 'src/data/firestore-worker-client.ts';
const PROJECT_ROUTE = 'src/routes/project-page.tsx';

const failures: string[] = [];
const fail = (message: string) => failures.push(message);

interface Build {
  dist: string;
  /** `assets/…js` → its code. */
  code: Map<string, string>;
}

function readBuild(dist: string): Build {
  const assets = join(dist, 'assets');
  const code = new Map(
    readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [`assets/${file}`, readFileSync(join(assets, file), 'utf8')]),
  );
  return { dist, code };
}

const gzipped = (text: string) => gzipSync(text).length;
const contains = (code: string | undefined, markers: readonly string[]) =>
  markers.some((marker) => code?.includes(marker));

function budget(
  name: string,
  limit: { bytes: number; requests?: number },
  bytes: number,
  requests?: number,
) {
  const count = requests === undefined ? '' : `, ${requests} of ${limit.requests} requests`;
  console.log(`budgets: ${name}: ${bytes} of ${limit.bytes} B${count}`);
  if (bytes > limit.bytes) {
    const over = bytes - limit.bytes;
    const percent = ((over / limit.bytes) * 100).toFixed(1);
    fail(`${name}: ${bytes} B, over its budget of ${limit.bytes} B by ${over} B (${percent}%)`);
  }
  if (requests !== undefined && limit.requests !== undefined && requests > limit.requests) {
    const over = requests - limit.requests;
    fail(`${name}: ${requests} requests, over its budget of ${limit.requests} by ${over}`);
  }
}

/** Checks one page's scripts, and returns them. */
function checkPage(
  output: Build,
  name: string,
  htmlFile: string,
  loads: readonly string[],
  limit: { bytes: number; requests: number },
) {
  const html = readFileSync(join(output.dist, htmlFile), 'utf8');
  const { files, inline } = scriptsOfHtml(html);
  const manifest = readManifest(output.dist);
  const scripts = pageScripts(manifest, files, loads);
  const size = (list: readonly string[]) =>
    list.reduce((sum, file) => sum + gzipped(output.code.get(file) ?? ''), 0);
  const inlineBytes = inline.reduce((sum, text) => sum + gzipped(text), 0);
  budget(
    `${name}, before the first paint`,
    BUDGETS.beforeFirstPaint,
    size(scripts.beforeFirstPaint) + inlineBytes,
    scripts.beforeFirstPaint.length,
  );
  budget(name, limit, size(scripts.page) + inlineBytes, scripts.page.length);
  // Modules the page's script tag does not import are requested after it has painted.
  if (html.includes('rel="modulepreload"')) fail(`${name}: ${htmlFile} preloads a module`);
  const studio = studioCode(output.dist).files;
  const studioOnPage = scripts.page.filter((file) => studio.has(file));
  if (studioOnPage.length > 0) fail(`${name} loads the studio's ${studioOnPage.join(', ')}`);
  return { ...scripts, size };
}

/**
 * Each other language's home page loads the default language's code plus its own catalog
 * (src/start/interface-catalogs.ts), and nothing more: no other language's words.
 */
function checkOtherLanguages(output: Build, defaultPage: readonly string[]) {
  const site = siteLanguagesOf((content.user as { languages?: unknown }).languages);
  for (const language of site.all.filter((code) => code !== site.default)) {
    const catalog = `src/locales/${language}.po`;
    const catalogFile = readManifest(output.dist)[catalog]?.file;
    if (!catalogFile) {
      fail(`the build has no file for ${catalog}`);
      continue;
    }
    // The home page's budget, its catalog and one request for it, and its texts in its query
    // cache beside the default language's (for those it does not translate).
    const page = checkPage(
      output,
      `memory build, the ${language} home page`,
      fileOfPath(localizedPath('/', language, site)),
      [MEMORY_REPOSITORY, catalog],
      {
        bytes: BUDGETS.memoryHome.bytes + gzipped(output.code.get(catalogFile) ?? '') + KB,
        requests: BUDGETS.memoryHome.requests + 1,
      },
    );
    budget(
      `memory build, the ${language} home page HTML`,
      BUDGETS.homeHtml,
      gzipped(
        readFileSync(join(output.dist, fileOfPath(localizedPath('/', language, site))), 'utf8'),
      ),
    );
    const more = page.page.filter((file) => !defaultPage.includes(file) && file !== catalogFile);
    const fewer = defaultPage.filter((file) => !page.page.includes(file));
    if (more.length > 0 || fewer.length > 0) {
      fail(
        `the ${language} home page loads ${more.join(', ') || 'nothing'} more and ` +
          `${fewer.join(', ') || 'nothing'} less than the default language's, besides its catalog`,
      );
    }
  }
}

/** Each page's inline scripts are allowed by hash in its own policy, and nothing else inline. */
function checkInlineScripts(output: Build, label: string) {
  for (const file of ['index.html', '404.html', 'studio.html']) {
    const html = readFileSync(join(output.dist, file), 'utf8');
    const policies = [
      ...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g),
    ].map(([, policy = '']) => policy);
    const [policy = ''] = policies;
    const where = `${label}, ${file}`;
    if (policies.length !== 1) fail(`${where}: ${policies.length} CSP meta tags, not 1`);
    if (html.indexOf(policy) > html.indexOf('<script')) fail(`${where}: CSP after a script`);
    if (policy.includes('unsafe-inline')) fail(`${where}: the CSP allows unsafe-inline`);
    const hashes = policy.match(/'sha256-[^']+'/g) ?? [];
    const expected = scriptsOfHtml(html).inline.map(cspHash);
    if (hashes.join(' ') !== expected.join(' ')) {
      fail(`${where}: the CSP's hashes are not those of its inline scripts`);
    }
  }
}

async function buildFirestore(env: Record<string, string>, prerender: boolean) {
  const envDir = await mkdtemp(join(tmpdir(), 'portfolio-budgets-env-'));
  const outDir = await mkdtemp(join(tmpdir(), 'portfolio-budgets-dist-'));
  const text = Object.entries(env).map(([key, value]) => `${key}=${value}`);
  await writeFile(join(envDir, '.env'), text.join('\n'));
  await build({
    envDir,
    mode: 'production',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  if (prerender) {
    const serverEntry = resolve('dist-prerender', 'entry-prerender.js');
    await prerenderSite({ dist: outDir, serverEntry, envDir, log: () => undefined });
  }
  await rm(envDir, { recursive: true });
  return readBuild(outDir);
}

async function main() {
  if (!existsSync('dist/.vite/manifest.json') || !existsSync('dist-prerender')) {
    throw new Error('check-budgets reads the build: run `npm run build` first.');
  }
  const memory = readBuild('dist');
  const [firstProject] = content.projects;
  if (!firstProject) throw new Error('mocks/portfolio.json has no project');

  const home = checkPage(
    memory,
    'memory build, home page',
    'index.html',
    [MEMORY_REPOSITORY],
    BUDGETS.memoryHome,
  );
  checkPage(
    memory,
    'memory build, a project page',
    fileOfPath(projectPath(firstProject.id)),
    [MEMORY_REPOSITORY, PROJECT_ROUTE],
    BUDGETS.memoryProjectPage,
  );
  // The CV's page is held to a project page's budgets (the demo has a CV).
  checkPage(
    memory,
    'memory build, the CV',
    fileOfPath(CV_PATH),
    [MEMORY_REPOSITORY],
    BUDGETS.memoryProjectPage,
  );
  // A post's page and the list are held to a project page's budgets too, when the demo has posts.
  const [firstPost] =
    (content as { posts?: { slug: string; draft?: boolean }[] }).posts?.filter(
      ({ draft }) => !draft,
    ) ?? [];
  const writingPages = firstPost
    ? [
        checkPage(
          memory,
          'memory build, a post page',
          fileOfPath(postPath(firstPost.slug)),
          [MEMORY_REPOSITORY],
          BUDGETS.memoryProjectPage,
        ),
        checkPage(
          memory,
          'memory build, the writing',
          fileOfPath(WRITING_PATH),
          [MEMORY_REPOSITORY],
          BUDGETS.memoryProjectPage,
        ),
      ]
    : [];
  for (const file of new Set([home, ...writingPages].flatMap(({ page }) => page))) {
    if (contains(memory.code.get(file), RENDERER_MARKERS))
      fail(`memory build: ${file}, on a visitor's page, holds the Markdown renderer's code`);
  }
  checkOtherLanguages(memory, home.page);
  budget(
    'memory build, home page HTML',
    BUDGETS.homeHtml,
    gzipped(readFileSync('dist/index.html', 'utf8')),
  );
  budget(
    'memory build, the studio',
    BUDGETS.memoryStudio,
    home.size([...studioCode('dist').files]),
  );
  checkInlineScripts(memory, 'memory build');
  for (const [file, code] of memory.code) {
    if (contains(code, FIREBASE_MARKERS)) fail(`memory build: ${file} holds Firebase code`);
    if (code.includes(EMULATOR_TEST_HANDLE))
      fail(`memory build: ${file} holds the emulator test handle`);
  }

  console.log('budgets: building the Firestore site');
  const firestore = await buildFirestore({ ...FIRESTORE_ENV, ...EMULATOR_ENV }, true);
  const page = checkPage(
    firestore,
    'Firestore build, home page',
    'index.html',
    [FIRESTORE_REPOSITORY],
    BUDGETS.firestoreHome,
  );
  budget(
    'Firestore build, its worker',
    BUDGETS.firestoreWorker,
    page.size(page.workers),
    page.workers.length,
  );
  budget(
    'Firestore build, the studio',
    BUDGETS.firestoreStudio,
    page.size([...studioCode(firestore.dist).files]),
  );
  checkInlineScripts(firestore, 'Firestore build');
  const fsStartup = pageScripts(
    readManifest(firestore.dist),
    scriptsOfHtml(readFileSync(join(firestore.dist, 'index.html'), 'utf8')).files,
    [],
  ).page;
  // Firebase loads after the app has started; the Firestore SDK only in the worker.
  for (const file of fsStartup) {
    if (contains(firestore.code.get(file), FIREBASE_MARKERS))
      fail(`Firestore build: start-up file ${file} holds Firebase code`);
  }
  for (const file of page.page) {
    if (firestore.code.get(file)?.includes(FIRESTORE_CLIENT))
      fail(`Firestore build: ${file}, on the page's main thread, holds Firestore's client`);
  }
  for (const [file, code] of firestore.code) {
    if (code.includes(content.user.name) || DEMO_CODE.test(code))
      fail(`Firestore build: ${file} holds the demo's content or code`);
  }
  if (![...firestore.code.values()].some((code) => code.includes(EMULATOR_TEST_HANDLE))) {
    fail('Firestore build on an emulator: no emulator test handle, which the browser tests use');
  }

  console.log('budgets: building the Firestore site for a real project');
  const real = await buildFirestore(FIRESTORE_ENV, false);
  for (const [file, code] of real.code) {
    if (code.includes(EMULATOR_TEST_HANDLE))
      fail(`Firestore build for a real project: ${file} holds the emulator test handle`);
  }
  // The hosting header leaves scripts to each page's policy: both apply, so it names none.
  if (/(^|;\s*)(default-src|script-src)\b/.test(hostingPolicy())) {
    fail("firebase.json's Content-Security-Policy names scripts; the pages' own policies do");
  }
  await rm(firestore.dist, { recursive: true });
  await rm(real.dist, { recursive: true });

  for (const failure of failures) console.error(`budgets: FAILED ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
  else console.log('budgets: all held');
}

await main();
// The Firestore build's prerender read from an address nothing listens at; the Admin SDK may
// keep retrying it in the background, and the outcome is decided.
setTimeout(() => process.exit(), 1000).unref();
