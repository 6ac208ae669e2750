/**
 * A content set the size real owners upload, for the benchmark: the demo's owner and projects
 * with a 4000x3000 camera JPEG of several MB as the photo and full-resolution PNG screenshots
 * (portrait phone, 1290x2796; landscape laptop, 2880x1800). Build with it:
 *   PORTFOLIO_CONTENT=<file> PORTFOLIO_PUBLIC_DIR=<workDir>/public npm run build
 * (the first names the content, the second the folder its /camera/... images are read from).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderPhoto, renderScreenshot } from './raster-pictures.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const DEMO = join(ROOT, 'public', 'demo');
const PHONE_WIDTH = 1290;
const LAPTOP_WIDTH = 2880;

/** Writes workDir/public/camera/* and workDir/camera-content.json; returns the JSON's path. */
export async function writeCameraContent(workDir) {
  const folder = join(workDir, 'public', 'camera');
  await mkdir(folder, { recursive: true });
  const content = JSON.parse(await readFile(join(ROOT, 'mocks', 'portfolio.json'), 'utf8'));

  const avatar = await readFile(join(DEMO, 'avatar.svg'));
  await writeFile(
    join(folder, 'photo.jpg'),
    await renderPhoto(avatar, { width: 4000, height: 3000, seed: 7, grain: 34, quality: 94 }),
  );
  content.user.photo = '/camera/photo.jpg';

  const written = new Map();
  for (const project of content.projects) {
    project.images = await Promise.all(
      project.images.map(async (url) => {
        const stem = url
          .split('/')
          .pop()
          .replace(/\.\w+$/, '');
        if (!written.has(stem)) {
          const svg = await readFile(join(DEMO, `${stem}.svg`));
          const { width = 0, height = 0 } = await sharp(svg).metadata();
          const png = await renderScreenshot(svg, height > width ? PHONE_WIDTH : LAPTOP_WIDTH);
          await writeFile(join(folder, `${stem}.png`), png);
          written.set(stem, `/camera/${stem}.png`);
        }
        return written.get(stem);
      }),
    );
  }

  const file = join(workDir, 'camera-content.json');
  await writeFile(file, `${JSON.stringify(content, null, 2)}\n`);
  return { file };
}
