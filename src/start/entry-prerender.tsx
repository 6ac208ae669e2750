import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App } from './app';
import { createMemoryRepository } from '@/data/memory-repository';
import type { PortfolioDocuments } from '@/data/portfolio-repository';
import { describePage, type PageMetadata } from '@/domain/page-metadata';
import type { Project } from '@/domain/project';
import type { ImageManifest } from '@/domain/responsive-image';
import { toScriptJson } from '@/domain/script-json';
import { describeSharing, type MetaTag, type ShareAddresses } from '@/domain/share-metadata';
import { describeStructuredData } from '@/domain/structured-data';
import type { UserProfile } from '@/domain/user-profile';
import { portfolioQueries } from '@/queries/portfolio-queries';
import { createAppRouter } from '@/routes/router';
import { PrerenderingProvider } from '@/ui/prerendering';

export interface PrerenderedPage {
  /** The inside of `#root`, which the client hydrates. */
  html: string;
  state: DehydratedState;
  metadata: PageMetadata | null;
  /**
   * The metadata as `<title>` and `<meta name="description">` for the document's head, written
   * (and escaped) by React; null when the template's own should stay.
   */
  head: string | null;
  /**
   * More of the head, for the end of the template's: the canonical address, the link preview
   * tags and the structured data of a page with a profile, `noindex` on a page not to be indexed.
   */
  headEnd: string;
  /** The image variants the page was rendered with, for the client to render the same. */
  images: ImageManifest;
}

export interface PageHeadOptions {
  /** The site's address and the preview image, for the tags that need absolute addresses. */
  addresses: ShareAddresses;
  /** False for a page search engines should leave out (the not-found page). */
  indexable: boolean;
}

const metaElement = ({ attribute, key, content }: MetaTag) =>
  attribute === 'name' ? (
    <meta key={key} name={key} content={content} />
  ) : (
    <meta key={key} property={key} content={content} />
  );

/** The end of the head, written (and escaped) by React; the JSON-LD escaped by toScriptJson. */
function renderHeadEnd(
  user: UserProfile | null,
  projects: readonly Project[],
  { addresses, indexable }: PageHeadOptions,
): string {
  const share = user?.name ? describeSharing(user, addresses) : null;
  const structuredData =
    user?.name && indexable ? describeStructuredData(user, projects, addresses.siteUrl) : null;
  return renderToStaticMarkup(
    <>
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

/**
 * Renders a page to HTML at build time from content known then, with the query cache it was
 * rendered from, so the client can hydrate it without fetching first.
 */
export async function prerenderPage(
  url: string,
  documents: PortfolioDocuments,
  options: PageHeadOptions = { addresses: { siteUrl: null, previewImage: null }, indexable: true },
  images: ImageManifest = {},
): Promise<PrerenderedPage> {
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

  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  // renderToString, not react-dom/static's prerender: nothing suspends once the router has
  // loaded, and prerender is React's primary server renderer, which in development marks each
  // context it provides as its own, so a client rendering in the same process (the hydration
  // test) would be told of "multiple renderers"; renderToString is the secondary one.
  const html = renderToString(
    <StrictMode>
      <PrerenderingProvider value>
        <App repository={repository} queryClient={queryClient} router={router} images={images} />
      </PrerenderingProvider>
    </StrictMode>,
  );
  const metadata = user?.name ? describePage(user) : null;
  // A render of its own: the client hydrates #root only, and the head is not in it.
  const head = metadata
    ? renderToStaticMarkup(
        <>
          <title>{metadata.title}</title>
          <meta name="description" content={metadata.description} />
        </>,
      )
    : null;
  const headEnd = renderHeadEnd(user, projects, options);
  return { html, state: dehydrate(queryClient), metadata, head, headEnd, images };
}
