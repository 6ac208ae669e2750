/**
 * The gzipped JavaScript of a build, by when the page needs it: before its first paint (the
 * scripts written into the HTML, and what its script tags load, with their static imports), to
 * start the app (that plus the chunks those import dynamically, src/start/evaluate-app.ts's
 * stages, with their static imports), and in all. An inline script counts as a file of its own,
 * `index.html <script> N`. The build's files split in two: the owner's studio's (those only its
 * lazy modules load, read from the build's manifest by ./studio-code.mjs) and the visitor's, all
 * the others, which a visitor's pages may load (the Firestore worker's among them). Bytes are
 * exact, so `npm test` holds them to budgets.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { studioCode } from './studio-code.mjs';

const STATIC_IMPORT = /\bimport\s*(?:[^"'`()]*?\bfrom\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;
const HTML_SCRIPT = /<script\b[^>]*\bsrc="\/assets\/([\w.-]+\.js)"/g;
/** A script that runs (not a data block such as JSON) written into the page. */
const INLINE_SCRIPT = /<script(?: type="module")?>([\s\S]*?)<\/script>/g;

export function measureJavaScript(dist) {
  const code = new Map(
    readdirSync(join(dist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, readFileSync(join(dist, 'assets', file), 'utf8')]),
  );
  const imports = (file, pattern) =>
    [...(code.get(file) ?? '').matchAll(pattern)].map((match) => match[1]);
  const withStaticImports = (roots) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file) || !code.has(file)) return;
      seen.add(file);
      for (const next of imports(file, STATIC_IMPORT)) visit(next);
    };
    roots.forEach(visit);
    return seen;
  };
  const summary = (files) => {
    const list = [...files].sort();
    return {
      files: list,
      bytes: list.reduce((sum, file) => sum + gzipSync(code.get(file)).length, 0),
    };
  };

  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const inline = [...html.matchAll(INLINE_SCRIPT)].map((match, index) => {
    const name = `index.html <script> ${index + 1}`;
    code.set(name, match[1]);
    return name;
  });
  const beforeFirstPaint = withStaticImports([
    ...inline,
    ...[...html.matchAll(HTML_SCRIPT)].map((m) => m[1]),
  ]);
  const startup = withStaticImports([
    ...beforeFirstPaint,
    ...[...beforeFirstPaint].flatMap((file) => imports(file, DYNAMIC_IMPORT)),
  ]);
  // A build without its manifest (or without the studio) has no studio files to tell apart.
  const studio = existsSync(join(dist, '.vite', 'manifest.json'))
    ? new Set([...studioCode(dist).files].map((file) => file.replace(/^assets\//, '')))
    : new Set();
  for (const file of startup) {
    if (studio.has(file))
      throw new Error(`The page's start-up code includes the studio's ${file}.`);
  }
  return {
    beforeFirstPaint: summary(beforeFirstPaint),
    startup: summary(startup),
    total: summary(code.keys()),
    visitor: summary([...code.keys()].filter((file) => !studio.has(file))),
    studio: summary([...code.keys()].filter((file) => studio.has(file))),
  };
}
