import type { Manifest } from './studio-code.mjs';

/** A script-loading manifest entry: Vite's, with the lazy imports and assets it lists too. */
type Chunk = Manifest[string] & { dynamicImports?: string[]; assets?: string[] };

export interface PageScripts {
  /** The files the page's script tags load, with their static imports: before the first paint. */
  beforeFirstPaint: string[];
  /** Every file the page loads to start the app and show itself (`assets/…js`). */
  page: string[];
  /** Workers the page starts (`assets/…js`): loaded off the main thread. */
  workers: string[];
}

/** The scripts a page's HTML loads (`assets/…js`) and the text of those written into it. */
export function scriptsOfHtml(html: string): { files: string[]; inline: string[] } {
  const tags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  return {
    files: tags.flatMap(([, attributes = '']) => {
      const src = /\bsrc="\/(assets\/[^"]+\.js)"/.exec(attributes)?.[1];
      return src ? [src] : [];
    }),
    // Data blocks (JSON, JSON-LD) are not run.
    inline: tags
      .filter(([, attributes = '']) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes))
      .map(([, , text = '']) => text),
  };
}

/**
 * What a page loads, read from the build's manifest: its script tags' files; then what the
 * entry imports lazily as it starts (src/start/evaluate-app.ts's stages and the app); then the
 * lazy modules `loads` names (manifest keys such as `src/routes/project-page.tsx`), each with
 * its static imports. Which lazy modules a page loads is the app's behaviour, so the caller
 * says; a key the manifest lacks is an error, not a smaller page.
 */
export function pageScripts(
  manifest: Manifest,
  htmlFiles: readonly string[],
  loads: readonly string[],
): PageScripts {
  const chunks = manifest as Record<string, Chunk>;
  const keyOf = new Map(Object.entries(chunks).map(([key, chunk]) => [chunk.file, key]));
  const chunk = (key: string) => {
    const found = chunks[key];
    if (!found) throw new Error(`The build's manifest has no ${key}.`);
    return found;
  };
  const withImports = (keys: Iterable<string>) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      chunk(key).imports?.forEach(visit);
    };
    [...keys].forEach(visit);
    return seen;
  };
  const entryKeys = htmlFiles.map((file) => {
    const key = keyOf.get(file);
    if (!key) throw new Error(`The build's manifest has no chunk for ${file}.`);
    return key;
  });
  const first = withImports(entryKeys);
  const started = [...first].flatMap((key) => chunk(key).dynamicImports ?? []);
  const page = withImports([...first, ...started, ...loads]);
  const files = (keys: Iterable<string>) => [...keys].map((key) => chunk(key).file).sort();
  return {
    beforeFirstPaint: files(first),
    page: files(page),
    workers: [...page]
      .flatMap((key) => chunk(key).assets ?? [])
      .filter((file) => file.endsWith('.js'))
      .sort(),
  };
}
