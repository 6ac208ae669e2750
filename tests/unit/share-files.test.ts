// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseUserProfile } from '@/domain/user-profile';
import content from '../../mocks/portfolio.json';
import { renderRobotsTxt, renderSitemapXml } from '../../scripts/lib/crawl-files';
import { renderPreviewImage } from '../../scripts/lib/preview-image';
import { LIGHT_COLOURS } from '../../scripts/lib/site-look';
import { renderFaviconSvg, renderWebManifest } from '../../scripts/lib/site-icons';
import { writeShareFiles } from '../../scripts/lib/write-share-files';
import { server } from '../support/msw-server';
import { makeUser } from '../support/factories';

const demoUser = parseUserProfile(content.user);
const PUBLIC = 'public';

async function pixelAt(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return `#${[...data.subarray(offset, offset + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

describe('the preview image', { timeout: 30_000 }, () => {
  it('is a 1200×630 PNG in the light look, with the photo read from the built site', async () => {
    const { png, photoRead } = await renderPreviewImage(demoUser, { publicDirs: [PUBLIC] });
    expect(photoRead).toBe(true);
    expect(await sharp(png).metadata()).toMatchObject({
      format: 'png',
      width: 1200,
      height: 630,
    });
    expect(await pixelAt(png, 10, 10)).toBe(LIGHT_COLOURS.background);
    expect(await pixelAt(png, 600, 625)).toBe(LIGHT_COLOURS.accent);
  });

  it('looks for the photo in each folder in turn, as the page’s images are', async () => {
    // An owner's own folder (PORTFOLIO_PUBLIC_DIR) comes after the built site, which lacks it.
    const builtSite = await mkdtemp(join(tmpdir(), 'portfolio-built-'));
    const found = await renderPreviewImage(demoUser, { publicDirs: [builtSite, PUBLIC] });
    expect(found.photoRead).toBe(true);
    const missing = await renderPreviewImage(demoUser, { publicDirs: [builtSite] });
    expect(missing.photoRead).toBe(false);
    await rm(builtSite, { recursive: true });
  });

  it('keeps a huge name and bio inside the image, clipped, with the photo round', async () => {
    const { png } = await renderPreviewImage(
      { name: 'W'.repeat(100), bio: 'Lorem ipsum dolor sit amet '.repeat(400), photo: '' },
      { publicDirs: [PUBLIC] },
    );
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const background = Buffer.from(LIGHT_COLOURS.background.slice(1), 'hex');
    // The right margin, top to the accent band, is untouched by text.
    for (let y = 0; y < 600; y += 5) {
      for (let x = 1160; x < 1200; x += 5) {
        const offset = (y * info.width + x) * info.channels;
        expect(data.subarray(offset, offset + 3).equals(background), `${x},${y}`).toBe(true);
      }
    }
    // The photo's circle is as wide as it is high: the text did not squeeze it.
    expect(await pixelAt(png, 90 + 8 + 4, 315)).toBe(LIGHT_COLOURS.accentSoft);
  });

  it('falls back to the initial when the photo cannot be fetched, and says so', async () => {
    server.use(
      http.get('https://photos.example/missing.jpg', () => new HttpResponse(null, { status: 404 })),
      http.get('https://photos.example/broken.jpg', () => HttpResponse.error()),
    );
    const withPhoto = await renderPreviewImage(demoUser, { publicDirs: [PUBLIC] });
    for (const photo of [
      'https://photos.example/missing.jpg',
      'https://photos.example/broken.jpg',
      '/nothing-here.png',
    ]) {
      const { png, photoRead } = await renderPreviewImage(
        { ...demoUser, photo },
        { publicDirs: [PUBLIC] },
      );
      expect(photoRead, photo).toBe(false);
      expect(png.equals(withPhoto.png), photo).toBe(false);
      expect((await sharp(png).metadata()).width).toBe(1200);
    }
  });

  it('reads a photo fetched from the owner’s address', async () => {
    const jpeg = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#ff0000' },
    })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer();
    server.use(
      http.get('https://photos.example/me.jpg', () =>
        HttpResponse.arrayBuffer(
          jpeg.buffer.slice(jpeg.byteOffset, jpeg.byteOffset + jpeg.length) as ArrayBuffer,
          {
            headers: { 'Content-Type': 'image/jpeg' },
          },
        ),
      ),
    );
    const { png, photoRead } = await renderPreviewImage(
      { ...demoUser, photo: 'https://photos.example/me.jpg' },
      { publicDirs: [PUBLIC] },
    );
    expect(photoRead).toBe(true);
    // The middle of the round photo, left of the text.
    const [red = 0, green = 255] = Buffer.from((await pixelAt(png, 240, 315)).slice(1), 'hex');
    expect(red).toBeGreaterThan(240);
    expect(green).toBeLessThan(16);
  });

  it('never reads a file outside the site for a root-relative photo', async () => {
    const { photoRead } = await renderPreviewImage(
      { ...demoUser, photo: '/../package.json' },
      { publicDirs: [PUBLIC] },
    );
    expect(photoRead).toBe(false);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('allows everything and names the sitemap when the site has an address', () => {
    expect(renderRobotsTxt('https://maya.example/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://maya.example/sitemap.xml\n',
    );
    expect(renderRobotsTxt(null)).toBe('User-agent: *\nAllow: /\n');
  });

  it('lists the home page with the last content change', () => {
    const xml = renderSitemapXml('https://maya.example/', new Date('2026-11-01T10:00:00Z'));
    expect(xml).toContain('<loc>https://maya.example/</loc>');
    expect(xml).toContain('<lastmod>2026-11-01T10:00:00.000Z</lastmod>');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
  });
});

describe('icons and manifest', () => {
  it('draws the favicon from the owner’s initial, escaped', () => {
    expect(renderFaviconSvg('maya')).toContain('>M</text>');
    expect(renderFaviconSvg('<script>')).toContain('>&lt;</text>');
    expect(renderFaviconSvg('ängel')).toContain('>Ä</text>');
  });

  it('names the site and its colours in the manifest', () => {
    expect(JSON.parse(renderWebManifest('Maya Lindqvist'))).toMatchObject({
      name: 'Maya Lindqvist · Portfolio',
      short_name: 'Maya Lindqvist',
      theme_color: LIGHT_COLOURS.background,
      background_color: LIGHT_COLOURS.background,
    });
  });

  it('uses the colours of the site’s light scheme', async () => {
    const css = await readFile('src/styles/global.css', 'utf8');
    const light = css.slice(
      css.indexOf(':root {'),
      css.indexOf('@media (prefers-color-scheme: dark)'),
    );
    const names: Record<keyof typeof LIGHT_COLOURS, string> = {
      background: 'bg',
      surface: 'surface',
      text: 'text',
      textMuted: 'text-muted',
      border: 'border',
      accent: 'accent',
      onAccent: 'on-accent',
      accentSoft: 'accent-soft',
      onAccentSoft: 'on-accent-soft',
    };
    for (const [key, name] of Object.entries(names)) {
      expect(light, name).toContain(
        `--color-${name}: ${LIGHT_COLOURS[key as keyof typeof LIGHT_COLOURS]};`,
      );
    }
  });
});

describe('writeShareFiles', { timeout: 30_000 }, () => {
  let dist: string;
  const logs: string[] = [];
  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), 'portfolio-share-'));
    logs.length = 0;
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  const write = (user: ReturnType<typeof parseUserProfile> | null, siteUrl: string | null) =>
    writeShareFiles({
      dist,
      publicDirs: [PUBLIC],
      user,
      siteUrl,
      lastChanged: new Date('2026-11-01T10:00:00Z'),
      log: (line) => logs.push(line),
    });

  it('names the preview by its content, so a change of content is a new address', async () => {
    const first = await write(demoUser, 'https://maya.example/');
    expect(first?.path).toMatch(/^\/assets\/preview-[0-9a-f]{12}\.png$/);
    const again = await write(demoUser, 'https://maya.example/');
    expect(again?.path).toBe(first?.path);
    const renamed = await write({ ...demoUser, name: 'Maya L.' }, 'https://maya.example/');
    expect(renamed?.path).not.toBe(first?.path);
    expect((await readdir(join(dist, 'assets'))).sort()).toEqual(
      [first?.path, renamed?.path].map((path) => path?.slice('/assets/'.length)).sort(),
    );
    expect(first?.alt).toBe(
      `${demoUser.name}: Hi, I'm Maya, a mobile and web developer based in Gothenburg.`,
    );
    expect(await readdir(dist)).toEqual(
      expect.arrayContaining([
        'robots.txt',
        'sitemap.xml',
        'favicon.svg',
        'favicon-32.png',
        'apple-touch-icon.png',
        'site.webmanifest',
      ]),
    );
    // Every PNG icon the manifest names is written, at the size it says.
    const manifest = JSON.parse(await readFile(join(dist, 'site.webmanifest'), 'utf8')) as {
      icons: { src: string; type: string; sizes: string }[];
    };
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes)).toEqual(['180x180', '192x192', '512x512']);
    for (const { src, sizes } of pngs) {
      const icon = await sharp(await readFile(join(dist, src))).metadata();
      expect(`${icon.width}x${icon.height}`, src).toBe(sizes);
    }
  });

  it('writes no sitemap without a site address, and no preview for an empty shell', async () => {
    expect(await write(null, null)).toBeNull();
    const files = await readdir(dist);
    expect(files).toContain('robots.txt');
    expect(files).not.toContain('sitemap.xml');
    expect(files).not.toContain('assets');
  });

  it('warns when the photo could not be read', async () => {
    await write(parseUserProfile(makeUser({ photo: '/missing.png' })), null);
    expect(logs.join('\n')).toContain('the photo /missing.png could not be read');
  });
});
