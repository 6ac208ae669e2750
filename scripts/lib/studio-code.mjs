/**
 * Which code of a build is the owner's studio's: the modules, by their source path, and the
 * files, read from the build's own manifest (dist/.vite/manifest.json, written by
 * `build.manifest` in vite.config.ts), not guessed from file names. The byte budgets
 * (scripts/check-budgets.ts) and the browser tests (tests/e2e/support/studio-code.ts) both
 * read it from here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The studio's modules: src/routes/studio-page.tsx and everything under src/data/studio/,
 * src/queries/studio/ and src/sections/studio*\/. `path` is a manifest key (`src/…`) or a
 * module id (an absolute path).
 */
export function isStudioModule(path) {
  return /(^|\/)src\/(routes\/studio-page\.tsx|data\/studio\/|queries\/studio\/|sections\/studio)/.test(
    path,
  );
}

/** The build's manifest: which file holds which module. */
export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** The files a chunk loads with it: its own and its static imports', recursively. */
function staticClosure(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
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

/**
 * The studio's files in a build: everything the studio's lazy modules import, less what any
 * other entry or lazy module imports too (shared files such as React's), which a visitor's page
 * may need. A lazy module only the studio imports is neither: it loads when the studio asks for
 * it, not with the studio. Throws if the build has no studio route.
 */
export function studioCode(dist) {
  const manifest = readManifest(dist);
  const entries = Object.entries(manifest).filter(
    ([, chunk]) => chunk.isEntry === true || chunk.isDynamicEntry === true,
  );
  const isStudio = ([, chunk]) => isStudioModule(chunk.src ?? '');
  const studio = staticClosure(
    manifest,
    entries.filter(isStudio).map(([key]) => key),
  );
  // A lazy part only the studio's files import (the preview's Markdown renderer) loads after the
  // studio, never on a visitor's page: the bundler may leave what the two share in the studio's
  // files, which that part then imports. Counted among the others, it would take those files
  // out of the studio's.
  const importers = (key) =>
    Object.entries(manifest).filter(
      ([, chunk]) => chunk.imports?.includes(key) || chunk.dynamicImports?.includes(key),
    );
  const studioOnly = ([key, chunk]) =>
    chunk.isDynamicEntry === true && importers(key).length > 0 && importers(key).every(isStudio);
  const others = staticClosure(
    manifest,
    entries.filter((entry) => !isStudio(entry) && !studioOnly(entry)).map(([key]) => key),
  );
  const route = manifest['src/routes/studio-page.tsx']?.file;
  if (!route) throw new Error(`${dist}/.vite/manifest.json has no src/routes/studio-page.tsx.`);
  return { route, files: new Set([...studio].filter((file) => !others.has(file))) };
}
