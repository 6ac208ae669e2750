// @vitest-environment node
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { build } from 'vite';
import { DEMO_SITE_URL } from '@/domain/site-url';
import { measureJavaScript } from '../../scripts/lib/javascript-bytes.mjs';
import { readManifest } from '../../scripts/lib/studio-code.mjs';
import { COMPILE_HINT } from '../../scripts/lib/compile-hints';
import { cspHash } from '../../scripts/lib/page-policy';
import { prerenderSite } from '../../scripts/prerender';
import content from '../../mocks/portfolio.json';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostingPolicy, hostingPolicySources } from '../support/hosting-policy';
import { findImages, pickCandidate } from '../support/picture-markup';

/** The text of each script a page runs from its own HTML (data blocks are not run). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>(.*?)<\/script>/gs)]
    .filter(([, attributes = '']) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text = '']) => text);
}

const FIREBASE_MARKERS = ['firestore.googleapis.com', '@firebase/firestore', 'FirebaseError'];

interface BuildOutput {
  files: Map<string, string>;
  /** The page's one script (src/start/entry.ts), which starts the app after the first paint. */
  entry: string;
  outDir: string;
  envDir: string;
}

/** Vitest sets NODE_ENV=test, which would make Vite bundle React's development build. */
async function withProductionNodeEnv<T>(run: () => Promise<T>): Promise<T> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await run();
  } finally {
    process.env.NODE_ENV = previous;
  }
}

async function buildSite(env: Record<string, string>): Promise<BuildOutput> {
  const root = process.cwd();
  const envDir = await mkdtemp(join(tmpdir(), 'portfolio-env-'));
  const outDir = await mkdtemp(join(tmpdir(), 'portfolio-dist-'));
  await writeFile(
    join(envDir, '.env'),
    Object.entries(env)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n'),
  );
  await withProductionNodeEnv(() =>
    build({
      root,
      envDir,
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    }),
  );
  const names = await readdir(join(outDir, 'assets'));
  const files = new Map<string, string>();
  for (const name of names.filter((file) => file.endsWith('.js'))) {
    files.set(name, await readFile(join(outDir, 'assets', name), 'utf8'));
  }
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  const entry =
    /<script type="module" crossorigin src="\/assets\/([^"]+\.js)">/.exec(html)?.[1] ?? '';
  return { files, entry, outDir, envDir };
}

