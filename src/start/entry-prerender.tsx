import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { attachRouterServerSsrUtils, RouterServer } from '@tanstack/react-router/ssr/server';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App } from './app';
import { activateInterfaceLanguage, interfaceI18n } from './interface-catalogs';
import { createMemoryStore } from '@/data/memory-store';
import {
  readPostsOnce,
  readProjectsOnce,
  readResumeOnce,
  type PortfolioDocuments,
  type PortfolioRepository,
} from '@/data/portfolio-repository';
import { CV_PATH, hasCv } from '@/domain/cv-address';
import {
  describeCvPage,
  describePage,
  describeProjectPage,
  siteMetadata,
  type PageMetadata,
  type PageWords,
} from '@/domain/page-metadata';
import type { Project } from '@/domain/project';
import type { Post } from '@/domain/post';
import { POST_ROUTE, postPath, WRITING_PATH } from '@/domain/post-address';
import { describePostPage, describeWritingPage } from '@/domain/post-metadata';
import { publishedPostsNewestFirst } from '@/domain/post-order';
import type { PostSummary } from '@/domain/post-summary';
import type { RenderedPost } from '@/domain/rendered-post';
import {
  localizeProfile,
  localizeProject,
  localizeProjects,
  localizeResume,
} from '@/domain/localize-content';
import { PROJECT_ROUTE, projectPath } from '@/domain/project-address';
import {
  isMultilingual,
  languageAlternates,
  openGraphLocaleTags,
  withPageLanguage,
} from '@/domain/language-head';
import type { ImageManifest } from '@/domain/responsive-image';
import type { Resume } from '@/domain/resume';
import { keepTranslations } from '@/domain/kept-translations';
import { withoutBodyHtml } from '@/domain/rendered-post';
import { toScriptJson } from '@/domain/script-json';
import {
  localizedPath,
  siteLanguagesOf,
  splitLocalizedPath,
  type SiteLanguage,
  type SiteLanguages,
} from '@/domain/site-languages';
import { toSiteAddress } from '@/domain/site-url';
import { toExperience } from '@/domain/experience';
import {
  describeCvSharing,
  describePostSharing,
  describeProjectSharing,
  describeSharing,
  describeWritingSharing,
  type ShareAddresses,
} from '@/domain/share-metadata';
import {
  describeCvStructuredData,
  describePostStructuredData,
  describeWritingStructuredData,
  describeProjectStructuredData,
  describeStructuredData,
} from '@/domain/structured-data';
import type { UserProfile } from '@/domain/user-profile';
import { portfolioQueries } from '@/queries/portfolio-queries';
import { createAppRouter } from '@/routes/router';
import { STUDIO_PARTS, studioTitle } from '@/sections/studio/studio-parts';
import { ONE_LANGUAGE_PAGE, type PageLanguage } from '@/ui/page-language';
import { pageWords, shareWords as shareWordsOf } from '@/ui/page-words';
import type { ShareWords } from '@/domain/share-words';
import { PrerenderingProvider } from '@/ui/prerendering';
import { cvWords as cvWordsOf } from '@/sections/cv/cv-words';
import type { CvWords } from '@/domain/cv-words';
import { i18n } from '@lingui/core';
import { renderPostPage } from '@/queries/post-page-render';
import { FEED_PATHS, FEED_TYPES } from '@/domain/feed-address';
import { fillPostCache } from './post-page-cache';

/** The inline scripts the router needs run before the app: its state, the query cache in it. */
export interface PageScripts {
  /** The script elements, for the end of the page's body. */
  html: string;
  /** Their sources, exactly as the page carries them: the Content-Security-Policy hashes them. */
  sources: string[];
}

export interface PrerenderedPage {
  /** The address's path the page was rendered for, where the client may hydrate it. */
  path: string;
  /** The page's language (`<html lang>`) and the site's (the page's meta tells the client). */
  language: SiteLanguage;
  site: SiteLanguages;
  /** The inside of `#root`, which the client hydrates. */
  html: string;
  /** The router's payload, run before the app: RouterClient hydrates from it. */
  scripts: PageScripts;
  metadata: PageMetadata;
  /**
   * The page's part of the document's head, written (and escaped) by React: its title and
   * description, the canonical address, the link preview tags and the structured data of a
   * page with a profile, `noindex` on a page not to be indexed.
   */
  head: string;
  /** The image variants the page was rendered with, for the client to render the same. */
  images: ImageManifest;
}

