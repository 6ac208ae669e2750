/**
 * Everything the build writes beside the page for links, crawlers and browsers' chrome: the
 * preview image (named by its content's hash, under assets/, cached for good), robots.txt,
 * sitemap.xml, the favicon, the apple-touch-icon, the manifest's icons and the web app manifest.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { clipText } from '../../src/domain/clip';
import type { PreviewImage } from '../../src/domain/share-metadata';
import type { UserProfile } from '../../src/domain/user-profile';
import { contentHash } from './content-hash';
import { renderRobotsTxt, renderSitemapXml } from './crawl-files';
import { firstLineOf, PREVIEW_HEIGHT, PREVIEW_WIDTH, renderPreviewImage } from './preview-image';
import {
  FAVICON_PNG,
  PNG_ICONS,
  renderFaviconSvg,
  renderSquareIcon,
  renderWebManifest,
} from './site-icons';

export interface ShareFilesInput {
  dist: string;
  /** Where a root-relative photo is looked for, in order (the built site, an owner's folder). */
  publicDirs: readonly string[];
  /** Null for an empty shell: generic icons, no preview image. */
  user: UserProfile | null;
  siteUrl: string | null;
  lastChanged: Date;
  log: (message: string, level?: 'info' | 'warn') => void;
}

/** Writes the files; returns the preview image the page's head should name, if any. */
export async function writeShareFiles({
  dist,
  publicDirs,
  user,
  siteUrl,
  lastChanged,
  log,
}: ShareFilesInput): Promise<PreviewImage | null> {
  const name = user?.name ?? '';
  /** Whose initial the icons show: the site's own name's for an empty shell. */
  const iconName = name || 'Portfolio';
  const write = (file: string, data: string | Buffer) => writeFile(join(dist, file), data);
  await write('robots.txt', renderRobotsTxt(siteUrl));
  if (siteUrl) await write('sitemap.xml', renderSitemapXml(siteUrl, lastChanged));
  await write('favicon.svg', renderFaviconSvg(iconName));
  await write(
    FAVICON_PNG.file,
    await renderSquareIcon(iconName, FAVICON_PNG.size, { rounded: true }),
  );
  for (const { file, size } of PNG_ICONS) {
    await write(file, await renderSquareIcon(iconName, size));
  }
  await write('site.webmanifest', renderWebManifest(name));
  if (!user || !name) return null;

  const { png, photoRead } = await renderPreviewImage(user, { publicDirs });
  if (!photoRead) {
    log(
      `prerender: the photo ${user.photo} could not be read; the preview image shows the initial.`,
      'warn',
    );
  }
  const path = `/assets/preview-${contentHash(png, 12)}.png`;
  await mkdir(join(dist, 'assets'), { recursive: true });
  await write(path, png);
  const tagline = firstLineOf(user.bio);
  return {
    path,
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    // Twitter takes at most 420 characters of alt text.
    alt: clipText(tagline ? `${name}: ${tagline}` : name, 420),
  };
}
