import type { Plugin } from 'vite';

/**
 * Lists in index.html (a `<meta name="startup-modules">`, which runs nothing: CSP-safe) every
 * file the entry's start-up stages need, so src/boot.ts can request them all at once after the
 * first paint and then evaluate them stage by stage: one round trip instead of one per stage.
 */
export function startupModules(): Plugin {
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