export interface PageHeadOptions {
  /** The site's address and the preview image, for the tags that need absolute addresses. */
  addresses: ShareAddresses;
  /** False for a page search engines should leave out (the not-found page). */
  indexable: boolean;
  /**
   * The site's languages, where the documents rendered do not say them (the not-found page's,
   * rendered without content): the page tells the client, which reads its address with them.
   */
  site?: SiteLanguages;
}

/** A page rendered without the site's address: no canonical address or absolute links. */
const UNADDRESSED: PageHeadOptions = {
  addresses: { siteUrl: null, previewImage: null },
  indexable: true,
};

/** What a page's head describes: the owner and the projects, or on a project's page, that one. */
interface HeadContent {
  user: UserProfile | null;
  projects: readonly Project[];
  /** The project of a project page; null on any other page. */
  project: Project | null;
  /** The career record on the CV's page; null on any other page. */
  cv?: Resume | null;
  /** The post of a post's page, in the page's language. */
  post?: RenderedPost | null;
  /** The posts of the list of posts' page; null on any other page. */
  writing?: readonly PostSummary[] | null;
  /** The site has published posts: the head names the feeds, which need the site's address. */
  hasPosts?: boolean;
}

/** The page's language and its path in the site's routes (`/cv` for French's `/fr/cv`). */
interface PageInLanguage extends PageLanguage {
  routePath: string;
}

/** The site's languages as the content's profile names them (the default first). */
export function siteLanguagesOfContent(documents: PortfolioDocuments): SiteLanguages {
  const user = documents.user as { languages?: unknown } | null | undefined;
  return siteLanguagesOf(user?.languages);
}

/** The page's head says its own address (canonical, og:url) in its language. */
function withPageAddress(
  share: ReturnType<typeof describeSharing> | null,
  address: string | null,
): ReturnType<typeof describeSharing> | null {
  if (!share || !address || !share.canonical) return share;
  return {
    ...share,
    canonical: address,
    addressTags: share.addressTags.map((tag) =>
      tag.key === 'og:url' ? { ...tag, content: address } : tag,
    ),
  };
}

/**
 * The page's head, written (and escaped) by React; the JSON-LD escaped by toScriptJson. A
 * project page's link preview, canonical address and structured data are the project's, at its
 * own address, with `addresses.previewImage` its own image.
 */
