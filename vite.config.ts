import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { notFoundPreview } from './scripts/lib/not-found-preview.ts';

/**
 * Lists in index.html (a `<meta name="startup-modules">`, which runs nothing: CSP-safe) every
 * file the entry's start-up stages need, so src/boot.ts can request them all at once after the
 * first paint and then evaluate them stage by stage: one round trip instead of one per stage.
 */
function startupModules(): Plugin {
  return {
    name: 'portfolio:startup-modules',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return html;
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // What the entry itself loads (the bundler may split it into a facade and its code).
        const entryFiles = new Set<string>();
        const addEntry = (fileName: string) => {
          if (entryFiles.has(fileName)) return;
          entryFiles.add(fileName);
          byName.get(fileName)?.imports.forEach(addEntry);
        };
        addEntry(entry.fileName);
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (entryFiles.has(fileName) || files.has(fileName)) return;
          files.add(fileName);
          byName.get(fileName)?.imports.forEach(add);
        };
        for (const fileName of entryFiles) byName.get(fileName)?.dynamicImports.forEach(add);
        const content = [...files].map((file) => `/${file}`).join(' ');
        return [{ tag: 'meta', attrs: { name: 'startup-modules', content }, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), notFoundPreview(), startupModules()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The benchmark builds the memory site from generated content (300 projects) this way.
      ...(process.env.PORTFOLIO_CONTENT
        ? [{ find: /^.*\/mocks\/portfolio\.json$/, replacement: process.env.PORTFOLIO_CONTENT }]
        : []),
    ],
  },
  build: {
    target: 'es2022',
    // One stylesheet, linked from the HTML: the app's code loads after the first paint
    // (src/boot.ts), but every style the prerendered page needs must be there before it.
    cssCodeSplit: false,
    // The entry (src/boot.ts) must import nothing: a module it imports is requested as soon as
    // the entry arrives, racing the first paint. So Vite's preload helper, which its dynamic
    // imports use, is bundled into it, and the modulepreload polyfill (every current browser
    // has modulepreload) is left out.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'index', test: /src\/boot\.ts$|preload-helper/ }],
        },
      },
    },
  },
});
