import type { Plugin, Rolldown } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): the first line of a file, it makes V8 compile every
 * function in the file as the file arrives, on a background thread, instead of on the main
 * thread the first time each is called, in the middle of the app's start.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The app's entry and the files of its start-up stages: everything the entry imports, then
 * everything its dynamic imports (the stages, src/boot.ts) import in turn. What those load later
 * (the repository, Firebase) is not among them.
 */
function startupFiles(
  bundle: Rolldown.OutputBundle,
): { entryFiles: string[]; stages: string[] } | null {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return null;
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // What the entry itself loads (the bundler may split it into a facade and its code).
  const entryFiles = new Set<string>();
  const addEntry = (fileName: string) => {
    if (entryFiles.has(fileName)) return;
    entryFiles.add(fileName);
    byName.get(fileName)?.imports.forEach(addEntry);
  };
  addEntry(entry.fileName);
  const stages = new Set<string>();
  const add = (fileName: string) => {
    if (entryFiles.has(fileName) || stages.has(fileName)) return;
    stages.add(fileName);
    byName.get(fileName)?.imports.forEach(add);
  };
  for (const fileName of entryFiles) byName.get(fileName)?.dynamicImports.forEach(add);
  return { entryFiles: [...entryFiles], stages: [...stages] };
}

/**
 * Lists in index.html (a `<meta name="startup-modules">`, which runs nothing: CSP-safe) every
 * file the entry's start-up stages need, so src/boot.ts can request them all at once after the
 * first paint and then evaluate them stage by stage: one round trip instead of one per stage.
 * Every one of those files, and the entry, starts with the compile hint: nearly all of their
 * code runs as the app starts.
 */
export function startupModules(): Plugin[] {
  // Recorded as the HTML is written, while the bundle still has its entry (Vite's HTML plugin
  // then drops the HTML's own), for the hints written after Vite's own last changes.
  let hinted: string[] = [];
  return [
    {
      name: 'portfolio:startup-modules',
      transformIndexHtml: {
        order: 'post',
        handler(html, { bundle }) {
          const startup = bundle && startupFiles(bundle);
          if (!startup) return html;
          hinted = [...startup.entryFiles, ...startup.stages];
          const content = startup.stages.map((file) => `/${file}`).join(' ');
          return [{ tag: 'meta', attrs: { name: 'startup-modules', content }, injectTo: 'head' }];
        },
      },
    },
    {
      name: 'portfolio:compile-hints',
      generateBundle: {
        // After Vite has written its own first lines (the preload helper's list of files).
        order: 'post',
        handler(_options, bundle) {
          for (const fileName of hinted) {
            const chunk = bundle[fileName];
            if (chunk?.type === 'chunk') chunk.code = COMPILE_HINT + chunk.code;
          }
        },
      },
    },
  ];
}