function renderHead(
  metadata: PageMetadata,
  {
    user,
    projects,
    project,
    cv = null,
    post = null,
    writing = null,
    hasPosts = false,
  }: HeadContent,
  { addresses, indexable }: PageHeadOptions,
  { language, site, routePath }: PageInLanguage = { ...ONE_LANGUAGE_PAGE, routePath: '/' },
): string {
  const { siteUrl } = addresses;
  const multilingual = indexable && isMultilingual(site);
  const pageAddress =
    siteUrl && multilingual
      ? toSiteAddress(siteUrl, localizedPath(routePath, language, site))
      : null;
  const words = pageWords();
  const sharing = post
    ? describePostSharing(post, user, addresses, words)
    : project
      ? describeProjectSharing(project, user, addresses, words)
      : user?.name
        ? cv
          ? describeCvSharing(user, addresses, words)
          : writing
            ? describeWritingSharing(user, addresses, words)
            : describeSharing(user, addresses, words)
        : null;
  const share = withPageAddress(sharing, pageAddress);
  const alternates = multilingual && siteUrl ? languageAlternates(routePath, site, siteUrl) : [];
  const localeTags = multilingual && share ? openGraphLocaleTags(language, site) : [];
  // The build writes the feeds only with the site's address (their addresses are absolute).
  const feeds = indexable && siteUrl && hasPosts ? feedLinks(user, language, site, words) : [];
  const { previewImage } = addresses;
  const described =
    !indexable || !user?.name
      ? null
      : post
        ? describePostStructuredData(post, user, siteUrl, {
            path: localizedPath(routePath, language, site),
            language,
            image: siteUrl && previewImage ? toSiteAddress(siteUrl, previewImage.path) : undefined,
            words,
          })
        : writing
          ? describeWritingStructuredData(user, writing, siteUrl, words, (slug) =>
              localizedPath(postPath(slug), language, site),
            )
          : project
            ? describeProjectStructuredData(project, user, siteUrl, words)
            : cv
              ? describeCvStructuredData(user, cv, siteUrl, words)
              : describeStructuredData(user, projects, siteUrl, words, (id) =>
                  localizedPath(projectPath(id), language, site),
                );
  // A post's BlogPosting already says its language and its address in it.
  const structuredData =
    described && multilingual && !post
      ? withPageLanguage(described, {
          language,
          routeAddress: siteUrl ? toSiteAddress(siteUrl, routePath) : null,
          pageAddress,
          owner: `${siteUrl ?? ''}#owner`,
        })
      : described;
  return renderToStaticMarkup(
    <>
      <title>{metadata.title}</title>
      <meta name="description" content={metadata.description} />
      {!indexable && <meta name="robots" content="noindex" />}
      {indexable && share?.canonical && <link rel="canonical" href={share.canonical} />}
      {alternates.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      {feeds.map(({ type, title, href }) => (
        <link key={type} rel="alternate" type={type} title={title} href={href} />
      ))}
      {indexable &&
        share &&
        [...share.profileTags, ...localeTags, ...share.addressTags].map(
          ({ attribute, key, content }) => (
            <meta key={`${key} ${content}`} {...{ [attribute]: key }} content={content} />
          ),
        )}
      {structuredData && (
        <script
          type="application/ld+json"
          // Not React's escaping (this is a script's text, not HTML): toScriptJson escapes `<`,
          // so no content can end the element or open a comment in it.
          dangerouslySetInnerHTML={{ __html: toScriptJson(structuredData) }}
        />
      )}
    </>,
  );
}

/** The page's language's feeds, as a browser or feed reader finds them in its head. */
function feedLinks(
  user: UserProfile | null,
  language: SiteLanguage,
  site: SiteLanguages,
  words: PageWords,
) {
  const { title } = describeWritingPage(user, words);
  return [
    { type: FEED_TYPES.atom, title, href: localizedPath(FEED_PATHS.atom, language, site) },
    { type: FEED_TYPES.json, title, href: localizedPath(FEED_PATHS.json, language, site) },
  ];
}

/** The content as the build reads it: the profile, the projects and the career record, once. */
async function readContent(documents: PortfolioDocuments) {
  const { repository } = createMemoryStore(documents);
  const [user, projects, resume, posts] = await Promise.all([
    repository.getUser(),
    readProjectsOnce(repository),
    readResumeOnce(repository),
    readPostsOnce(repository),
  ]);
  // Drafts never reach a page: the repository's visitor reads none, and the build checks again.
  return { repository, user, projects, resume, posts: publishedPostsNewestFirst(posts) };
}

/**
 * The query cache a page starts from: the profile and the projects; on a page whose route shows
 * the career record (`staticData.showsResume`) the record, and on every other page its lines of
 * work and whether there is a CV (the home page lists them, every header links to the CV); on a
 * project page its project too (the list gives it the previous and next project, in its HTML as
 * well).
 */
function fillCache(
  queryClient: QueryClient,
  { user, projects, resume }: Awaited<ReturnType<typeof readContent>>,
  matches: ReturnType<typeof createAppRouter>['state']['matches'],
): Project | null {
  queryClient.setQueryData(portfolioQueries.userKey(), user);
  queryClient.setQueryData(portfolioQueries.projects().queryKey, projects);
  if (matches.some(({ staticData }) => staticData.showsResume)) {
    queryClient.setQueryData(portfolioQueries.resume().queryKey, resume);
  } else {
    // Every page's header links to the CV when there is one; the home page lists the jobs.
    queryClient.setQueryData(portfolioQueries.experience().queryKey, toExperience(resume));
  }
  const match = matches.find(({ routeId }) => routeId === PROJECT_ROUTE);
  const projectId = match && 'projectId' in match.params ? match.params.projectId : undefined;
  if (projectId === undefined) return null;
  const project = projects.find(({ id }) => id === projectId) ?? null;
  queryClient.setQueryData(portfolioQueries.project(projectId).queryKey, project);
  return project;
}

/** A page with no content in its HTML, for the app to render in the browser: an empty shell. */
export function emptyPage(): PrerenderedPage {
  return {
    path: '/',
    ...ONE_LANGUAGE_PAGE,
    html: '',
    scripts: { html: '', sources: [] },
    metadata: siteMetadata(pageWords()),
    head: renderHead(
      siteMetadata(pageWords()),
      { user: null, projects: [], project: null },
      UNADDRESSED,
    ),
    images: {},
  };
}

/**
 * A project whose page the build can write as a file of its own: its id is one path segment.
 * Any other is still reachable, served the not-found document, which the app then fills in.
 */
const hasPageFile = ({ id }: Project) => !/[/\\\0]/.test(id) && id !== '.' && id !== '..';

/** The projects the build writes a page for (and a preview image, a sitemap entry), in order. */
export async function listPageProjects(documents: PortfolioDocuments): Promise<Project[]> {
  return (await readContent(documents)).projects.filter(hasPageFile);
}

/** The published posts, newest first: each has a page (and a preview image, a sitemap entry). */
export async function listPagePosts(documents: PortfolioDocuments): Promise<Post[]> {
  return (await readContent(documents)).posts;
}

/** The career record as the pages show it, for the CV's files the build writes beside them. */
export async function readPageResume(documents: PortfolioDocuments): Promise<Resume> {
  return (await readContent(documents)).resume;
}

/**
 * The pages the build writes without content, for the app to render in the browser: the owner's
 * studio, a page for each of its parts (so a reload at a part's address opens that part, on
 * Hosting as on any static server), which signs in and reads everything there. Search engines
 * are asked to leave them out, and no link preview, sitemap entry or structured data names them.
 */
export const SHELL_PATHS: readonly string[] = STUDIO_PARTS.map(({ to }) => to);

/** The title and description of the studio's page at `path`, as the page sets them once it runs. */
export function studioMetadata(path: string): PageMetadata {
  return {
    title: studioTitle(path),
    description: "The site owner's studio: sign in to edit the site and read messages.",
  };
}

/** Each shell page's path, checked against the router's routes. */
export function listShellPaths(): string[] {
  const router = createAppRouter({ queryClient: new QueryClient(), isServer: true });
  return SHELL_PATHS.map((path) => {
    if (!(path in router.routesByPath)) {
      throw new Error(`prerender: ${path} is listed as a shell page, but no route serves it.`);
    }
    return path;
  });
}

/**
 * The paths of the content pages the build writes: each route's (the shell pages' aside), a
 * project page for each project, the CV's when the record has an entry (without, /cv is served
 * the not-found page, as any address the site does not have).
 */
export async function listStaticPaths(documents: PortfolioDocuments): Promise<string[]> {
  const router = createAppRouter({ queryClient: new QueryClient(), isServer: true });
  const { projects, resume, posts } = await readContent(documents);
  const pageProjects = projects.filter(hasPageFile);
  return Object.keys(router.routesByPath).flatMap((path) => {
    if (SHELL_PATHS.includes(path)) return [];
    if (path === CV_PATH && !hasCv(resume)) return [];
    if (path === PROJECT_ROUTE) return pageProjects.map(({ id }) => projectPath(id));
    // Without a published post there is no list, as without an entry there is no CV.
    if (path === WRITING_PATH && posts.length === 0) return [];
    if (path === POST_ROUTE) return posts.map(({ slug }) => postPath(slug));
    if (path.includes('$')) {
      throw new Error(`prerender: say which pages ${path} has before the build can write them.`);
    }
    return [path];
  });
}

/** The router's render of `url`, with the scripts that carry its state (the query cache's too). */
async function renderRoute<Filled>(
  url: string,
  {
    repository,
    queryClient,
    images,
    pageLanguage,
    fill,
  }: {
    repository: PortfolioRepository;
    queryClient: QueryClient;
    images: ImageManifest;
    pageLanguage: PageLanguage;
    /** Fills the cache once the route has loaded, from its matches; its answer is passed on. */
    fill: (
      matches: ReturnType<typeof createAppRouter>['state']['matches'],
    ) => Filled | Promise<Filled>;
  },
): Promise<{
  path: string;
  routePath: string;
  html: string;
  scripts: PageScripts;
  filled: Filled;
}> {
  const { language, site } = pageLanguage;
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
    pageLanguage,
    // The page's cache carries the texts it shows: its language's translations (none on the
    // default language's pages), without the default's texts they replace, and a post's page
    // without its body, which the page's HTML holds.
    serializeData: (data) =>
      withoutBodyHtml(keepTranslations(data, language === site.default ? undefined : language)),
  });
  // The page's words in its language: Lingui's messages read the active catalog as they render.
  await activateInterfaceLanguage(pageLanguage.language);
  attachRouterServerSsrUtils({ router, manifest: undefined });
  const serverSsr = router.serverSsr;
  if (!serverSsr) throw new Error('prerender: the router did not take its server utilities.');
  try {
    await router.load();
    // A route the build does not render (`ssr: false`) shows its pending screen instead: that
    // screen comes with the route's lazy part, which the router loads only for routes it renders.
    await Promise.all(
      router.state.matches.map(({ routeId }) => router.loadRouteChunk(router.routesById[routeId])),
    );
    const filled = await fill(router.state.matches);
    await serverSsr.dehydrate();
    // Taken before the render, so the app's tree has no <Scripts>: the page places them.
    const tags = serverSsr.takeInitialHydrationScriptTags()?.before ?? [];
    // renderToString, not react-dom/static's prerender: nothing suspends once the router has
    // loaded, and prerender is React's primary server renderer, which in development marks each
    // context it provides as its own, so a client rendering in the same process (the hydration
    // test) would be told of "multiple renderers"; renderToString is the secondary one.
    const html = renderToString(
      <StrictMode>
        <PrerenderingProvider value>
          <App
            repository={repository}
            queryClient={queryClient}
            images={images}
            pageLanguage={pageLanguage}
          >
            <RouterServer router={router} />
          </App>
        </PrerenderingProvider>
      </StrictMode>,
    );
    serverSsr.setRenderFinished();
    const { location } = router.state;
    return {
      // The address (`/fr/cv`), where the client hydrates; the routes know it as `/cv`.
      path: new URL(location.publicHref, 'http://localhost').pathname,
      routePath: location.pathname,
      html,
      scripts: {
        html: renderToStaticMarkup(
          <>
            {tags.map(({ attrs, children = '' }) => (
              // The router's own output: seroval escapes what could end the element.
              <script key={children} {...attrs} dangerouslySetInnerHTML={{ __html: children }} />
            ))}
          </>,
        ),
        sources: tags.map(({ children = '' }) => children),
      },
      filled,
    };
  } finally {
    serverSsr.cleanup();
  }
}

