// @vitest-environment node
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadImage } from '../../scripts/lib/image-source';
import { buildImageVariants, listContentImages } from '../../scripts/lib/image-variants';
import { linesTo } from '../../scripts/lib/progress-line';
import { slotsOf, variantWidths } from '@/domain/responsive-image';
import { IMAGE_LAYOUT_SLOTS } from '@/ui/image-layout-slots';

let publicDir: string;
let dist: string;
let cacheDir: string;
const logs: string[] = [];
const log = (line: string) => logs.push(line);

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'image-variants-'));
  publicDir = join(root, 'public');
  dist = join(root, 'dist');
  cacheDir = join(root, 'cache');
  await mkdir(join(publicDir, 'img'), { recursive: true });
  const photo = sharp({
    create: { width: 600, height: 400, channels: 3, background: '#3366aa' },
  });
  await writeFile(join(publicDir, 'img', 'Holiday Photo.jpg'), await photo.jpeg().toBuffer());
  await writeFile(
    join(publicDir, 'img', 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80"/></svg>',
  );
});

describe('buildImageVariants', () => {
  it('says as each image is done, i of n, the one left out included', async () => {
    const told: string[] = [];
    await buildImageVariants(
      [
        { url: '/img/Holiday%20Photo.jpg', layout: 'photo' },
        { url: '/img/missing.png', layout: 'screenshot' },
      ],
      {
        dist,
        publicDirs: [publicDir],
        cacheDir,
        log,
        progress: linesTo((line) => told.push(line)),
      },
    );
    expect(told).toEqual(['images: image 1 of 2', 'images: image 2 of 2']);
  });

  it('writes content-hashed AVIF and WebP variants no wider than the original, cropped as shown', async () => {
    const manifest = await buildImageVariants(
      [{ url: '/img/Holiday%20Photo.jpg', layout: 'photo' }],
      { dist, publicDirs: [publicDir], cacheDir, log },
    );
    const entry = manifest['/img/Holiday%20Photo.jpg'];
    // The photo is shown as a circle: its square middle is all that shows, 400 px wide.
    expect(entry).toMatchObject({ width: 400, height: 400 });
    // The photo's slots want 240 to 720 px; 400 is the most there is.
    expect(entry?.webp?.map(({ width }) => width)).toEqual([240, 280, 400]);
    expect(entry?.avif?.map(({ width }) => width)).toEqual([240, 280, 400]);
    const files = await readdir(join(dist, 'assets'));
    for (const { url, width } of [...(entry?.webp ?? []), ...(entry?.avif ?? [])]) {
      expect(url).toMatch(/^\/assets\/holiday-photo-\d+w\.[0-9a-f]{10}\.(avif|webp)$/);
      const name = url.slice('/assets/'.length);
      expect(files).toContain(name);
      const metadata = await sharp(join(dist, 'assets', name)).metadata();
      expect(metadata.width).toBe(width);
      expect(metadata.height).toBe(width);
      expect(metadata.format).toBe(url.endsWith('.avif') ? 'heif' : 'webp');
    }
  });

  it('keeps a screenshot whole', async () => {
    const manifest = await buildImageVariants(
      [{ url: '/img/Holiday%20Photo.jpg', layout: 'screenshot' }],
      { dist, publicDirs: [publicDir], cacheDir, log },
    );
    const entry = manifest['/img/Holiday%20Photo.jpg'];
    expect(entry).toMatchObject({ width: 600, height: 400 });
    const last = entry?.webp?.at(-1)?.url.slice('/assets/'.length) ?? '';
    expect(await sharp(join(dist, 'assets', last)).metadata()).toMatchObject({
      width: 600,
      height: 400,
    });
  });

  it('makes a phone screenshot at the narrow widths its own shape is drawn at', async () => {
    const phone = sharp({ create: { width: 390, height: 844, channels: 3, background: '#222' } });
    await writeFile(join(publicDir, 'img', 'phone.png'), await phone.png().toBuffer());
    const manifest = await buildImageVariants([{ url: '/img/phone.png', layout: 'screenshot' }], {
      dist,
      publicDirs: [publicDir],
      cacheDir,
      log,
    });
    const widths = manifest['/img/phone.png']?.webp?.map(({ width }) => width);
    expect(widths).toEqual(
      variantWidths(slotsOf(IMAGE_LAYOUT_SLOTS.screenshot, { width: 390, height: 844 }), 390),
    );
    // A desktop card (371px) draws it 208px tall, so 96px wide: not at the card's width.
    expect(widths?.[0]).toBeLessThan(100);
    expect(widths?.at(-1)).toBeLessThan(371);
  });

  it('gives an SVG its size and no variants', async () => {
    const manifest = await buildImageVariants([{ url: '/img/logo.svg', layout: 'screenshot' }], {
      dist,
      publicDirs: [publicDir],
      cacheDir,
      log,
    });
    expect(manifest).toEqual({ '/img/logo.svg': { width: 120, height: 80 } });
  });

  it('leaves out, and says so, an image it cannot fetch or read', async () => {
    const failingFetch: typeof fetch = () => Promise.reject(new Error('ECONNREFUSED'));
    const manifest = await buildImageVariants(
      [
        { url: 'https://cdn.example.com/gone.png', layout: 'screenshot' },
        { url: '/img/missing.png', layout: 'screenshot' },
        { url: '/img/logo.svg', layout: 'screenshot' },
      ],
      { dist, publicDirs: [publicDir], cacheDir, log, fetch: failingFetch },
    );
    expect(Object.keys(manifest)).toEqual(['/img/logo.svg']);
    expect(logs.join('\n')).toContain('https://cdn.example.com/gone.png keeps its own URL');
    expect(logs.join('\n')).toContain('/img/missing.png keeps its own URL');
  });

  it('fetches a few images at once, so unreachable ones do not add up one by one', async () => {
    let inFlight = 0;
    let most = 0;
    const slowFailure: typeof fetch = async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      throw new Error('timed out');
    };
    const uses = [1, 2, 3, 4, 5].map((n) => ({
      url: `https://cdn.example.com/${n}.png`,
      layout: 'screenshot' as const,
    }));
    expect(await buildImageVariants(uses, { dist, cacheDir, log, fetch: slowFailure })).toEqual({});
    expect(most).toBe(3);
  });
});

