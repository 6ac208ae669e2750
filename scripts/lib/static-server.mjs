import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);

const isFile = (file) => existsSync(file) && !statSync(file).isDirectory();

/**
 * The file a decoded, normalised path names, as Firebase Hosting with `cleanUrls` finds it: `/`
 * is index.html, `/projects/a` is projects/a.html; null when none.
 */
function fileFor(root, path) {
  const file = join(root, path === '/' ? 'index.html' : path);
  if (!file.startsWith(root)) return null;
  if (isFile(file)) return file;
  return !path.endsWith('/') && isFile(`${file}.html`) ? `${file}.html` : null;
}

/**
 * Serves a folder as Firebase Hosting would: gzip, long caching for hashed assets, and for an
 * unknown path the prerendered 404.html with status 404 (never the home page with 200).
 * (`vite preview` does not compress, which would distort the byte counts.)
 */
export function serveStatic(root, { headersFor = () => ({}), port = 0 } = {}) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    let file = fileFor(root, path);
    if (!file) {
      response.statusCode = 404;
      file = join(root, '404.html');
      if (!existsSync(file)) {
        response.end('Not found');
        return;
      }
    }
    const type = extname(file);
    response.setHeader('Content-Type', TYPES[type] ?? 'application/octet-stream');
    response.setHeader(
      'Cache-Control',
      path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    for (const [name, value] of Object.entries(headersFor(path))) response.setHeader(name, value);
    const gzip =
      COMPRESSIBLE.has(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip) response.setHeader('Content-Encoding', 'gzip');
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() });
    });
  });
}
