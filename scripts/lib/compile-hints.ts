import type { Plugin, Rolldown } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): the first line of a file, it makes V8 compile every
 * function in the file as the file arrives, on a background thread, instead of on the main
 * thread the first time each is called, in the middle of the app's start.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The entry's files and everything its dynamic imports (the app's start-up stages,
 * src/start/evaluate-app.ts) import in turn; what those load later (the repository, Firebase)
 * is not among them.
 */
function startupFiles(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    byName.get(fileName)?.imports.forEach(add);
  };
  // The entry may be a facade over a file of its code: its dynamic imports are that file's.
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => add(chunk.fileName));
  for (const fileName of [...files]) byName.get(fileName)?.dynamicImports.forEach(add);
  return [...files];
}

/** Every file the app needs to start begins with the compile hint: nearly all of it runs then. */
export function compileHints(): Plugin {
  // Listed as the HTML is written, while the bundle still has its entry (Vite's HTML plugin
  // drops the HTML's own before generateBundle), and marked after Vite's own last changes.
  let startup: string[] = [];
  return {
    name: 'portfolio:compile-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (bundle) startup = startupFiles(bundle);
        return html;
      },
    },
    generateBundle: {
      // After Vite has written its own first lines (the preload helper's list of files).
      order: 'post',
      handler(_options, bundle) {
        for (const fileName of startup) {
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
