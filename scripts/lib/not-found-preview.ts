import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { fileFor } from './static-server.mjs';

/**
 * `vite preview` answers as Firebase Hosting does: an unknown path gets the prerendered
 * 404.html with status 404, not the home page with 200 (its single-page fallback), so a visitor
 * never sees the home page paint first and a search engine never sees a soft 404.
 */
export function notFoundPreview(): Plugin {
  return {
    name: 'portfolio:not-found-preview',
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        const path = normalize(
          decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname),
        );
        const known = fileFor(root, path) !== null;
        const page = join(root, '404.html');
        if (known || !existsSync(page)) return next();
        response.statusCode = 404;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(readFileSync(page));
      });
    },
  };
}