/**
 * Renders a page to HTML at build time from content known then, with the router's own
 * server rendering: the router loads the URL's matches, dehydrates them with the query cache
 * (see createAppRouter), and hands over the scripts that carry that state to the client.
 */
export async function prerenderPage(
  url: string,
  documents: PortfolioDocuments,
  options: PageHeadOptions = UNADDRESSED,
  images: ImageManifest = {},
): Promise<PrerenderedPage> {
  const content = await readContent(documents);
  const { repository, user, projects, resume } = content;
  const queryClient = new QueryClient();
  const site = options.site ?? siteLanguagesOfContent(documents);
  const pageLanguage: PageLanguage = {
    language: splitLocalizedPath(new URL(url, 'http://localhost').pathname, site).language,
    site,
  };
  const {
    filled: { project, posts },
    path,
    routePath,
    html,
    scripts,
  } = await renderRoute(url, {
    repository,
    queryClient,
    images,
    pageLanguage,
    fill: async (matches) => ({
      project: fillCache(queryClient, content, matches),
      posts: await fillPostCache(queryClient, content.posts, matches, pageLanguage, images),
    }),
  });
  // The head says what the page shows: the owner's texts in the page's language too.
  const { language } = pageLanguage;
  const shown = {
    user: user && localizeProfile(user, language, site),
    projects: localizeProjects(projects, language, site),
    project: project && localizeProject(project, language, site),
    cv: routePath === CV_PATH && hasCv(resume) ? localizeResume(resume, language, site) : null,
    post: posts.post,
    writing: posts.writing,
    hasPosts: content.posts.length > 0,
  };
  // The page's language is active since its render: its words are the page's.
  const words = pageWords();
  const metadata = shown.post
    ? describePostPage(shown.post, shown.user, words)
    : shown.writing
      ? describeWritingPage(shown.user, words)
      : shown.project
        ? describeProjectPage(shown.project, shown.user, words)
        : shown.user?.name
          ? shown.cv
            ? describeCvPage(shown.user, words)
            : describePage(shown.user, words)
          : siteMetadata(words);
  const head = renderHead(metadata, shown, options, { ...pageLanguage, routePath });
  return { path, ...pageLanguage, html, scripts, metadata, head, images };
}

