import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import sharp from 'sharp';

const FETCH_TIMEOUT_MS = 8000;
const MAX_BYTES = 10 * 1024 * 1024;

/** A root-relative photo is a file in public/ (the demo's); anything else is fetched. */
async function readSource(source: string, publicDir: string): Promise<Buffer> {
  if (source.startsWith('/')) {
    const root = normalize(publicDir);
    const file = normalize(join(root, decodeURIComponent(source)));
    if (!file.startsWith(root + sep)) throw new Error(`${source} is outside ${publicDir}`);
    return readFile(file);
  }
  const response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${source} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_BYTES) throw new Error(`${source} is over ${MAX_BYTES} bytes`);
  return bytes;
}

/**
 * The owner's photo as a square PNG data URL for the preview image (sharp reads JPEG, PNG, WebP,
 * AVIF, GIF and SVG; satori takes PNG and JPEG only), or null when it cannot be read.
 */
export async function readPhoto(
  source: string,
  { publicDir, size }: { publicDir: string; size: number },
): Promise<string | null> {
  try {
    const png = await sharp(await readSource(source, publicDir), { density: 300 })
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}
