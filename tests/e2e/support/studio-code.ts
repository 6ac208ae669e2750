/**
 * Which files of a build are the studio's code, read from the build's own manifest
 * (dist/.vite/manifest.json, written by `build.manifest` in vite.config.ts), not guessed from
 * file names.
 *
 * The studio's modules are those under src/routes/studio-page.tsx, src/data/studio/,
 * src/queries/studio/ and src/sections/studio*\/. The manifest names the file of every entry
 * and lazily loaded module, with the files each imports. The studio's files are everything the
 * studio's lazy modules import, less what any other entry or lazy module imports too (shared
 * files such as React's): a visitor's page never needs those.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const STUDIO_MODULE =
  /^src\/(routes\/studio-page\.tsx|data\/studio\/|queries\/studio\/|sections\/studio)/;

/** The build's manifest: which file holds which module. */
export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The files a chunk loads with it: its own and its static imports', recursively. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no ${key}.`);
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

export interface StudioCode {
  /** The studio route's own file (src/routes/studio-page.tsx). */
  route: string;
  /** Every file only the studio loads, its route's among them: `assets/…js`. */
  files: Set<string>;
}

/** The studio's files in a build; throws if the build has no studio route. */
export function studioCode(dist: string): StudioCode {
  const manifest = readManifest(dist);
  const entries = Object.entries(manifest).filter(
    ([, chunk]) => chunk.isEntry === true || chunk.isDynamicEntry === true,
  );
  const isStudio = ([, chunk]: [string, ManifestChunk]) => STUDIO_MODULE.test(chunk.src ?? '');
  const studio = staticClosure(
    manifest,
    entries.filter(isStudio).map(([key]) => key),
  );
  const others = staticClosure(
    manifest,
    entries.filter((entry) => !isStudio(entry)).map(([key]) => key),
  );
  const route = manifest['src/routes/studio-page.tsx']?.file;
  if (!route) throw new Error(`${dist}/.vite/manifest.json has no src/routes/studio-page.tsx.`);
  return { route, files: new Set([...studio].filter((file) => !others.has(file))) };
}

/** What only Firebase Authentication's code says: the hosts of its REST API. */
export const FIREBASE_AUTH_MARKERS = [
  'identitytoolkit.googleapis.com',
  'securetoken.googleapis.com',
];

/** The build's JavaScript files that hold Firebase Authentication's code: `assets/…js`. */
export function firebaseAuthFiles(dist: string): string[] {
  return readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .filter((name) => {
      const code = readFileSync(join(dist, 'assets', name), 'utf8');
      return FIREBASE_AUTH_MARKERS.some((marker) => code.includes(marker));
    })
    .map((name) => `assets/${name}`);
}

/** A request's path without its leading slash, as the manifest names files. */
export const fileOf = (url: string) => new URL(url).pathname.replace(/^\//, '');