/**
 * A shell page (SHELL_PATHS): the route's render before the app runs (the studio says it is
 * loading), with no content in it or in its query cache, and `noindex`, no canonical address,
 * link preview tags or structured data in its head.
 */
export async function prerenderShell(url: string): Promise<PrerenderedPage> {
  const { path, html, scripts } = await renderRoute(url, {
    repository: createMemoryStore({ user: null, projects: [] }).repository,
    queryClient: new QueryClient(),
    images: {},
    pageLanguage: ONE_LANGUAGE_PAGE,
    fill: () => undefined,
  });
  const metadata = studioMetadata(path);
  const head = renderHead(
    metadata,
    { user: null, projects: [], project: null },
    { ...UNADDRESSED, indexable: false },
  );
  return { path, ...ONE_LANGUAGE_PAGE, html, scripts, metadata, head, images: {} };
}

/** What a language's feeds carry (scripts/lib/write-feeds.ts writes them). */
export interface FeedContent {
  /** The list of posts' title and description in the language: the feed's own. */
  title: string;
  description: string;
  /** The owner's name (the site's title without one): every post's author. */
  author: string;
  /**
   * The published posts, newest first, in the language (a title always: "Untitled post" for
   * none), their bodies with absolute addresses.
   */
  posts: RenderedPost[];
}

