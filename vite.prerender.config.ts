import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import viteConfig from './vite.config.ts';

/** The server build that `scripts/prerender.ts` uses to render pages to HTML at build time. */
export default mergeConfig(viteConfig, {
  resolve: {
    alias: [
      {
        // TanStack Router renders a different tree on a server (no Suspense boundaries) unless it
        // hydrates its own SSR payload; the prerender uses the browser's tree so React can hydrate it.
        find: '@tanstack/router-core/isServer',
        replacement: fileURLToPath(
          new URL(
            './node_modules/@tanstack/router-core/dist/esm/isServer/client.js',
            import.meta.url,
          ),
        ),
      },
    ],
  },
  // Bundled, so the alias above also applies inside the router's own modules.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/start/entry-prerender.tsx',
    outDir: 'dist-prerender',
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