describe('loadImage', () => {
  it('downloads an http(s) image and refuses a failed answer', async () => {
    const answer = (status: number) =>
      (() => Promise.resolve(new Response('bytes', { status }))) as typeof fetch;
    expect(await loadImage('https://cdn.example.com/a.png', { fetch: answer(200) })).toEqual({
      ok: true,
      bytes: Buffer.from('bytes'),
    });
    expect(await loadImage('https://cdn.example.com/a.png', { fetch: answer(404) })).toEqual({
      ok: false,
      reason: 'HTTP 404',
    });
  });

  it('never reads outside the public folders', async () => {
    await writeFile(join(publicDir, '..', 'secret.svg'), '<svg/>');
    expect(await loadImage('/img/logo.svg', { publicDirs: [publicDir] })).toMatchObject({
      ok: true,
    });
    // An encoded slash survives URL parsing; decoded, it would climb out of the folder.
    expect(await loadImage('/..%2fsecret.svg', { publicDirs: [publicDir] })).toEqual({
      ok: false,
      reason: 'outside the public folder',
    });
  });
});

describe('listContentImages', () => {
  it('lists the photo and every project image in each of its layouts, unsafe ones dropped', () => {
    expect(
      listContentImages({
        user: { name: 'A', photo: ' /demo/me.jpg ' },
        projects: [{ images: ['/demo/a.png', 'javascript:alert(1)'] }, { images: [] }],
      }),
    ).toEqual([
      { url: '/demo/me.jpg', layout: 'photo' },
      { url: '/demo/a.png', layout: 'screenshot' },
      { url: '/demo/a.png', layout: 'lead' },
      { url: '/demo/a.png', layout: 'gallery' },
      { url: '/demo/a.png', layout: 'viewer' },
    ]);
  });
});
