import { isRecord } from '@/domain/is-record';
import type { ImageManifest } from '@/domain/responsive-image';

/**
 * The `<meta name>` that gives the address of the build's image variants manifest, a file of
 * its own (scripts/prerender.ts writes both). Only the app needs it, to render what the HTML
 * already shows, so it stays out of the HTML that must arrive before the first paint; the app
 * requests it as it starts.
 */
export const IMAGE_MANIFEST_META = 'image-manifest';

/** Where this page's manifest is; null when the build wrote none (no image had variants). */
export function imageManifestAddress(document: Document): string | null {
  return (
    document.querySelector<HTMLMetaElement>(`meta[name="${IMAGE_MANIFEST_META}"]`)?.content || null
  );
}

/** A manifest from its file's text; empty when that is broken (every image keeps its URL). */
export function parseImageManifest(text: string): ImageManifest {
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? (parsed as ImageManifest) : {};
  } catch {
    return {};
  }
}

async function fetchText(address: string): Promise<string> {
  const response = await fetch(address);
  if (!response.ok) {
    throw new Error(`The image manifest did not arrive: HTTP ${response.status} for ${address}.`);
  }
  return response.text();
}

/**
 * The manifest the build wrote for this page; empty when there is none. Asked for twice at most:
 * once more rides out a blip (and a failed preload, which answers the first fetch). Rejects when
 * it does not arrive: without it the app would not render the images as the HTML has them.
 */
export async function loadImageManifest(document: Document): Promise<ImageManifest> {
  const address = imageManifestAddress(document);
  if (!address) return {};
  const text = await fetchText(address).catch(() => fetchText(address));
  return parseImageManifest(text);
}
