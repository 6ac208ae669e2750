import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { attachRouterServerSsrUtils, RouterServer } from '@tanstack/react-router/ssr/server';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App } from './app';
import { createMemoryRepository } from '@/data/memory-repository';
import type { PortfolioDocuments } from '@/data/portfolio-repository';
import { describePage, SITE_METADATA, type PageMetadata } from '@/domain/page-metadata';
import type { Project } from '@/domain/project';
import type { ImageManifest } from '@/domain/responsive-image';
import { toScriptJson } from '@/domain/script-json';
import { describeSharing, type MetaTag, type ShareAddresses } from '@/domain/share-metadata';
import { describeStructuredData } from '@/domain/structured-data';
import type { UserProfile } from '@/domain/user-profile';
import { portfolioQueries } from '@/queries/portfolio-queries';
import { createAppRouter } from '@/routes/router';
import { PrerenderingProvider } from '@/ui/prerendering';

/** The inline scripts the router needs run before the app: its state, the query cache in it. */
export interface PageScripts {
  /** The script elements, for the end of the page's body. */
  html: string;
  /** Their sources, exactly as the page carries them: the Content-Security-Policy hashes them. */
  sources: string[];
}

export interface PrerenderedPage {
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
}

/** A page rendered without the site's address: no canonical address or absolute links. */
const UNADDRESSED: PageHeadOptions = {
  addresses: { siteUrl: null, previewImage: null },
  indexable: true,
};

const metaElement = ({ attribute, key, content }: MetaTag) =>
  attribute === 'name' ? (
    <meta key={key} name={key} content={content} />
  ) : (
    <meta key={key} property={key} content={content} />
  );

/** The page's head, written (and escaped) by React; the JSON-LD escaped by toScriptJson. */
function renderHead(
  metadata: PageMetadata,
  user: UserProfile | null,
  projects: readonly Project[],
  { addresses, indexable }: PageHeadOptions,
): string {
  const share = user?.name ? describeSharing(user, addresses) : null;
  const structuredData =
    user?.name && indexable ? describeStructuredData(user, projects, addresses.siteUrl) : null;
  return renderToStaticMarkup(
    <>
      <title>{metadata.title}</title>
      <meta name="description" content={metadata.description} />
      {!indexable && <meta name="robots" content="noindex" />}
      {indexable && share?.canonical && <link rel="canonical" href={share.canonical} />}
      {indexable && share && [...share.profileTags, ...share.addressTags].map(metaElement)}
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

/** The query cache every page starts from: the profile and the projects, read once. */
async function readContent(documents: PortfolioDocuments) {
  const repository = createMemoryRepository(documents);
  const queryClient = new QueryClient();
  const user = await queryClient.fetchQuery(portfolioQueries.user(repository));
  const projects = await new Promise<Project[]>((resolve, reject) => {
    const unsubscribe = repository.subscribeToProjects((list) => {
      resolve(list);
      queueMicrotask(unsubscribe);
    }, reject);
  });
  queryClient.setQueryData(portfolioQueries.projects().queryKey, projects);
  return { repository, queryClient, user, projects };
}

/** A page with no content in its HTML, for the app to render in the browser: an empty shell. */
export function emptyPage(): PrerenderedPage {
  return {
    html: '',
    scripts: { html: '', sources: [] },
    metadata: SITE_METADATA,
    head: renderHead(SITE_METADATA, null, [], UNADDRESSED),
    images: {},
  };
}

/** The paths of the router's pages that need no parameter, each a page the build writes. */
export function listStaticPaths(): string[] {
  const router = createAppRouter({ queryClient: new QueryClient(), isServer: true });
  const paths = Object.keys(router.routesByPath);
  const withParameters = paths.filter((path) => path.includes('$'));
  if (withParameters.length > 0) {
    throw new Error(
      `prerender: ${withParameters.join(', ')} take parameters; say which pages they have ` +
        'before the build can write them.',
    );
  }
  return paths;
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
  const { repository, queryClient, user, projects } = await readContent(documents);
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
  });
  attachRouterServerSsrUtils({ router, manifest: undefined });
  const serverSsr = router.serverSsr;
  if (!serverSsr) throw new Error('prerender: the router did not take its server utilities.');
  try {
    await router.load();
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
          <App repository={repository} queryClient={queryClient} images={images}>
            <RouterServer router={router} />
          </App>
        </PrerenderingProvider>
      </StrictMode>,
    );
    serverSsr.setRenderFinished();
    const metadata = user?.name ? describePage(user) : SITE_METADATA;
    const head = renderHead(metadata, user, projects, options);
    return {
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
      metadata,
      head,
      images,
    };
  } finally {
    serverSsr.cleanup();
  }
}
