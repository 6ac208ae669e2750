/**
 * Writes the demo's raster originals into public/demo/ from the SVG illustrations beside them:
 * the profile photo as a camera JPEG and the project screenshots as PNGs at a phone's (portrait,
 * 1170 px wide) or a laptop's (landscape, 2560 px wide) resolution, so the build's image
 * pipeline gets what a real owner uploads. Run once after changing an illustration:
 *   node scripts/generate-demo-images.mjs
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderPhoto, renderScreenshot } from './lib/raster-pictures.mjs';

const DEMO = join(import.meta.dirname, '..', 'public', 'demo');
const PHONE_WIDTH = 1170;
const DESKTOP_WIDTH = 2560;

for (const name of (await readdir(DEMO)).filter((file) => file.endsWith('.svg')).sort()) {
  const svg = await readFile(join(DEMO, name));
  const stem = name.slice(0, -'.svg'.length);
  let target;
  let bytes;
  if (stem === 'avatar') {
    target = `${stem}.jpg`;
    bytes = await renderPhoto(svg, { width: 2000, height: 2000 });
  } else {
    const { width = 0, height = 0 } = await sharp(svg).metadata();
    target = `${stem}.png`;
    bytes = await renderScreenshot(svg, height > width ? PHONE_WIDTH : DESKTOP_WIDTH);
  }
  await writeFile(join(DEMO, target), bytes);
  console.log(`${target}: ${Math.round(bytes.length / 1024)} KB`);
}
