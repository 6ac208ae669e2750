/**
 * Serves dist/ with the response headers firebase.json gives Firebase Hosting (the
 * Content-Security-Policy among them), so the browser suite can check the build works under them.
 * Usage: node scripts/serve-hosting.mjs PORT
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from './lib/static-server.mjs';

const { hosting } = JSON.parse(readFileSync('firebase.json', 'utf8'));

/** Firebase Hosting's globs as used here: `**` matches everything, `/dir/**` a prefix. */
function matches(source, path) {
  return source === '**' || (source.endsWith('/**') && path.startsWith(source.slice(0, -2)));
}

function headersFor(path) {
  const headers = {};
  for (const rule of hosting.headers) {
    if (matches(rule.source, path)) {
      for (const { key, value } of rule.headers) headers[key] = value;
    }
  }
  return headers;
}

const server = await serveStatic(resolve(hosting.public), {
  headersFor,
  port: Number(process.argv[2] ?? 5000),
});
console.log(`Serving ${hosting.public}/ with firebase.json headers at ${server.url}`);
