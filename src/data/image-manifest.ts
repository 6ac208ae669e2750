import { isRecord } from '@/domain/is-record';
import type { ImageManifest } from '@/domain/responsive-image';

/**
 * The `<meta name>` that gives the address of the build's image variants manifest, a file of
 * its own (scripts/prerender.ts writes both). Only the app needs it, to render what the HTML
 * already shows, so it stays out of the HTML that must arrive before the first paint; the app
 * requests it as it starts.
 */
export const IMAGE_MANIFEST_META = 'image-manifest';

async function fetchManifest(address: string): Promise<ImageManifest> {
  const response = await fetch(address);
  if (!response.ok) {
    throw new Error(`The image manifest did not arrive: HTTP ${response.status} for ${address}.`);
  }
  // A broken file is an empty manifest: every image keeps its own URL.
  const parsed: unknown = await response.json().catch(() => null);
  return isRecord(parsed) ? (parsed as ImageManifest) : {};
}

/**
 * The manifest the build wrote for this page; empty when there is none. Asked for twice at most:
 * once more rides out a blip (and a failed preload, which answers the first fetch). Rejects when
 * it does not arrive: without it the app would not render the images as the HTML has them.
 */
export async function loadImageManifest(document: Document): Promise<ImageManifest> {
  const address = document.querySelector<HTMLMetaElement>(
    `meta[name="${IMAGE_MANIFEST_META}"]`,
  )?.content;
  if (!address) return {};
  return fetchManifest(address).catch(() => fetchManifest(address));
}
