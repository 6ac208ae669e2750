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

/** A picture read for the preview image: a PNG data URL and the size it was scaled to. */
export interface ReadPicture {
  src: string;
  width: number;
  height: number;
}

/**
 * A project's picture scaled, whole, to fit a box of the preview image (a phone's tall screenshot
 * and a desktop's wide one alike), read as readPhoto reads the photo; null when it cannot be.
 */
export async function readPicture(
  source: string,
  { publicDirs, width, height }: { publicDirs: readonly string[]; width: number; height: number },
): Promise<ReadPicture | null> {
  const loaded = await loadImage(source, { publicDirs });
  if (!loaded.ok) return null;
  try {
    const { data, info } = await sharp(loaded.bytes, { density: 300 })
      .resize(width, height, { fit: 'inside' })
      .png()
      .toBuffer({ resolveWithObject: true });
    return {
      src: `data:image/png;base64,${data.toString('base64')}`,
      width: info.width,
      height: info.height,
    };
  } catch {
    return null;
  }
}