/**
 * Gzipped bytes. Before the first paint the page needs next to no JavaScript (the issue's target
 * is at most 100 KB; the prerendered page paints from HTML and CSS alone). The other two are
 * ratchets a little above today's sizes: raise them only on purpose. The Firestore total was
 * raised by 4 KiB when the start-up code was split into one file per evaluation stage (each
 * gzipped on its own, so no stage is a long task), and by 40 KiB when Firestore moved into a
 * worker, which has its own copy of zod and the domain's parsers, and App Check's code. All three
 * were lowered when the schemas moved to zod's mini flavour (src/domain/zod.ts): the measured
 * start-up code went from 166 to 150 KiB, the Firestore total (two copies of zod) from 358 to
 * 325 KiB. Raised on purpose when the tag filter became Radix's toggle group and the footer's
 * icon links took AccessibleIcon (issue 36 names Radix): start-up 155 to 160 KiB (measured
 * 159,114 B), the memory total 157 to 162 KiB (161,622 B), the Firestore total 330 to 335 KiB (measured 341,630 B).
 * Raised on purpose when the page started hydrating through the router's own SSR client
 * (RouterClient and its deserializer, issue 36): start-up 159,114 to 160,835 B, the memory total
 * 161,622 to 163,343 B (both still within their budgets), the Firestore total 335 to 338 KiB
 * (measured 343,333 B). Raised on purpose for project pages (issue 37: the route, its page and
 * gallery, which load only when a project page opens, and the contract's single-project
 * listener on both ends of the worker): the memory total 162 to 166 KiB (measured 167,846 B),
 * the Firestore total 338 to 341 KiB (measured 348,381 B); the start-up code stays within its.
 * The owner's studio (issue 38): its code is in files of its own, which no visitor's page
 * requests (scripts/lib/studio-code.mjs reads them from the build's manifest), so the totals
 * count the visitor's files only, and the studio has budgets of its own, ratchets like the
 * others (measured 15,963 B on the memory build, 169,212 B on the Firestore build, Firebase
 * Authentication and Firestore's main-thread client among them). A visitor's code still grew by
 * what opening the studio needs (the route, its loader, App's provider) and by 141 B of zod,
 * whose one file holds every zod function any schema uses, the content file's (the studio's
 * forms) among them: start-up 163,198 to 163,604 B. After the first paint, the demo repository
 * keeps the studio's changes for the tab and holds the owner's side of its documents (the
 * memory visitor total 167,899 to 169,057 B, within its budget). The Firestore total was raised
 * on purpose, 341 to 344 KiB (measured 348,423 to 351,609 B): besides those, Firebase's shared
 * utilities (@firebase/util, one module the page's App Check and the studio's Authentication
 * both use) now hold what the studio uses of them too (+1.6 KB), and firebase-connection.ts,
 * which the studio's App Check shares, is a file of its own beside the worker's client.
 * Raised on purpose, 344 to 367 KiB (measured 351,583 to 374,038 B on an emulator build), when
 * visitors began to sign in anonymously before a send (issue 39: the rules bound how often each
 * one sends): Firebase Authentication's code (19.3 KB), in a chunk of its own that the Firestore
 * worker loads at the first press of Submit, and the worker's sender records (2 KB). The page's
 * start-up code grew by 0.7 KB only for the wait messages and their error.
 * Raised on purpose for WebMCP's tools (issue 41), whose code (2.6 KB) is a file of its own that
 * only a browser with WebMCP requests, after the app has started: the memory total 166 to 169 KiB
 * (measured 172,169 B), the Firestore total 367 to 368 KiB (376,618 B). The start-up code grew by
 * 203 B, 160 to 161 KiB (measured 163,931 B): 73 B for the feature test and the dynamic import,
 * 130 B because the modules the tools share with main.tsx's file (the contact form's schema
 * among them) moved to site-frame's (scripts/lib/visitor-chunks.ts), where they compress a
 * little less well; none of the tools' own code is in it.
 * The memory studio's budget was raised on purpose, 16 to 17 KiB (measured 16,393 B), when the
 * memory store's owner side (the writes, the handled marks, the deletes) moved out of the demo
 * repository, which every visitor of the demo loads, into the studio's own files. In the same
 * change the visitors' totals fell and their budgets were lowered to hold that: the memory total
 * 169 to 168 KiB (measured 171,587 B; fewer files, the owner's code gone), the Firestore total
 * 368 to 363 KiB (measured 370,798 B on an emulator build: the demo's code is no longer in a
 * build for a Firebase project, and firebase-connection.ts joined the worker client's file).
 */
const BUDGETS = {
  beforeFirstPaint: 4 * 1024,
  memoryStartup: 161 * 1024,
  memoryTotal: 168 * 1024,
  firestoreTotal: 363 * 1024,
  studio: { memory: 17 * 1024, firestore: 166 * 1024 },
};

const containsFirebase = (code: string) => FIREBASE_MARKERS.some((marker) => code.includes(marker));

