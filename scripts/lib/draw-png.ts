/**
 * Draws a React element to PNG at build time: satori lays it out and turns its text into paths
 * with the fonts shipped in scripts/fonts (so the build works offline), resvg rasterises it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import satori from 'satori';

const FONT_DIR = join(import.meta.dirname, '..', 'fonts');
/** Inter, Latin and Latin Extended: satori looks a character up in each font in turn. */
const FONT_FILES = [
  ['inter-latin-400-normal.woff', 400],
  ['inter-latin-700-normal.woff', 700],
  ['inter-latin-ext-400-normal.woff', 400],
  ['inter-latin-ext-700-normal.woff', 700],
] as const;

let fonts: Promise<Parameters<typeof satori>[1]['fonts']> | undefined;

function loadFonts() {
  fonts ??= Promise.all(
    FONT_FILES.map(async ([file, weight]) => ({
      name: 'Inter',
      data: await readFile(join(FONT_DIR, file)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

export async function drawPng(element: ReactNode, width: number, height: number): Promise<Buffer> {
  const svg = await satori(element, { width, height, fonts: await loadFonts() });
  // Off the main thread (libuv's pool), so a build drawing a preview per project draws several
  // at once while satori lays out the next.
  const image = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false },
  });
  return image.asPng();
}
