/**
 * What the build made of one image, and how an `<img>` (inside a `<picture>`) offers it. Pure:
 * the build writes the manifest (scripts/lib/image-variants.ts), the page reads it.
 */

/** One encoded copy of an image, `width` pixels wide. */
export interface ImageCandidate {
  url: string;
  width: number;
}

/** An image the build could read: its intrinsic size, and its variants unless it is an SVG. */
export interface ImageEntry {
  width: number;
  height: number;
  avif?: ImageCandidate[];
  webp?: ImageCandidate[];
}

/** Keyed by the image's URL as the content has it (after toSafeImageSrc). */
export type ImageManifest = Record<string, ImageEntry>;

/** A rendered width (CSS pixels) at the screen densities it is shown at. */
export interface LayoutSlot {
  cssWidth: number;
  densities: readonly number[];
}

/** A height (CSS pixels) a portrait is drawn at, in a box this wide, at these densities. */
export interface PortraitSlot {
  cssHeight: number;
  cssWidth: number;
  densities: readonly number[];
}

/**
 * Where a layout draws a taller-than-wide picture in its own shape: at a height of its own, as
 * narrow as the picture's proportions make it, never wider than its box. One per media condition,
 * in `sizes` order (the last with none): the drawn height, and the box's width where that height
 * could make the picture wider than it (CSS lengths).
 */
export interface PortraitSize {
  media?: string;
  height: string;
  maxWidth?: string;
}

/** Where an image appears, as the page offers it. */
export interface ImageLayout {
  /** Its rendered width. */
  sizes: string;
  /** The box reserved for an image the build could not read (its intrinsic size is unknown). */
  box: { width: number; height: number };
  /** Set where a portrait stands in its own shape, narrower than the box `sizes` describes. */
  portrait?: readonly PortraitSize[];
}

/** What the build makes an image's variants for, where it appears in one layout. */
export interface LayoutSlots {
  slots: readonly LayoutSlot[];
  /** Set where the layout stands a portrait in its own shape (ImageLayout's `portrait`). */
  portraitSlots?: readonly PortraitSlot[];
  /**
   * Set where the CSS crops the image to this width/height ratio (object-fit: cover, centred):
   * the variants are cropped the same way, so their width is all the pixels that show.
   */
  crop?: number;
}

interface Size {
  width: number;
  height: number;
}

/** A taller-than-wide picture, such as a phone screenshot. */
export function isPortrait({ width, height }: Size): boolean {
  return height > width;
}

/** The slots a picture of this size is drawn at in a layout: in its own shape, its own widths. */
export function slotsOf({ slots, portraitSlots }: LayoutSlots, size: Size): readonly LayoutSlot[] {
  if (!portraitSlots || !isPortrait(size)) return slots;
  const ratio = size.width / size.height;
  return portraitSlots.map(({ cssHeight, cssWidth, densities }) => ({
    cssWidth: Math.min(cssHeight * ratio, cssWidth),
    densities,
  }));
}

/**
 * The `sizes` of a picture of this size in the layout: in its own shape, its drawn height times
 * its width/height ratio, so the browser picks a file for the width it draws, not the box's.
 */
export function sizesOf({ sizes, portrait }: ImageLayout, size: Size): string {
  if (!portrait || !isPortrait(size)) return sizes;
  // Rounded up: a hair too wide picks no larger file, a hair too narrow could pick a blurry one.
  const ratio = Math.ceil((size.width / size.height) * 10_000) / 10_000;
  return portrait
    .map(({ media, height, maxWidth }) => {
      const width = `(${height}) * ${ratio}`;
      const value = maxWidth === undefined ? `calc(${width})` : `min(${width}, ${maxWidth})`;
      return media === undefined ? value : `${media} ${value}`;
    })
    .join(', ');
}

/** The largest centred part of a width x height picture with the given width/height ratio. */
export function cropToRatio(width: number, height: number, ratio: number) {
  return width / height > ratio
    ? { width: Math.round(height * ratio), height }
    : { width, height: Math.round(width / ratio) };
}

/** A candidate within this fraction above a width covers it: fewer files, little waste. */
const COVER_SLACK = 0.1;

/**
 * The pixel widths to encode: each slot's width at each of its densities, never wider than the
 * original (which then stands in for the wider ones), dropping a width that the next larger one
 * covers within COVER_SLACK.
 */
export function variantWidths(slots: readonly LayoutSlot[], originalWidth: number): number[] {
  const wanted = slots.flatMap(({ cssWidth, densities }) =>
    densities.map((density) => Math.min(Math.ceil(cssWidth * density), originalWidth)),
  );
  const descending = [...new Set(wanted)].filter((width) => width > 0).sort((a, b) => b - a);
  const kept: number[] = [];
  for (const width of descending) {
    const smallestKept = kept.at(-1);
    if (smallestKept === undefined || smallestKept > width * (1 + COVER_SLACK)) kept.push(width);
  }
  return kept.reverse();
}

export function toSrcSet(candidates: readonly ImageCandidate[]): string {
  return candidates.map(({ url, width }) => `${url} ${width}w`).join(', ');
}

export interface ImageSource {
  type: string;
  srcSet: string;
}

/** The attributes of the `<img>`, and the `<source>`s of its `<picture>` (none: a plain img). */
export interface ImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  sources: ImageSource[];
}

/**
 * Turns an image URL into what the page renders. With variants: AVIF in a `<source>`, WebP in
 * the `<img>` itself (every browser that can run this page decodes WebP, so no JPEG/PNG is
 * needed). An SVG is served as it is, at its own size; an image the build did not read keeps its
 * URL and gets the layout's box, so its space is reserved all the same.
 */
export function describeImage(
  source: string,
  entry: ImageEntry | undefined,
  layout: ImageLayout,
): ImageAttributes {
  if (!entry) return { src: source, ...layout.box, sources: [] };
  const { width, height, avif = [], webp = [] } = entry;
  const fallback = webp.find((candidate) => candidate.width >= layout.box.width) ?? webp.at(-1);
  if (!fallback) return { src: source, width, height, sources: [] };
  return {
    src: fallback.url,
    srcSet: toSrcSet(webp),
    sizes: sizesOf(layout, entry),
    width,
    height,
    sources: avif.length > 0 ? [{ type: 'image/avif', srcSet: toSrcSet(avif) }] : [],
  };
}
