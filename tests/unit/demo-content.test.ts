import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parsePost } from '@/domain/post';
import { publishedPostsNewestFirst } from '@/domain/post-order';
import { parseProject } from '@/domain/project';
import { listTags } from '@/domain/project-tags';
import { parseUserProfile, SOCIAL_NETWORKS } from '@/domain/user-profile';
import content from '../../mocks/portfolio.json';

const publicFile = (path: string) => join(process.cwd(), 'public', path);

/** The demo content is a contract: it must show every feature of the page. */
describe('mocks/portfolio.json', () => {
  const user = parseUserProfile(content.user);
  const projects = content.projects.map((document) => parseProject(document.id, document));

  it('has a named owner with a photo and a bio over several lines', () => {
    expect(user.name).not.toBe('');
    expect(user.bio.split('\n').length).toBeGreaterThan(2);
    expect(existsSync(publicFile(user.photo))).toBe(true);
  });

  it('sets several social links and leaves several empty', () => {
    const set = SOCIAL_NETWORKS.filter((network) => user[network] !== '');
    expect(set.length).toBeGreaterThanOrEqual(3);
    expect(SOCIAL_NETWORKS.length - set.length).toBeGreaterThanOrEqual(2);
  });

  it('has at least 6 projects with overlapping tags and unique ids', () => {
    expect(projects.length).toBeGreaterThanOrEqual(6);
    expect(new Set(projects.map((project) => project.id)).size).toBe(projects.length);
    for (const tag of listTags(projects)) {
      expect(projects.filter((project) => project.tags.includes(tag)).length, tag).toBeGreaterThan(
        1,
      );
    }
  });

  it('has projects with several images and projects with none, all shipped locally', () => {
    expect(projects.some((project) => project.images.length > 1)).toBe(true);
    expect(projects.some((project) => project.images.length === 0)).toBe(true);
    for (const source of projects.flatMap((project) => project.images)) {
      expect(source.startsWith('/'), source).toBe(true);
      expect(existsSync(publicFile(source)), source).toBe(true);
    }
  });

  it('ships raster originals the size a real owner uploads: a photo and phone and desktop screenshots', async () => {
    const sizeOf = async (source: string) => {
      const { width = 0, height = 0, format } = await sharp(publicFile(source)).metadata();
      return { width, height, format };
    };
    expect(await sizeOf(user.photo)).toMatchObject({ format: 'jpeg' });
    expect((await sizeOf(user.photo)).width).toBeGreaterThanOrEqual(1600);
    const screenshots = await Promise.all(
      projects.flatMap((project) => project.images).map(sizeOf),
    );
    for (const { format } of screenshots) expect(format).toBe('png');
    expect(screenshots.some(({ width, height }) => height > width && width >= 1000)).toBe(true);
    expect(screenshots.some(({ width, height }) => width > height && width >= 2000)).toBe(true);
  });

  it('has each kind of link on some projects and not on others', () => {
    for (const field of ['githubLink', 'projectLink', 'appStoreLink'] as const) {
      expect(
        projects.some((project) => project[field] !== ''),
        field,
      ).toBe(true);
      expect(
        projects.some((project) => project[field] === ''),
        field,
      ).toBe(true);
    }
  });

  it('survives parsing unchanged: nothing in it is unsafe or malformed', () => {
    for (const document of content.projects) {
      expect(parseProject(document.id, document)).toEqual(document);
    }
  });

  describe('posts', () => {
    const posts = content.posts.map(({ slug, ...document }) => parsePost(slug, document));
    const published = publishedPostsNewestFirst(posts);

    it('has three published posts and one draft, each fully translated into French', () => {
      expect(published).toHaveLength(3);
      expect(posts.filter((post) => post.draft)).toHaveLength(1);
      for (const post of posts) {
        const french = post.translations.fr;
        expect(french?.title, post.slug).toBeTruthy();
        expect(french?.summary, post.slug).toBeTruthy();
        expect(french?.body, post.slug).toBeTruthy();
      }
    });

    it('shows what a post can hold: code in two languages, a table, images, a cover', () => {
      const bodies = published.map((post) => post.body);
      const fenced = bodies.find((body) => body.includes('```typescript'));
      expect(fenced).toContain('```kotlin');
      const tabled = bodies.find((body) => /^\| .* \|$/m.test(body));
      expect(tabled).toMatch(/!\[[^\]]+\]\(\/demo\/[^)]+\)/);
      expect(published.some((post) => post.cover !== '')).toBe(true);
      expect(published.some((post) => post.cover === '')).toBe(true);
    });

    it('uses only images shipped with the demo', () => {
      const images = posts.flatMap((post) => [
        post.cover,
        ...[post.body, post.translations.fr?.body ?? ''].flatMap((body) =>
          [...body.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((match) => match[1]!),
        ),
      ]);
      for (const source of images.filter((image) => image !== '')) {
        expect(existsSync(publicFile(source)), source).toBe(true);
      }
    });

    it('survives parsing unchanged: nothing in it is unsafe or malformed', () => {
      for (const { slug, ...document } of content.posts) {
        expect(parsePost(slug, document)).toEqual({ slug, ...document });
      }
    });
  });
});