/**
 * The feeds' content in `language`: each published post as its page shows it, its body rendered
 * by the page's renderer with the page's words, its links and images made absolute against the
 * post's page at `siteUrl` (a feed reader has no page to resolve them against).
 */
export async function feedContent(
  documents: PortfolioDocuments,
  language: SiteLanguage,
  { siteUrl, images = {} }: { siteUrl: string; images?: ImageManifest },
): Promise<FeedContent> {
  const { user, posts } = await readContent(documents);
  const site = siteLanguagesOfContent(documents);
  await activateInterfaceLanguage(language);
  const shownUser = user && localizeProfile(user, language, site);
  const words = pageWords();
  const { title, description } = describeWritingPage(shownUser, words);
  const rendered: RenderedPost[] = [];
  for (const post of posts) {
    const pageAddress = toSiteAddress(siteUrl, localizedPath(postPath(post.slug), language, site));
    const page = await renderPostPage(post, { language, site }, { i18n, images, pageAddress });
    rendered.push({ ...page, title: page.title || words.untitledPost });
  }
  // A feed's author needs a name: the site's own when the owner has none, as the pages' titles.
  return { title, description, author: shownUser?.name || words.siteTitle, posts: rendered };
}

/**
 * The CV's words in `language`, from the catalogs, for the PDF CV: the script that writes it runs
 * outside the build and cannot read them itself.
 */
export async function cvWords(language: SiteLanguage): Promise<CvWords> {
  return cvWordsOf(await interfaceI18n(language));
}

/** The link previews' words in `language`, for the script that draws the preview images. */
export async function shareWords(language: SiteLanguage): Promise<ShareWords> {
  return shareWordsOf(await interfaceI18n(language));
}
