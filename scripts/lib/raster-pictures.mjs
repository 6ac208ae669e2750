/**
 * Large raster pictures made from the demo's SVG illustrations, shaped like what a real owner
 * uploads: screenshots at a phone's or a laptop's native resolution, and a camera photo with a
 * photograph's grain and light fall-off (grain is what makes a real photo's JPEG heavy).
 */
import sharp from 'sharp';

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

/** Renders an SVG to a PNG of the given pixel width, as a device would capture its screen. */
export async function renderScreenshot(svg, width) {
  return sharp(svg, { density: 72 * 8 })
    .resize({ width })
    .png({ compressionLevel: 9 })
    .toBuffer();
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
 * Renders an SVG as a camera photo: slightly soft, warm light from the upper left, darker
 * corners, and sensor grain, saved as a high-quality JPEG of the given size.
 */
export async function renderPhoto(svg, { width, height, seed = 1, grain = 26, quality = 92 }) {
  const base = await sharp(svg, { density: 72 * 8 })
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
