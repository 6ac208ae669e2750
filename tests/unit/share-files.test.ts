// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { Window } from 'happy-dom';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseProject, type Project } from '@/domain/project';
import { parseUserProfile } from '@/domain/user-profile';
import content from '../../mocks/portfolio.json';
import { renderRobotsTxt, renderSitemapXml } from '../../scripts/lib/crawl-files';
import { interfaceI18n } from '@/start/interface-catalogs';
import { shareWords } from '@/ui/page-words';
import { renderPreviewImage, renderProjectPreviewImage } from '../../scripts/lib/preview-image';
import { LIGHT_COLOURS } from '../../scripts/lib/site-look';
import { renderFaviconSvg, renderWebManifest } from '../../scripts/lib/site-icons';
import { writeShareFiles } from '../../scripts/lib/write-share-files';
import { server } from '../support/msw-server';
import { makeProject, makeUser } from '../support/factories';

const demoUser = parseUserProfile(content.user);
const demoProjects = content.projects.map(({ id, ...fields }) => parseProject(id, fields));
const [trailmate, pocketBudget] = demoProjects as [Project, Project];
const project = (fields: Parameters<typeof makeProject>[0] = {}) => {
  const { id, ...document } = makeProject(fields);
  return parseProject(id, document);
};
const PUBLIC = 'public';

