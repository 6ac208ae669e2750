import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

interface HostingRule {
  source: string;
  headers: { key: string; value: string }[];
}

/**
 * `vite preview` serves the files firebase.json gives a Content-Type by path (robots.txt,
 * sitemap.xml) with that type, as Firebase Hosting does; by extension alone (sirv) it would
 * call sitemap.xml text/xml.
 */
export function hostingTypesPreview(): Plugin {
  return {
    name: 'portfolio:hosting-types-preview',
    configurePreviewServer(server) {
      const { hosting } = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
        hosting: { headers: HostingRule[] };
      };
      const types = new Map(
        hosting.headers.flatMap(({ source, headers }) =>
          headers
            .filter(({ key }) => key.toLowerCase() === 'content-type')
            .map(({ value }) => [source, value] as const),
        ),
      );
      const root = server.config.build.outDir;
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://x').pathname;
        const type = types.get(path);
        const file = join(root, path);
        if (!type || !existsSync(file)) return next();
        response.setHeader('Content-Type', type);
        response.end(readFileSync(file));
      });
    },
  };
}
