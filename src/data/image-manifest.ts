import { isRecord } from '@/domain/is-record';
import type { ImageManifest } from '@/domain/responsive-image';

/** The id of the JSON script the build writes the image variants manifest into. */
export const IMAGE_MANIFEST_ID = 'image-manifest';

/**
 * The manifest as the text of a `<script type="application/json">`. Its keys are the owner's
 * URLs: with `<` escaped none can end the element, and U+2028/U+2029 are escaped too.
 */
export function serializeImageManifest(manifest: ImageManifest): string {
  return JSON.stringify(manifest)
    .replace(/</g, '\\u003c')
    .replace(/[\u2028\u2029]/g, (separator) => `\\u${separator.charCodeAt(0).toString(16)}`);
}

/** The manifest the build embedded; empty when there is none (every image keeps its URL). */
export function readImageManifest(document: Document): ImageManifest {
  const text = document.getElementById(IMAGE_MANIFEST_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? (parsed as ImageManifest) : {};
  } catch {
    return {};
  }
}