describe('production build output', { timeout: 120_000 }, () => {
  let memory: BuildOutput;
  let firestore: BuildOutput;

  beforeAll(async () => {
    memory = await buildSite({});
    firestore = await buildSite({
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'demo',
      VITE_FIREBASE_APP_ID: '1:1:web:1',
      VITE_APP_CHECK_RECAPTCHA_SITE_KEY: 'site-key',
      // Nothing listens there: the build cannot reach Firestore.
      VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:9',
      PRERENDER_ALLOW_EMPTY: '1', // so it builds the empty shell, saying so, instead of failing
    });
  }, 120_000);

  it('ships no Firebase code at all in the memory build', () => {
    expect(memory.files.size).toBeGreaterThan(0);
    for (const [name, code] of memory.files) expect(containsFirebase(code), name).toBe(false);
  });

  it("leaves the offline demo's content and code out of the Firestore build", () => {
    const demoName = content.user.name;
    // The keys under which the demo keeps its documents and its owner for the tab.
    const demoCode = /portfolio\.demo-/;
    expect([...memory.files.values()].some((code) => code.includes(demoName))).toBe(true);
    expect([...memory.files.values()].some((code) => demoCode.test(code))).toBe(true);
    for (const [name, code] of firestore.files) {
      expect(code.includes(demoName) || demoCode.test(code), name).toBe(false);
    }
  });

  it('loads Firebase in the Firestore build only after the entry, in its own chunks', () => {
    const firebaseChunks = [...firestore.files].filter(([, code]) => containsFirebase(code));
    expect(firebaseChunks.length).toBeGreaterThan(0);
    expect(firestore.entry).not.toBe('');
    expect(containsFirebase(firestore.files.get(firestore.entry) ?? '')).toBe(false);
  });

  it("runs the visitor's Firestore client in a worker: only the studio has one on the page", () => {
    const { studio } = measureJavaScript(firestore.outDir);
    const withFirestore = [...firestore.files]
      .filter(([, code]) => code.includes('google.firestore.v1'))
      .map(([name]) => name);
    const visitors = withFirestore.filter((name) => !studio.files.includes(name));
    expect(visitors).toEqual([expect.stringMatching(/^firestore-worker-[\w-]+\.js$/)]);
    const workerClient = [...firestore.files].find(([name]) =>
      name.startsWith('firestore-worker-client-'),
    );
    expect(workerClient?.[1]).toContain(visitors[0]);
    // The owner's studio writes on the page's main thread, from files of its own.
    expect(withFirestore.filter((name) => studio.files.includes(name)).length).toBeGreaterThan(0);
  });

  describe('the emulator test handle (src/data/firestore-worker-client.ts)', () => {
    const HANDLE = '__firestoreEmulatorTestHandle';
    const contains = (output: BuildOutput) =>
      [...output.files.values()].some((code) => code.includes(HANDLE));
    let realProject: BuildOutput;

    beforeAll(async () => {
      realProject = await buildSite({
        VITE_FIREBASE_API_KEY: 'key',
        VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
        VITE_FIREBASE_PROJECT_ID: 'demo',
        VITE_FIREBASE_APP_ID: '1:1:web:1',
      });
    }, 120_000);

    it('is in a build pointed at an emulator, and in no other', () => {
      expect(contains(firestore)).toBe(true);
      expect(contains(realProject)).toBe(false);
      expect(contains(memory)).toBe(false);
    });
  });

  describe('JavaScript byte budgets', () => {
    it('loads next to nothing before the first paint, in either build', () => {
      for (const output of [memory, firestore]) {
        const { beforeFirstPaint, startup } = measureJavaScript(output.outDir);
        // One small file that imports nothing: an import would be requested at once, racing the
        // first paint.
        expect(beforeFirstPaint.files).toEqual([output.entry]);
        expect(beforeFirstPaint.bytes).toBeLessThanOrEqual(BUDGETS.beforeFirstPaint);
        // The app itself is requested after the first paint, by that script.
        expect(startup.bytes).toBeGreaterThan(beforeFirstPaint.bytes);
      }
    });

    it('asks for no module before the first paint but the entry', async () => {
      for (const output of [memory, firestore]) {
        const html = await readFile(join(output.outDir, 'index.html'), 'utf8');
        expect(html).not.toContain('rel="modulepreload"');
        expect(html.match(/<script type="module"/g)).toHaveLength(1);
      }
    });

    it('marks every start-up file for V8 to compile as it arrives, and no file loaded later', () => {
      for (const output of [memory, firestore]) {
        const { beforeFirstPaint, startup } = measureJavaScript(output.outDir);
        expect(beforeFirstPaint.files).toEqual([output.entry]);
        for (const [file, code] of output.files) {
          expect(code.startsWith(COMPILE_HINT), file).toBe(startup.files.includes(file));
        }
      }
    });

    it("keeps the studio's code in files no visitor's page loads, in either build", () => {
      for (const output of [memory, firestore]) {
        const { startup, total, visitor, studio } = measureJavaScript(output.outDir);
        expect(studio.files.length, output.outDir).toBeGreaterThan(0);
        expect(startup.files.filter((file) => studio.files.includes(file))).toEqual([]);
        expect(visitor.bytes + studio.bytes).toBe(total.bytes);
      }
      expect(measureJavaScript(memory.outDir).studio.bytes).toBeLessThanOrEqual(
        BUDGETS.studio.memory,
      );
      expect(measureJavaScript(firestore.outDir).studio.bytes).toBeLessThanOrEqual(
        BUDGETS.studio.firestore,
      );
    });

    it('loads the demo repository, once the page is idle, as one file and no other', () => {
      const { startup } = measureJavaScript(memory.outDir);
      const manifest = readManifest(memory.outDir);
      const demo = manifest['src/data/demo-repository.ts'];
      expect(demo?.file).toMatch(/^assets\/demo-repository-/);
      // What it imports, the page has loaded already: the modules it shares with the studio
      // (the owner's order) among them, in no file of their own (scripts/lib/visitor-chunks.ts).
      const imported = (demo?.imports ?? []).map((key) =>
        manifest[key]?.file.replace('assets/', ''),
      );
      expect(imported.length).toBeGreaterThan(0);
      expect(imported.filter((file) => !startup.files.includes(file ?? ''))).toEqual([]);
    });

    it('keeps the memory build within its budgets', () => {
      const { startup, visitor } = measureJavaScript(memory.outDir);
      expect(startup.bytes).toBeLessThanOrEqual(BUDGETS.memoryStartup);
      expect(visitor.bytes).toBeLessThanOrEqual(BUDGETS.memoryTotal);
    });

    it('keeps the Firestore build within its budget, with Firebase out of the startup code', () => {
      const { startup, visitor } = measureJavaScript(firestore.outDir);
      expect(visitor.bytes).toBeLessThanOrEqual(BUDGETS.firestoreTotal);
      for (const file of startup.files) {
        expect(containsFirebase(firestore.files.get(file) ?? ''), file).toBe(false);
      }
      // App Check (configured in this build) comes in its own chunk, never at startup.
      const appCheck = [...firestore.files].filter(([, code]) => code.includes('recaptcha'));
      expect(appCheck.length).toBeGreaterThan(0);
      for (const [file] of appCheck) expect(startup.files).not.toContain(file);
    });
  });

  describe('prerendered pages', () => {
    let serverEntry: string;
    const logs: string[] = [];

    beforeAll(async () => {
      const outDir = await mkdtemp(join(tmpdir(), 'portfolio-server-'));
      await build({
        root: process.cwd(),
        configFile: 'vite.prerender.config.ts',
        mode: 'production',
        logLevel: 'silent',
        build: { outDir },
      });
      serverEntry = join(outDir, 'entry-prerender.js');
      for (const output of [memory, firestore]) {
        await prerenderSite({
          ...output,
          dist: output.outDir,
          serverEntry,
          log: (line) => logs.push(line),
        });
      }
    }, 120_000);

    it('names its image manifest, a content-hashed file of its own, and keeps it out of the HTML', async () => {
      const html = await readFile(join(memory.outDir, 'index.html'), 'utf8');
      const address = /<meta name="image-manifest" content="([^"]+)">/.exec(html)?.[1] ?? '';
      expect(address).toMatch(/^\/assets\/image-manifest\.[0-9a-f]{10}\.json$/);
      const manifest = JSON.parse(await readFile(join(memory.outDir, address), 'utf8')) as Record<
        string,
        { webp?: { url: string }[] }
      >;
      const photo = manifest[content.user.photo]?.webp?.[0]?.url ?? '';
      expect(photo).toMatch(/^\/assets\/.+\.webp$/);
      expect(html).toContain(photo);
      expect(html).not.toContain(JSON.stringify(manifest[content.user.photo]));
    });

    it("keeps the demo's page within a slow connection's first round trip", async () => {
      // Ten TCP segments (14.6 KB) arrive in the first round trip; response headers take some.
      // One more round trip delays the first paint on a slow phone connection, and so does
      // Lighthouse's simulation of one: that is why the image manifest is a file of its own.
      const html = await readFile(join(memory.outDir, 'index.html'));
      expect(gzipSync(html).length).toBeLessThanOrEqual(14 * 1024);
    });

    it('names PNG favicons only, each written at the size it states', async () => {
      // Chromium draws a page's favicon on the page's main thread: an SVG one makes a document
      // of its own there, a long task after the first paint.
      for (const output of [memory, firestore]) {
        const html = await readFile(join(output.outDir, 'index.html'), 'utf8');
        const icons = [...html.matchAll(/<link rel="icon"[^>]*>/g)].map(([link]) => ({
          href: /href="([^"]+)"/.exec(link)?.[1] ?? '',
          sizes: /sizes="([^"]+)"/.exec(link)?.[1] ?? '',
        }));
        expect(icons.map((icon) => icon.sizes)).toEqual(['32x32', '192x192']);
        for (const { href, sizes } of icons) {
          const icon = await sharp(await readFile(join(output.outDir, href))).metadata();
          expect(`${icon.format} ${icon.width}x${icon.height}`, href).toBe(`png ${sizes}`);
        }
      }
    });

    it('puts the home page and its data into index.html in the memory build', async () => {
      const html = await readFile(join(memory.outDir, 'index.html'), 'utf8');
      expect(html).toContain(`<h1 id="about-name">${content.user.name}</h1>`);
      expect(html).toContain(`<title>${content.user.name} · Portfolio</title>`);
      for (const project of content.projects) expect(html).toContain(project.title);
      // The router's state, with the query cache in it, for RouterClient to hydrate from.
      const [state, ...more] = inlineScripts(html);
      expect(more).toEqual([]);
      expect(state).toContain('$_TSR.router=');
      expect(state).toContain(JSON.stringify(JSON.stringify(content.user.name)).slice(1, -1));
      expect(await readFile(join(memory.outDir, '404.html'), 'utf8')).toContain(
        '<h1>pagenotfound works!</h1>',
      );
    });

    it("allows each page's inline scripts by hash in the page's own policy, and nothing else inline", async () => {
      for (const output of [memory, firestore]) {
        for (const file of ['index.html', '404.html', 'studio.html']) {
          const html = await readFile(join(output.outDir, file), 'utf8');
          const policies = [
            ...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g),
          ].map(([, policy]) => policy ?? '');
          expect(policies, file).toHaveLength(1);
          // Before anything the policy governs.
          expect(html.indexOf(policies[0] ?? ''), file).toBeLessThan(html.indexOf('<script'));
          const hashes = (policies[0] ?? '').match(/'sha256-[^']+'/g) ?? [];
          expect(hashes, file).toEqual(inlineScripts(html).map(cspHash));
          expect(policies[0], file).not.toContain('unsafe-inline');
        }
      }
      // The header leaves scripts to the page's policy: both apply, so it names none.
      expect(hostingPolicy()).not.toMatch(/(^|;\s*)(default-src|script-src)\b/);
    });

    it('gives every image a reserved size, and a srcset and sizes wherever it has variants', async () => {
      const html = await readFile(join(memory.outDir, 'index.html'), 'utf8');
      const images = findImages(html);
      const shown = content.projects.flatMap((project) => project.images).length + 1;
      expect(images).toHaveLength(shown);
      for (const { img, sources } of images) {
        expect(Number(img.width), img.alt).toBeGreaterThan(0);
        expect(Number(img.height), img.alt).toBeGreaterThan(0);
        // Every demo image is a raster original: each is offered as variants, never as itself.
        expect(img.src, img.alt).toMatch(/^\/assets\/.+\.[0-9a-f]{10}\.webp$/);
        expect(img.srcset, img.alt).toMatch(/ \d+w(, |$)/);
        expect(img.sizes, img.alt).toBeTruthy();
        expect(sources).toEqual([
          { type: 'image/avif', srcset: expect.stringMatching(/\.avif \d+w/), sizes: img.sizes },
        ]);
        // Hosting caches /assets/** for a year, immutably: names must change with content.
        for (const url of [img.srcset, sources[0]?.srcset].join(', ').match(/\/\S+/g) ?? []) {
          expect(url).toMatch(/^\/assets\/[a-z0-9-]+-\d+w\.[0-9a-f]{10}\.(avif|webp)$/);
        }
      }
    });

    /**
     * Above the fold on a 375px phone at 3x: the photo (60vw = 225px) and the first card's image
     * (375 less 2 x 16px padding and 2 x 1px border = 341px); on a 1280px desktop at 1x and 2x,
     * the photo (280px) and the first row's images (three 371px columns). Read off the CSS.
     */
    const ABOVE_THE_FOLD = [
      { what: 'photo', cssWidth: 225, density: 3 },
      { what: 'screenshot', cssWidth: 341, density: 3 },
      { what: 'photo', cssWidth: 280, density: 1 },
      { what: 'photo', cssWidth: 280, density: 2 },
      { what: 'screenshot', cssWidth: 371, density: 1 },
      { what: 'screenshot', cssWidth: 371, density: 2 },
    ];

    it('loads no above-the-fold image wider than its rendered size needs, in either format', async () => {
      const html = await readFile(join(memory.outDir, 'index.html'), 'utf8');
      const [photo, ...screenshots] = findImages(html);
      const firstRow = screenshots.filter(({ img }) => img.loading === 'eager').slice(0, 3);
      expect(photo?.img.class).toBe('about-photo');
      expect(firstRow).toHaveLength(3);
      for (const { what, cssWidth, density } of ABOVE_THE_FOLD) {
        const needed = Math.ceil(cssWidth * density);
        for (const image of what === 'photo' ? [photo] : firstRow) {
          for (const srcSet of [image?.img.srcset ?? '', image?.sources[0]?.srcset ?? '']) {
            const file = pickCandidate(srcSet, needed);
            const { width = 0 } = await sharp(join(memory.outDir, file)).metadata();
            const label = `${what} at ${cssWidth}px ${density}x: ${file}`;
            expect(width, label).toBeGreaterThanOrEqual(needed);
            expect(width, label).toBeLessThanOrEqual(needed * 1.1);
          }
        }
      }
    });

    it('has no style attribute the hosting CSP would refuse', async () => {
      expect(hostingPolicySources('style-src')).toEqual(["'self'"]);
      for (const page of ['index.html', '404.html']) {
        const html = await readFile(join(memory.outDir, page), 'utf8');
        for (const [, style = ''] of html.matchAll(/ style="([^"]*)"/g)) {
          expect(hostingPolicySources('style-src-attr'), `${page}: style="${style}"`).toContain(
            cspHash(style.replaceAll('&quot;', '"')),
          );
        }
      }
    });

    it('writes what a shared link and a crawler read, every address from the placeholder', async () => {
      const html = await readFile(join(memory.outDir, 'index.html'), 'utf8');
      const site = DEMO_SITE_URL;
      expect(html).toContain(`<link rel="canonical" href="${site}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${site}"/>`);
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(image).toMatch(new RegExp(`^${site}assets/preview-[0-9a-f]{12}\\.png$`));
      const png = await readFile(join(memory.outDir, new URL(image).pathname));
      expect(await sharp(png).metadata()).toMatchObject({
        format: 'png',
        width: 1200,
        height: 630,
      });
      expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
      expect(await readFile(join(memory.outDir, 'robots.txt'), 'utf8')).toContain(
        `Sitemap: ${site}sitemap.xml`,
      );
      expect(await readFile(join(memory.outDir, 'sitemap.xml'), 'utf8')).toContain(
        `<loc>${site}</loc>`,
      );
      // The page itself loads none of it: the preview is only named in the head.
      for (const [file, code] of memory.files) {
        expect(code, file).not.toContain('preview-');
      }
      const notFound = await readFile(join(memory.outDir, '404.html'), 'utf8');
      expect(notFound).toContain('<meta name="robots" content="noindex"/>');
      expect(notFound).not.toContain('og:');
    });

    it('says which image it is at, one plain line each where the output is not a terminal', () => {
      const steps = logs.filter((line) => line.startsWith('images: image '));
      const total = Number(/ of (\d+)$/.exec(steps[0] ?? '')?.[1]);
      expect(total).toBeGreaterThan(0);
      // The memory build's content; the Firestore build here reads none, so has no image step.
      expect(steps).toEqual(
        Array.from({ length: total }, (_, index) => `images: image ${index + 1} of ${total}`),
      );
    });

    it('warns a Firestore build without VITE_SITE_URL, leaving out only what needs it', async () => {
      expect(logs.join('\n')).toContain('VITE_SITE_URL is not set');
      expect(await readFile(join(firestore.outDir, 'robots.txt'), 'utf8')).toBe(
        'User-agent: *\nAllow: /\n',
      );
      await expect(readFile(join(firestore.outDir, 'sitemap.xml'))).rejects.toThrow('ENOENT');
      // The icons and the manifest need no address.
      expect(await readFile(join(firestore.outDir, 'site.webmanifest'), 'utf8')).toContain(
        '"name": "Portfolio"',
      );
    });

    it('fails a build whose VITE_SITE_URL is not an https address', async () => {
      await writeFile(join(memory.envDir, '.env'), 'VITE_SITE_URL=http://maya.example\n');
      await expect(
        prerenderSite({ ...memory, dist: memory.outDir, serverEntry, log: () => undefined }),
      ).rejects.toThrow('VITE_SITE_URL must be an absolute https:// address');
      await writeFile(join(memory.envDir, '.env'), '');
    });

    it("writes the studio's page in either build, as a page search engines and previews leave out", async () => {
      for (const output of [memory, firestore]) {
        const html = await readFile(join(output.outDir, 'studio.html'), 'utf8');
        expect(html).toContain('<meta name="robots" content="noindex"/>');
        expect(html).toContain('<meta name="prerendered-path" content="/studio">');
        expect(html).toContain('Loading the studio…');
        expect(html).not.toContain('og:');
        expect(html).not.toContain('rel="canonical"');
        expect(html).not.toContain(content.user.name);
        // Google's sign-in script only where the studio signs in with Google.
        expect(html.includes('https://apis.google.com'), output.outDir).toBe(output === firestore);
        // Stamped with the build's time, which the studio tells the owner.
        const builtAt = Date.parse(
          /<meta name="built-at" content="([^"]+)">/.exec(html)?.[1] ?? '',
        );
        expect(Date.now() - builtAt).toBeGreaterThanOrEqual(0);
        expect(Date.now() - builtAt).toBeLessThan(30 * 60_000);
      }
      const sitemap = await readFile(join(memory.outDir, 'sitemap.xml'), 'utf8');
      expect(sitemap).not.toMatch(/\/studio<\/loc>/);
      expect(sitemap.match(/<loc>/g)).toHaveLength(content.projects.length + 1);
    });

    it('builds an empty shell, and says so, when Firestore cannot be reached', async () => {
      const html = await readFile(join(firestore.outDir, 'index.html'), 'utf8');
      expect(html).toContain('<div id="root"></div>');
      expect(inlineScripts(html)).toEqual([]);
      expect(html).toContain('<title>Portfolio</title>');
      expect(logs.some((line) => line.includes('could not be reached'))).toBe(true);
    });
  });
});
