import { vi } from 'vitest';

/**
 * Catches what the page downloads (download-json.ts: an object URL clicked as a link), since
 * happy-dom saves nothing: each file's Blob, and each link clicked, with its `download` name.
 */
export function captureDownloads(): { created: Blob[]; clicked: HTMLAnchorElement[] } {
  const created: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    created.push(blob as Blob);
    return 'blob:exported';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  return { created, clicked };
}
