/**
 * Everything the build writes beside the pages for links, crawlers and browsers' chrome: the
 * preview images, the home page's and each project's (named by their content's hash, under
 * assets/, cached for good), robots.txt, sitemap.xml, the favicon, the apple-touch-icon, the
 * manifest's icons and the web app manifest.
 */
import { hash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { clipText } from '../../src/domain/clip';
import type { Post } from '../../src/domain/post';
import { postPath, WRITING_PATH } from '../../src/domain/post-address';
import type { Project } from '../../src/domain/project';
import type { PreviewImage } from '../../src/domain/share-metadata';
import type { ShareWords } from '../../src/domain/share-words';
import type { UserProfile } from '../../src/domain/user-profile';
import { CV_PATH } from '../../src/domain/cv-address';
import type { SiteLanguages } from '../../src/domain/site-languages';
import { renderRobotsTxt, renderSitemapXml } from './crawl-files';
import { mapWithLimit } from './map-with-limit';
import {
  firstLineOf,
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  renderPreviewImage,
  renderProjectPreviewImage,
} from './preview-image';
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
  /** Every project with a page of its own, in the owner's order. */
  projects: readonly Project[];
  /** Every published post, newest first: each has a page, and the list one (/writing). */
  posts?: readonly Pick<Post, 'slug' | 'title' | 'cover'>[];
  /** The site has a CV's page (/cv): the career record has an entry. */
  hasCv?: boolean;
  /** The site's languages: every page is listed in each. One language when not said. */
  site?: SiteLanguages;
  siteUrl: string | null;
  lastChanged: Date;
  log: (message: string, level?: 'info' | 'warn') => void;
  /** The site's words drawn on the previews and in their alt texts (the server entry's shareWords). */
  words: ShareWords;
}

/** The preview images the pages' heads name. */
export interface ShareFiles {
  /** The home page's; null without an owner's name. */
  home: PreviewImage | null;
  /** Each project page's, by the project's id. */
  projects: Map<string, PreviewImage>;
  /** Each post page's, by the post's slug. */
  posts: Map<string, PreviewImage>;
}

/**
 * Project previews drawn at once: each reads its picture and rasterises off the main thread
 * (sharp, resvg) while satori lays out the next. As for the image variants, few originals are
 * in memory together, and pictures that time out cost one wait per batch.
 */
const PARALLEL_PREVIEWS = 3;

/** Writes a preview image under its content's name and says how the head names it. */
async function writePreview(dist: string, png: Buffer, alt: string): Promise<PreviewImage> {
  const path = `/assets/preview-${hash('sha256', png).slice(0, 12)}.png`;
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, path), png);
  // Twitter takes at most 420 characters of alt text.
  return { path, width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, alt: clipText(alt, 420) };
}

/** Writes the files; returns the preview images the pages' heads should name. */
export async function writeShareFiles({
  dist,
  publicDirs,
  user,
  projects,
  posts = [],
  hasCv = false,
  site,
  siteUrl,
  lastChanged,
  log,
  words,
}: ShareFilesInput): Promise<ShareFiles> {
  const name = user?.name ?? '';
  /** Whose initial the icons show: the site's own name's for an empty shell. */
  const iconName = name || 'Portfolio';
  const write = (file: string, data: string | Buffer) => writeFile(join(dist, file), data);
  await write('robots.txt', renderRobotsTxt(siteUrl));
  const projectIds = projects.map(({ id }) => id);
  if (siteUrl) {
    const pages = [
      ...(hasCv ? [CV_PATH] : []),
      ...(posts.length > 0 ? [WRITING_PATH, ...posts.map(({ slug }) => postPath(slug))] : []),
    ];
    await write('sitemap.xml', renderSitemapXml(siteUrl, lastChanged, projectIds, pages, site));
  }
  await write('favicon.svg', renderFaviconSvg(iconName));
  await write(
    FAVICON_PNG.file,
    await renderSquareIcon(iconName, FAVICON_PNG.size, { rounded: true }),
  );
  for (const { file, size } of PNG_ICONS) {
    await write(file, await renderSquareIcon(iconName, size));
  }
  await write('site.webmanifest', renderWebManifest(name));

  const projectPreviews = await mapWithLimit(projects, PARALLEL_PREVIEWS, async (project) => {
    const { png, pictureRead } = await renderProjectPreviewImage(project, name, {
      publicDirs,
      words,
    });
    if (!pictureRead) {
      log(
        `prerender: the image ${project.images[0]} of project ${project.id} could not be read; ` +
          "its preview image shows the title's initial.",
        'warn',
      );
    }
    const title = project.title || words.untitledProject;
    const alt = name ? words.projectAlt(title, name) : title;
    return [project.id, await writePreview(dist, png, alt)] as const;
  });
  // A post's preview is drawn as a project's: its cover the picture, "Writing" its label.
  const postWords = { ...words, project: words.post, untitledProject: words.untitledPost };
  const postPreviews = await mapWithLimit(posts, PARALLEL_PREVIEWS, async (post) => {
    const { png, pictureRead } = await renderProjectPreviewImage(
      { title: post.title, images: post.cover ? [post.cover] : [] },
      name,
      { publicDirs, words: postWords },
    );
    if (!pictureRead) {
      log(
        `prerender: the cover ${post.cover} of post ${post.slug} could not be read; ` +
          "its preview image shows the title's initial.",
        'warn',
      );
    }
    const title = post.title || words.untitledPost;
    const alt = name ? words.postAlt(title, name) : title;
    return [post.slug, await writePreview(dist, png, alt)] as const;
  });
  const shared: ShareFiles = {
    home: null,
    projects: new Map(projectPreviews),
    posts: new Map(postPreviews),
  };
  if (!user || !name) return shared;

  const { png, pictureRead } = await renderPreviewImage(user, { publicDirs, words });
  if (!pictureRead) {
    log(
      `prerender: the photo ${user.photo} could not be read; the preview image shows the initial.`,
      'warn',
    );
  }
  const tagline = firstLineOf(user.bio);
  return { ...shared, home: await writePreview(dist, png, tagline ? `${name}: ${tagline}` : name) };
}
