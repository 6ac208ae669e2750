/**
 * Writes the demo's raster originals into public/demo/ from the SVG illustrations beside them:
 * the profile photo as a camera JPEG (a photograph's grain and light fall-off: grain is what
 * makes a real photo's JPEG heavy) and the project screenshots as PNGs at a phone's (portrait,
 * 1170 px wide) or a laptop's (landscape, 2560 px wide) resolution, so the build's image
 * pipeline gets what a real owner uploads. Run once after changing an illustration:
 *   node scripts/generate-demo-images.mjs
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const DEMO = join(import.meta.dirname, '..', 'public', 'demo');
const PHONE_WIDTH = 1170;
const DESKTOP_WIDTH = 2560;
/** Eight times the SVG's own resolution: sharp then scales down, never up. */
const DENSITY = 72 * 8;

/** A small deterministic generator, so every run writes the same bytes. */
function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function grainLayer(width, height, strength, seed) {
  const random = createRandom(seed);
  const pixels = Buffer.alloc(width * height);
  for (let index = 0; index < pixels.length; index += 1) {
    // Roughly Gaussian (the sum of three uniforms) around mid grey, the overlay's neutral value.
    const noise = (random() + random() + random() - 1.5) * strength;
    pixels[index] = Math.max(0, Math.min(255, Math.round(128 + noise)));
  }
  return sharp(pixels, { raw: { width, height, channels: 1 } }).toColourspace('srgb');
}

function vignette(width, height) {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><radialGradient id="v" cx="0.42" cy="0.38" r="0.75">' +
      '<stop offset="0" stop-color="#fff6e8" stop-opacity="0.28"/>' +
      '<stop offset="0.55" stop-color="#000" stop-opacity="0"/>' +
      '<stop offset="1" stop-color="#000" stop-opacity="0.45"/>' +
      `</radialGradient></defs><rect width="${width}" height="${height}" fill="url(#v)"/></svg>`,
  );
}

/**
 * An SVG as a camera photo: slightly soft, warm light from the upper left, darker corners, and
 * sensor grain, saved as a high-quality JPEG of the given size.
 */
async function renderPhoto(svg, { width, height, seed = 1, grain = 26, quality = 92 }) {
  const base = await sharp(svg, { density: DENSITY })
    .resize({ width, height, fit: 'cover' })
    .blur(width / 900)
    .png()
    .toBuffer();
  const grainPng = await grainLayer(width, height, grain, seed).png().toBuffer();
  return sharp(base)
    .composite([
      { input: vignette(width, height), blend: 'over' },
      { input: grainPng, blend: 'overlay' },
    ])
    .jpeg({ quality, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

for (const name of (await readdir(DEMO)).filter((file) => file.endsWith('.svg')).sort()) {
  const svg = await readFile(join(DEMO, name));
  const stem = name.slice(0, -'.svg'.length);
  let target;
  let bytes;
  if (stem === 'avatar') {
    target = `${stem}.jpg`;
    bytes = await renderPhoto(svg, { width: 2000, height: 2000 });
  } else {
    // A PNG as a device captures its screen.
    const { width = 0, height = 0 } = await sharp(svg).metadata();
    target = `${stem}.png`;
    bytes = await sharp(svg, { density: DENSITY })
      .resize({ width: height > width ? PHONE_WIDTH : DESKTOP_WIDTH })
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
  await writeFile(join(DEMO, target), bytes);
  console.log(`${target}: ${Math.round(bytes.length / 1024)} KB`);
}
