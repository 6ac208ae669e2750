/**
 * Serves a build with the response headers firebase.json gives Firebase Hosting (the
 * Content-Security-Policy among them), so the browser suite can check the build works under them.
 * Usage: node scripts/serve-hosting.mjs PORT [DIR] [--connect-src ORIGIN]... [--frame-src ORIGIN]...
 *   DIR           the build to serve (default: firebase.json's public folder, dist)
 *   --connect-src a loopback origin added to the CSP's connect-src, and nothing else: an
 *                 emulator a build is pointed at, which Hosting never serves beside
 *   --frame-src   a loopback origin added to the CSP's frame-src: the Authentication emulator,
 *                 whose helper frame the sign-in popup talks through
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serveStatic } from './lib/static-server.mjs';

const { hosting } = JSON.parse(readFileSync('firebase.json', 'utf8'));

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'connect-src': { type: 'string', multiple: true, default: [] },
    'frame-src': { type: 'string', multiple: true, default: [] },
  },
});
const [port = '5000', directory = hosting.public] = positionals;
/** Origins added to a directive, by its name. */
const extraOrigins = { 'connect-src': values['connect-src'], 'frame-src': values['frame-src'] };

for (const [option, origins] of Object.entries(extraOrigins)) {
  for (const origin of origins) {
    const url = new URL(origin);
    if (url.origin !== origin || !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
      throw new Error(`--${option} takes a loopback origin (http://127.0.0.1:PORT), not ${origin}`);
    }
  }
}

/** Firebase Hosting's globs as used here: `**` everything, `/dir/**` a prefix, else one path. */
function matches(source, path) {
  if (source === '**') return true;
  if (source.endsWith('/**')) return path.startsWith(source.slice(0, -2));
  return source === path;
}

function withExtraOrigins(policy) {
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(' ')[0];
      const origins = extraOrigins[name] ?? [];
      return origins.length > 0 ? `${directive} ${origins.join(' ')}` : directive;
    })
    .join(';');
}

function headersFor(path) {
  const headers = {};
  for (const rule of hosting.headers) {
    if (matches(rule.source, path)) {
      for (const { key, value } of rule.headers) headers[key] = value;
    }
  }
  const csp = 'Content-Security-Policy';
  if (headers[csp]) headers[csp] = withExtraOrigins(headers[csp]);
  return headers;
}

const server = await serveStatic(resolve(directory), { headersFor, port: Number(port) });
console.log(`Serving ${directory}/ with firebase.json headers at ${server.url}`);
