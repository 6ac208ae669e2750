/**
 * Where the build reads an image from: a root-relative URL from the folders the site serves
 * (public/, or the folders it is told of), an http(s) URL over the network, within a time limit.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

const FETCH_TIMEOUT_MS = 10_000;
/** Larger than any camera's JPEG; a bigger answer is not an image to put on a page. */
const MAX_BYTES = 64 * 1024 * 1024;

export interface ImageSources {
  /** Searched in order for a root-relative URL; by default public/ alone. */
  publicDirs?: readonly string[];
  fetch?: typeof fetch;
}

export type LoadedImage = { ok: true; bytes: Buffer } | { ok: false; reason: string };

/** The public folders a build reads from: PORTFOLIO_PUBLIC_DIR (an owner's own folder) first. */
export function publicDirsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return [env.PORTFOLIO_PUBLIC_DIR, 'public'].filter((dir): dir is string => Boolean(dir));
}

async function readLocal(url: string, dirs: readonly string[]): Promise<LoadedImage> {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, 'http://site.invalid').pathname);
  } catch {
    return { ok: false, reason: 'not a valid path' };
  }
  for (const dir of dirs) {
    const root = resolve(dir);
    const file = resolve(join(root, path));
    // `/../x` must not reach outside the folder the site serves.
    if (!file.startsWith(root + sep)) return { ok: false, reason: 'outside the public folder' };
    try {
      return { ok: true, bytes: await readFile(file) };
    } catch {
      // Not in this folder; the next one may have it.
    }
  }
  return { ok: false, reason: `not found in ${dirs.join(', ')}` };
}

async function download(url: string, fetchImpl: typeof fetch): Promise<LoadedImage> {
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_BYTES) return { ok: false, reason: 'larger than 64 MB' };
    return { ok: true, bytes };
  } catch (error) {
    return { ok: false, reason: `could not be fetched: ${(error as Error).message}` };
  }
}

export function loadImage(
  url: string,
  { publicDirs = ['public'], fetch: fetchImpl = fetch }: ImageSources = {},
): Promise<LoadedImage> {
  if (url.startsWith('/') && !url.startsWith('//')) return readLocal(url, publicDirs);
  if (/^https?:\/\//i.test(url)) return download(url, fetchImpl);
  return Promise.resolve({ ok: false, reason: 'neither a site path nor an http(s) URL' });
}
