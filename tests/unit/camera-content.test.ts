// @vitest-environment node
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { validatePortfolioFile } from '@/domain/portfolio-file';
import { writeCameraContent } from '../../scripts/lib/camera-content.mjs';
import demo from '../../mocks/portfolio.json';

describe('writeCameraContent', { timeout: 60_000 }, () => {
  it('writes a camera-size photo and full-resolution screenshots, and content that uses them', async () => {
    const workDir = await mkdtemp(join(tmpdir(), 'camera-content-'));
    const { file } = await writeCameraContent(workDir);
    const result = validatePortfolioFile(JSON.parse(await readFile(file, 'utf8')));
    if (!result.ok) throw new Error(result.problems.join('\n'));
    const { user, projects } = result.content;
    expect(user.name).toBe(demo.user.name);
    expect(projects.map(({ id, title }) => [id, title])).toEqual(
      demo.projects.map(({ id, title }) => [id, title]),
    );
    const local = (url: string) => join(workDir, 'public', url);

    const photo = await sharp(local(user.photo)).metadata();
    expect(photo).toMatchObject({ format: 'jpeg', width: 4000, height: 3000 });
    expect((await stat(local(user.photo))).size).toBeGreaterThan(3 * 1024 * 1024);

    const shots = await Promise.all(
      projects.flatMap(({ images }) => images).map((url) => sharp(local(url)).metadata()),
    );
    expect(shots.length).toBe(demo.projects.flatMap(({ images }) => images).length);
    expect(shots.every(({ format }) => format === 'png')).toBe(true);
    expect(shots.some(({ width, height }) => width === 1290 && height > width)).toBe(true);
    expect(shots.some(({ width, height }) => width === 2880 && height < width)).toBe(true);
  });
});
