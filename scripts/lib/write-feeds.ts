/**
 * The writing's feeds, written by the build beside the pages: Atom 1.0 (`feed.xml`) and JSON
 * Feed 1.1 (`feed.json`) of the published posts, newest first, each with its whole body as its
 * page shows it (docs/writing.md#feeds).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { generateAtomFeed, generateJsonFeed } from 'feedsmith';
import { FEED_PATHS } from '../../src/domain/feed-address';
import { postPath, WRITING_PATH } from '../../src/domain/post-address';
import { isPostDate } from '../../src/domain/post-dates';
import type { RenderedPost } from '../../src/domain/rendered-post';
import {
  localizedPath,
  type SiteLanguage,
  type SiteLanguages,
} from '../../src/domain/site-languages';
import { toSiteAddress } from '../../src/domain/site-url';
import type { FeedContent } from '../../src/start/entry-prerender';

export interface FeedInput {
  /** The site's address: every address a feed holds is absolute. */
  siteUrl: string;
  /** The feed's language; the default language's feeds are at the site's root. */
  language: SiteLanguage;
  site: SiteLanguages;
  content: FeedContent;
  /** When the content last changed: the feed's time when no post has one. */
  lastChanged: Date;
}

export interface Feeds {
  atom: string;
  json: string;
}

/** A post's date as an instant (a day is its start, UTC), or undefined for none. */
function toDate(value: string): Date | undefined {
  return isPostDate(value) ? new Date(Date.parse(value)) : undefined;
}

/** When a post last changed: its update, else its publication; undefined when it has neither. */
function postUpdated(post: RenderedPost): Date | undefined {
  return toDate(post.updatedAt) ?? toDate(post.publishedAt);
}

/** The feed's time: its latest post's change, so a build of the same posts writes the same feed. */
function feedUpdated(posts: readonly RenderedPost[], lastChanged: Date): Date {
  const times = posts.flatMap((post) => postUpdated(post)?.getTime() ?? []);
  return times.length > 0 ? new Date(Math.max(...times)) : lastChanged;
}

/** Both feeds of one language, as text. */
export function renderFeeds({ siteUrl, language, site, content, lastChanged }: FeedInput): Feeds {
  const address = (path: string) => toSiteAddress(siteUrl, localizedPath(path, language, site));
  const atomAddress = address(FEED_PATHS.atom);
  const jsonAddress = address(FEED_PATHS.json);
  const writingAddress = address(WRITING_PATH);
  const author = { name: content.author, uri: siteUrl };
  const updated = feedUpdated(content.posts, lastChanged);
  const items = content.posts.map((post) => ({
    post,
    url: address(postPath(post.slug)),
    cover: post.cover ? toSiteAddress(siteUrl, post.cover) : undefined,
    published: toDate(post.publishedAt),
    // Atom requires an entry's time: a post with no date at all takes the feed's.
    updated: postUpdated(post) ?? updated,
    // The body is the default language's where the post has no translation: said per entry.
    textLanguage: post.textLanguage.body ?? language,
  }));

  const atom = generateAtomFeed({
    // A feed's address is its lasting identity: stable across builds, unique among sites.
    id: atomAddress,
    title: { value: content.title },
    subtitle: { value: content.description },
    updated,
    authors: [author],
    links: [
      { href: atomAddress, rel: 'self', type: 'application/atom+xml' },
      { href: writingAddress, rel: 'alternate', type: 'text/html', hreflang: language },
    ],
    icon: toSiteAddress(siteUrl, '/favicon-32.png'),
    xml: { lang: language },
    entries: items.map(({ post, url, cover, published, updated: entryUpdated, textLanguage }) => ({
      // The post's page is its identity: a slug never changes once published (docs/writing.md).
      id: url,
      title: { value: post.title },
      ...(post.summary && { summary: { value: post.summary } }),
      content: { value: post.html, type: 'html' },
      links: [{ href: url, rel: 'alternate', type: 'text/html' }],
      published,
      updated: entryUpdated,
      categories: post.tags.map((tag, index) => ({
        term: tag,
        label: post.tagLabels[index]?.text ?? tag,
      })),
      ...(cover && { media: { thumbnails: [{ url: cover }] } }),
      ...(textLanguage !== language && { xml: { lang: textLanguage } }),
    })),
  });

  const json = generateJsonFeed({
    title: content.title,
    description: content.description,
    home_page_url: writingAddress,
    feed_url: jsonAddress,
    language,
    authors: [{ name: author.name, url: author.uri }],
    icon: toSiteAddress(siteUrl, '/icon-512.png'),
    favicon: toSiteAddress(siteUrl, '/favicon-32.png'),
    items: items.map(({ post, url, cover, published, updated: itemUpdated, textLanguage }) => ({
      id: url,
      url,
      title: post.title,
      content_html: post.html,
      ...(post.summary && { summary: post.summary }),
      ...(cover && { image: cover }),
      date_published: published,
      date_modified: itemUpdated,
      tags: post.tagLabels.map(({ text }) => text),
      ...(textLanguage !== language && { language: textLanguage }),
    })),
  });
  // JSON Feed 1.1 requires `items`, empty or not; feedsmith leaves an empty list out.
  const jsonFeed = { items: [], ...(json as Record<string, unknown>) };
  return { atom, json: `${JSON.stringify(jsonFeed, null, 2)}\n` };
}

/**
 * Writes one language's feeds at its addresses (`feed.xml`, `fr/feed.xml`); returns the paths
 * written.
 */
export async function writeFeeds(dist: string, input: FeedInput): Promise<string[]> {
  const { atom, json } = renderFeeds(input);
  const files: [string, string][] = [
    [localizedPath(FEED_PATHS.atom, input.language, input.site), atom],
    [localizedPath(FEED_PATHS.json, input.language, input.site), json],
  ];
  for (const [path, text] of files) {
    const file = join(dist, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return files.map(([path]) => path);
}