async function pixelAt(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return `#${[...data.subarray(offset, offset + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** What both previews' frame draws: 1200×630, light background, accent strip. */
async function expectPreviewFrame(png: Buffer) {
  expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  expect(await pixelAt(png, 10, 10)).toBe(LIGHT_COLOURS.background);
  expect(await pixelAt(png, 600, 625)).toBe(LIGHT_COLOURS.accent);
}

/** Columns `fromX` to `toX` (every 5th pixel), top to the accent strip, are bare background. */
async function expectBlankColumns(png: Buffer, fromX: number, toX: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const background = Buffer.from(LIGHT_COLOURS.background.slice(1), 'hex');
  for (let y = 0; y < 600; y += 5) {
    for (let x = fromX; x < toX; x += 5) {
      const offset = (y * info.width + x) * info.channels;
      expect(data.subarray(offset, offset + 3).equals(background), `${x},${y}`).toBe(true);
    }
  }
}

describe('the preview image', { timeout: 30_000 }, () => {
  it('is a 1200×630 PNG in the light look, with the photo read from the built site', async () => {
    const { png, pictureRead } = await renderPreviewImage(demoUser, { publicDirs: [PUBLIC] });
    expect(pictureRead).toBe(true);
    await expectPreviewFrame(png);
  });

  it('looks for the photo in each folder in turn, as the page’s images are', async () => {
    // An owner's own folder (PORTFOLIO_PUBLIC_DIR) comes after the built site, which lacks it.
    const builtSite = await mkdtemp(join(tmpdir(), 'portfolio-built-'));
    const found = await renderPreviewImage(demoUser, { publicDirs: [builtSite, PUBLIC] });
    expect(found.pictureRead).toBe(true);
    const missing = await renderPreviewImage(demoUser, { publicDirs: [builtSite] });
    expect(missing.pictureRead).toBe(false);
    await rm(builtSite, { recursive: true });
  });

  it('keeps a huge name and bio inside the image, clipped, with the photo round', async () => {
    const { png } = await renderPreviewImage(
      { name: 'W'.repeat(100), bio: 'Lorem ipsum dolor sit amet '.repeat(400), photo: '' },
      { publicDirs: [PUBLIC] },
    );
    // The right margin, top to the accent band, is untouched by text.
    await expectBlankColumns(png, 1160, 1200);
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
      const { png, pictureRead } = await renderPreviewImage(
        { ...demoUser, photo },
        { publicDirs: [PUBLIC] },
      );
      expect(pictureRead, photo).toBe(false);
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
    const { png, pictureRead } = await renderPreviewImage(
      { ...demoUser, photo: 'https://photos.example/me.jpg' },
      { publicDirs: [PUBLIC] },
    );
    expect(pictureRead).toBe(true);
    // The middle of the round photo, left of the text.
    const [red = 0, green = 255] = Buffer.from((await pixelAt(png, 240, 315)).slice(1), 'hex');
    expect(red).toBeGreaterThan(240);
    expect(green).toBeLessThan(16);
  });

  it('never reads a file outside the site for a root-relative photo', async () => {
    const { pictureRead } = await renderPreviewImage(
      { ...demoUser, photo: '/../package.json' },
      { publicDirs: [PUBLIC] },
    );
    expect(pictureRead).toBe(false);
  });
});

describe("a project's preview image", { timeout: 60_000 }, () => {
  const render = (
    fields: Pick<Project, 'title' | 'images'>,
    owner = demoUser.name,
    publicDirs = [PUBLIC],
  ) => renderProjectPreviewImage(fields, owner, { publicDirs });

  it('is a 1200×630 PNG in the light look, with its own first picture, one per project', async () => {
    const first = await render(trailmate);
    const second = await render(pocketBudget);
    for (const { png, pictureRead } of [first, second]) {
      expect(pictureRead).toBe(true);
      await expectPreviewFrame(png);
    }
    expect(first.png.equals(second.png)).toBe(false);
    // The title alone, or the owner alone, makes a different image.
    const renamed = await render({ ...trailmate, title: 'TrailMate 2' });
    const otherOwner = await render(trailmate, 'Ada Example');
    for (const other of [renamed, otherOwner]) expect(other.png.equals(first.png)).toBe(false);
  });

  it('shows the picture itself: the middle of the image is the picture’s middle', async () => {
    const green = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#00ff00' },
    })
      .png()
      .toBuffer();
    server.use(
      http.get('https://shots.example/green.png', () =>
        HttpResponse.arrayBuffer(
          green.buffer.slice(green.byteOffset, green.byteOffset + green.length) as ArrayBuffer,
          { headers: { 'Content-Type': 'image/png' } },
        ),
      ),
    );
    const { png, pictureRead } = await render({
      title: 'Greenhouse',
      images: ['https://shots.example/green.png'],
    });
    expect(pictureRead).toBe(true);
    expect(await pixelAt(png, 860, 315)).toBe('#00ff00');
  });

  it('falls back to the title’s initial when the picture cannot be read, and says so', async () => {
    server.use(
      http.get('https://shots.example/missing.png', () => new HttpResponse(null, { status: 404 })),
    );
    const none = await render({ title: 'Weather', images: [] });
    expect(none.pictureRead).toBe(true);
    for (const source of ['https://shots.example/missing.png', '/nothing-here.png', '/../x.png']) {
      const { png, pictureRead } = await render({ title: 'Weather', images: [source] });
      expect(pictureRead, source).toBe(false);
      expect(png.equals(none.png), source).toBe(true);
    }
    expect(await pixelAt(none.png, 860, 200)).toBe(LIGHT_COLOURS.accentSoft);
  });

  it('keeps a huge, hostile title inside the image, and draws a nameless, untitled one', async () => {
    const { png } = await render({
      title: `</script><script>alert(1)</script> "${'W'.repeat(200)}"`,
      images: [],
    });
    // The gap between the text and the picture, top to the accent band, is untouched by text,
    // and the initial's tile keeps to the right margin, as a picture does.
    await expectBlankColumns(png, 560, 590);
    await expectBlankColumns(png, 1130, 1200);
    const untitled = await render({ title: '', images: [] }, '');
    expect((await sharp(untitled.png).metadata()).width).toBe(1200);
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

  it("lists the site's other pages (the CV's) after the home page, before the projects'", () => {
    const xml = renderSitemapXml(
      'https://maya.example/',
      new Date('2026-11-01T10:00:00Z'),
      ['trailmate'],
      ['/cv'],
    );
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
      'https://maya.example/',
      'https://maya.example/cv',
      'https://maya.example/projects/trailmate',
    ]);
  });

  it("lists each project's page after the home page, absolute and escaped, undated", () => {
    const xml = renderSitemapXml('https://maya.example/', new Date('2026-11-01T10:00:00Z'), [
      'trailmate',
      `it's <b>&"odd"</b>`,
    ]);
    const window = new Window();
    const document = new window.DOMParser().parseFromString(xml, 'application/xml');
    const urls = [...document.querySelectorAll('url')].map((url) => ({
      loc: url.querySelector('loc')?.textContent,
      lastmod: url.querySelector('lastmod')?.textContent,
    }));
    expect(urls).toEqual([
      { loc: 'https://maya.example/', lastmod: '2026-11-01T10:00:00.000Z' },
      { loc: 'https://maya.example/projects/trailmate', lastmod: undefined },
      {
        loc: "https://maya.example/projects/it's%20%3Cb%3E%26%22odd%22%3C%2Fb%3E",
        lastmod: undefined,
      },
    ]);
    expect(xml).toContain('<loc>https://maya.example/projects/it&apos;s%20%3Cb%3E');
    void window.happyDOM.close();
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

  const write = (
    user: ReturnType<typeof parseUserProfile> | null,
    siteUrl: string | null,
    projects: readonly Project[] = [],
  ) =>
    writeShareFiles({
      dist,
      publicDirs: [PUBLIC],
      user,
      projects,
      siteUrl,
      lastChanged: new Date('2026-11-01T10:00:00Z'),
      log: (line) => logs.push(line),
      words: shareWords(),
    });

  it("writes the previews' alt texts in the language it is given the words of", async () => {
    const german = shareWords(await interfaceI18n('de'));
    const { projects } = await writeShareFiles({
      dist,
      publicDirs: [PUBLIC],
      user: demoUser,
      projects: [parseProject('weather', { title: 'Weather' }), parseProject('untitled', {})],
      siteUrl: null,
      lastChanged: new Date('2026-11-01T10:00:00Z'),
      log: (line) => logs.push(line),
      words: german,
    });
    expect(projects.get('weather')?.alt).toBe('Weather, ein Projekt von Maya Lindqvist');
    expect(projects.get('untitled')?.alt).toBe(
      'Projekt ohne Titel, ein Projekt von Maya Lindqvist',
    );
  });

  it("draws each post's preview as a project's, and lists the writing in the sitemap", async () => {
    const { posts } = await writeShareFiles({
      dist,
      publicDirs: [PUBLIC],
      user: demoUser,
      projects: [],
      posts: [
        { slug: 'on-kotlin', title: 'On Kotlin', cover: '' },
        { slug: 'untitled', title: '', cover: '' },
      ],
      siteUrl: 'https://maya.example/',
      lastChanged: new Date('2026-11-01T10:00:00Z'),
      log: (line) => logs.push(line),
      words: shareWords(),
    });
    const preview = posts.get('on-kotlin');
    expect(preview?.path).toMatch(/^\/assets\/preview-[0-9a-f]{12}\.png$/);
    expect(preview?.alt).toBe('On Kotlin, a post by Maya Lindqvist');
    expect(posts.get('untitled')?.alt).toBe('Untitled post, a post by Maya Lindqvist');
    const image = await sharp(await readFile(join(dist, preview?.path ?? ''))).metadata();
    expect(`${image.width}x${image.height}`).toBe('1200x630');
    const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://maya.example/writing</loc>');
    expect(sitemap).toContain('<loc>https://maya.example/writing/on-kotlin</loc>');
  });

  it('names the preview by its content, so a change of content is a new address', async () => {
    const { home: first } = await write(demoUser, 'https://maya.example/');
    expect(first?.path).toMatch(/^\/assets\/preview-[0-9a-f]{12}\.png$/);
    const { home: again } = await write(demoUser, 'https://maya.example/');
    expect(again?.path).toBe(first?.path);
    const { home: renamed } = await write(
      { ...demoUser, name: 'Maya L.' },
      'https://maya.example/',
    );
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
    expect(await write(null, null)).toEqual({ home: null, projects: new Map(), posts: new Map() });
    const files = await readdir(dist);
    expect(files).toContain('robots.txt');
    expect(files).not.toContain('sitemap.xml');
    expect(files).not.toContain('assets');
  });

  it('warns when the photo could not be read', async () => {
    await write(parseUserProfile(makeUser({ photo: '/missing.png' })), null);
    expect(logs.join('\n')).toContain('the photo /missing.png could not be read');
  });

  it("writes each project's own preview, names them in its sitemap, and warns of a picture it could not read", async () => {
    const broken = project({ id: 'broken', title: 'Broken', images: ['/missing-shot.png'] });
    const { home, projects } = await write(demoUser, 'https://maya.example/', [
      trailmate,
      pocketBudget,
      broken,
    ]);
    expect([...projects.keys()]).toEqual(['trailmate', 'pocket-budget', 'broken']);
    const paths = [...projects.values()].map(({ path }) => path);
    expect(new Set([...paths, home?.path]).size).toBe(4);
    for (const image of projects.values()) {
      expect(image.path).toMatch(/^\/assets\/preview-[0-9a-f]{12}\.png$/);
      const png = await sharp(await readFile(join(dist, image.path))).metadata();
      expect([png.format, png.width, png.height]).toEqual(['png', 1200, 630]);
      expect([image.width, image.height]).toEqual([1200, 630]);
    }
    expect(projects.get('trailmate')?.alt).toBe('TrailMate, a project by Maya Lindqvist');
    expect(logs.join('\n')).toContain(
      'the image /missing-shot.png of project broken could not be read',
    );
    const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
    for (const id of ['trailmate', 'pocket-budget', 'broken']) {
      expect(sitemap).toContain(`<loc>https://maya.example/projects/${id}</loc>`);
    }
  });
});
