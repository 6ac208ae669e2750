/**
 * The build's image pipeline: reads each image the content shows (from the public folder, or
 * over HTTP(S) in a Firestore build), and writes its variants (AVIF and WebP at the widths its
 * layout needs, see src/ui/image-layout-slots.ts) into dist/assets/ under content-hashed names,
 * which Hosting caches immutably. Returns the manifest the page renders them from.
 */
import { hash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { PortfolioDocuments } from '../../src/data/portfolio-repository';
import { parseProject } from '../../src/domain/project';
import {
  cropToRatio,
  slotsOf,
  variantWidths,
  type ImageCandidate,
  type ImageEntry,
  type ImageManifest,
  type LayoutSlots,
} from '../../src/domain/responsive-image';
import { parseUserProfile } from '../../src/domain/user-profile';
import { IMAGE_LAYOUT_SLOTS } from '../../src/ui/image-layout-slots';
import type { ImageLayoutName } from '../../src/ui/image-layouts';
import { loadImage, type ImageSources } from './image-source';
import { mapWithLimit } from './map-with-limit';
import { linesTo, progressLine, type ProgressStream } from './progress-line';

/** Changes every cached file's key: raise it when an encoder setting below changes. */
const ENCODER_SETTINGS = 'avif q55 e2 | webp q78 | v1';
const FORMATS = ['avif', 'webp'] as const;
type Format = (typeof FORMATS)[number];

/**
 * Images worked on at once: downloads that time out then cost 10 s per batch rather than per
 * image, while only this many originals (a camera JPEG is ~10 MB decoded to far more) are in
 * memory together.
 */
const PARALLEL_IMAGES = 3;

export interface ImageUse {
  url: string;
  layout: ImageLayoutName;
}

/**
 * Where a project's image appears: its card's carousel, its page's lead or gallery, and the
 * viewer.
 */
const PROJECT_IMAGE_LAYOUTS = ['screenshot', 'lead', 'gallery', 'viewer'] as const;

/**
 * Every image the pages show, in each layout it appears in, as the page will have its URL
 * (parsed as the client does).
 */
export function listContentImages(content: PortfolioDocuments): ImageUse[] {
  const photo = content.user == null ? '' : parseUserProfile(content.user).photo;
  const projectImages = (content.projects ?? []).flatMap(
    (document) => parseProject('', document).images,
  );
  return [
    ...(photo ? [{ url: photo, layout: 'photo' as const }] : []),
    ...projectImages.flatMap((url) => PROJECT_IMAGE_LAYOUTS.map((layout) => ({ url, layout }))),
  ];
}

export interface ImageVariantOptions extends ImageSources {
  /** The client build: variants go to its assets/ folder. */
  dist: string;
  /** Encoded variants are kept here between builds, keyed by the original's bytes. */
  cacheDir?: string;
  log?: (message: string, level?: 'info' | 'warn') => void;
  /** Told which image is done (read or left out), "i of n"; by default in plain lines to `log`. */
  progress?: ProgressStream;
}

/** A file-name stem from the image's URL: readable in the network panel, safe in a srcset. */
function stemOf(url: string): string {
  const last = url.split(/[?#]/, 1)[0]?.split('/').pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // Not percent-encoded as it should be: the raw name is still a fine stem.
  }
  const stem = name
    .replace(/\.[a-z0-9]+$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return stem || 'image';
}

/** `cachedAs`: the start of the cached files' names, from the original's bytes. */
async function encode(
  original: Buffer,
  { width, height }: { width: number; height?: number },
  format: Format,
  cachedAs: string,
): Promise<Buffer> {
  const size = height === undefined ? `${width}` : `${width}x${height}`;
  const cached = `${cachedAs}-${size}.${format}`;
  try {
    return await readFile(cached);
  } catch {
    // Not encoded yet.
  }
  const resized = sharp(original)
    .autoOrient()
    .resize({ width, height, fit: 'cover', position: 'centre', withoutEnlargement: true });
  // Effort 2: on a small build machine AVIF's default effort costs ~6x the time for ~25% fewer bytes.
  const bytes = await (
    format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 78 })
  ).toBuffer();
  await writeFile(cached, bytes);
  return bytes;
}

interface Use {
  layouts: LayoutSlots[];
  /** The ratio every layout it appears in crops it to; undefined when any shows it whole. */
  crop: number | undefined;
}

async function makeEntry(
  url: string,
  original: Buffer,
  { layouts, crop }: Use,
  { dist, cacheDir }: { dist: string; cacheDir: string },
): Promise<ImageEntry> {
  const metadata = await sharp(original).metadata();
  const { width, height } = metadata.autoOrient;
  // An SVG is sharp at every size and usually smaller than any raster of it: served as it is.
  if (metadata.format === 'svg') return { width, height };
  const entry: ImageEntry =
    crop === undefined ? { width, height } : cropToRatio(width, height, crop);
  // Known only now: a portrait is drawn at its own widths where a layout stands it in its shape.
  const slots = layouts.flatMap((layout) => slotsOf(layout, entry));
  // The original's bytes and the encoder's settings name its cached variants.
  const cachedAs = join(
    cacheDir,
    hash('sha256', Buffer.concat([Buffer.from(ENCODER_SETTINGS), original])),
  );
  for (const format of FORMATS) {
    const candidates: ImageCandidate[] = [];
    for (const target of variantWidths(slots, entry.width)) {
      const size = {
        width: target,
        height: crop === undefined ? undefined : Math.round(target / crop),
      };
      const bytes = await encode(original, size, format, cachedAs);
      const name = `${stemOf(url)}-${target}w.${hash('sha256', bytes).slice(0, 10)}.${format}`;
      await writeFile(join(dist, 'assets', name), bytes);
      candidates.push({ url: `/assets/${name}`, width: target });
    }
    entry[format] = candidates;
  }
  return entry;
}

/**
 * Builds the variants of every image in use. An image that cannot be read or decoded is left
 * out of the manifest, and said so: the page then shows it from its own URL, in a reserved box.
 */
export async function buildImageVariants(
  uses: readonly ImageUse[],
  {
    dist,
    cacheDir = resolve('node_modules', '.cache', 'image-variants'),
    log = console.log,
    progress = linesTo(log),
    ...sources
  }: ImageVariantOptions,
): Promise<ImageManifest> {
  await mkdir(join(dist, 'assets'), { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  const usesByUrl = new Map<string, Use>();
  for (const { url, layout } of uses) {
    const shown: LayoutSlots = IMAGE_LAYOUT_SLOTS[layout];
    const known = usesByUrl.get(url);
    usesByUrl.set(url, {
      layouts: [...(known?.layouts ?? []), shown],
      crop: known && known.crop !== shown.crop ? undefined : shown.crop,
    });
  }
  const variantsOf = async ([url, use]: [string, Use]) => {
    const loaded = await loadImage(url, sources);
    if (!loaded.ok) {
      log(`images: ${url} keeps its own URL (${loaded.reason})`, 'warn');
      return null;
    }
    try {
      return [url, await makeEntry(url, loaded.bytes, use, { dist, cacheDir })] as const;
    } catch (error) {
      log(
        `images: ${url} keeps its own URL (not an image sharp can read: ${String(error)})`,
        'warn',
      );
      return null;
    }
  };
  const told = progressLine('images: image', usesByUrl.size, progress);
  let done = 0;
  const entries = await mapWithLimit([...usesByUrl], PARALLEL_IMAGES, async (image) => {
    const entry = await variantsOf(image);
    done += 1;
    told.step(done);
    return entry;
  });
  told.end();
  const manifest: ImageManifest = Object.fromEntries(entries.filter((entry) => entry !== null));
  const files = Object.values(manifest).reduce(
    (count, { avif = [], webp = [] }) => count + avif.length + webp.length,
    0,
  );
  log(
    `images: ${Object.keys(manifest).length} of ${usesByUrl.size} read, ${files} variants written`,
  );
  return manifest;
}
