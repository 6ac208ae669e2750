import sharp, { type ResizeOptions } from 'sharp';
import { loadImage } from './image-source';

/** A picture read for the preview image: a PNG data URL and the size it was scaled to. */
export interface ReadPicture {
  src: string;
  width: number;
  height: number;
}

/**
 * An image of the content as a PNG data URL for the preview image (sharp reads JPEG, PNG, WebP,
 * AVIF, GIF and SVG; satori takes PNG and JPEG only), scaled by `resize`, or null when it cannot
 * be read. It is read as the page's images are (scripts/lib/image-source.ts): a root-relative
 * path from the given folders, anything else over the network.
 */
async function readAsPng(
  source: string,
  publicDirs: readonly string[],
  resize: ResizeOptions & { width: number; height: number },
): Promise<ReadPicture | null> {
  const loaded = await loadImage(source, { publicDirs });
  if (!loaded.ok) return null;
  try {
    const { data, info } = await sharp(loaded.bytes, { density: 300 })
      .resize(resize)
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

/** The owner's photo, cropped square to `size`, as a PNG data URL; null when it cannot be read. */
export async function readPhoto(
  source: string,
  { publicDirs, size }: { publicDirs: readonly string[]; size: number },
): Promise<string | null> {
  const photo = await readAsPng(source, publicDirs, {
    width: size,
    height: size,
    fit: 'cover',
    position: 'attention',
  });
  return photo?.src ?? null;
}

/**
 * A project's picture scaled, whole, to fit a box of the preview image (a phone's tall screenshot
 * and a desktop's wide one alike); null when it cannot be read.
 */
export function readPicture(
  source: string,
  { publicDirs, width, height }: { publicDirs: readonly string[]; width: number; height: number },
): Promise<ReadPicture | null> {
  return readAsPng(source, publicDirs, { width, height, fit: 'inside' });
}
