import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { siteHeadInDev } from './scripts/lib/site-head-in-dev.ts';

export default defineConfig({
  plugins: [
    react(),
    // The site's own words: macros turned into catalog lookups, catalogs compiled when imported
    // (docs/catalogs.md). A catalog missing a translation fails the build.
    lingui({ macroTransform: true, failOnMissing: true, failOnCompileError: true }),
    siteHeadInDev(),
  ],
  resolve: {
    // `@/` is tsconfig.json's path for src/, written there only.
    tsconfigPaths: true,
  },
  // The Firestore worker (src/data/firestore-worker.ts) as a module, so it loads App Check's
  // code only when App Check is on.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // One stylesheet, linked from the HTML: every style the prerendered page needs is there
    // before the first paint, and the app's code loads after it (src/start/entry.ts).
    cssCodeSplit: false,
    // Every current browser has modulepreload.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: which file holds which entry and lazy module, for the browser
    // tests that check a visitor's page requests none of the studio's code. Hosting does not
    // deploy it (firebase.json's hosting.ignore names .vite/**).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The page's entry is one small file: nothing it imports is requested before the
            // first paint.
            {
              name: 'index',
              test: /src\/start\/(entry|after-first-paint|evaluate-app|load-failure)\.ts$|src\/ui\/when-idle\.ts$|preload-helper/,
            },
            // Files of their own, so evaluate-app.ts can evaluate each in a task of its own.
            { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\//, priority: 2 },
            // zod with src/domain/zod.ts, the one module that configures it: alone, that
            // module would be a file of its own, a request for 60 bytes of code. The career
            // record's fields too (resume-sections.ts, 1 KB), which the page's dates, the demo's
            // store and the studio share, and the translations' helpers (translations.ts), which
            // the page, the parsers and the agents' tools share, and the tags' and posts' dates'
            // helpers, which the page, the agents' tools and the studio share: alone, each one
            // more request on every page.
            {
              name: 'zod',
              test: /node_modules\/zod\/|src\/domain\/(zod|resume-sections|translatable-fields|translations|project-tags|post-dates|post-order|post)\.ts$/,
              priority: 1,
            },
            // Lingui's runtime with them: every page reads its words through it, and alone it
            // would be one more request.
            {
              name: 'libraries',
              test: /node_modules\/(@tanstack|react-hook-form|@hookform|embla-carousel|@lingui)/,
            },
          ],
        },
      },
    },
  },
});
