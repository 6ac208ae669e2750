import sharp from 'sharp';
import { loadImage } from './image-source';

/**
 * The owner's photo as a square PNG data URL for the preview image (sharp reads JPEG, PNG, WebP,
 * AVIF, GIF and SVG; satori takes PNG and JPEG only), or null when it cannot be read. It is read
 * as the page's images are (scripts/lib/image-source.ts): a root-relative path from the given
 * folders, anything else over the network.
 */
export async function readPhoto(
  source: string,
  { publicDirs, size }: { publicDirs: readonly string[]; size: number },
): Promise<string | null> {
  const loaded = await loadImage(source, { publicDirs });
  if (!loaded.ok) return null;
  try {
    const png = await sharp(loaded.bytes, { density: 300 })
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}
