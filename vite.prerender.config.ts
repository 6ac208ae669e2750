import { mergeConfig } from 'vite';
import viteConfig from './vite.config.ts';

/** The server build that `scripts/prerender.ts` uses to render pages to HTML at build time. */
export default mergeConfig(viteConfig, {
  // One self-contained file: React and the router built for production with it, whatever
  // NODE_ENV the process that loads it has (a test's, say).
  ssr: { noExternal: true },
  build: {
    ssr: 'src/start/entry-prerender.tsx',
    outDir: 'dist-prerender',
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
