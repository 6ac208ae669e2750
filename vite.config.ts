import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { hostingTypesPreview } from './scripts/lib/hosting-types-preview.ts';
import { notFoundPreview } from './scripts/lib/not-found-preview.ts';
import { pageStartScript } from './scripts/lib/page-start-script.ts';
import { stacklessReactSentinels } from './scripts/lib/stackless-react-sentinels.ts';
import { startupModules } from './scripts/lib/startup-modules.ts';

export default defineConfig({
  plugins: [
    react(),
    stacklessReactSentinels(),
    notFoundPreview(),
    hostingTypesPreview(),
    startupModules(),
    pageStartScript(),
  ],
  resolve: {
    // `@/` is tsconfig.json's path for src/, written there only.
    tsconfigPaths: true,
    alias: [
      // The benchmark builds the memory site from generated content (300 projects) this way.
      ...(process.env.PORTFOLIO_CONTENT
        ? [{ find: /^.*\/mocks\/portfolio\.json$/, replacement: process.env.PORTFOLIO_CONTENT }]
        : []),
    ],
  },
  // The Firestore worker (src/data/firestore-worker.ts) as a module, so it loads App Check's
  // code only when App Check is on.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // One stylesheet, linked from the HTML: the app's code loads after the first paint
    // (src/boot.ts), but every style the prerendered page needs must be there before it.
    cssCodeSplit: false,
    // The app's entry (src/boot.ts) imports nothing statically: Vite's preload helper, which
    // its dynamic imports use, is bundled into it. The modulepreload polyfill is left out:
    // every current browser has modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', test: /src\/boot\.ts$|preload-helper/ },
            // Files of their own, so boot.ts can evaluate each in a task of its own (see there).
            { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\//, priority: 2 },
            { name: 'zod', test: /node_modules\/zod\//, priority: 1 },
            {
              name: 'libraries',
              test: /node_modules\/(@tanstack|react-hook-form|@hookform|embla-carousel)/,
            },
          ],
        },
      },
    },
  },
});
