import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { hydrate as hydrateRouter } from '@tanstack/react-router/ssr/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Profiler, startTransition, StrictMode, type ProfilerOnRenderCallback } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/start/app';
import { IMAGE_MANIFEST_META, loadImageManifest } from '@/data/image-manifest';
import { createMemoryStore } from '@/data/memory-store';
import type { PortfolioRepository } from '@/data/portfolio-repository';
import type { ImageManifest } from '@/domain/responsive-image';
import { prerenderPage } from '@/start/entry-prerender';
import { activateInterfaceLanguage } from '@/start/interface-catalogs';
import { createAppRouter } from '@/routes/router';
import content from '../../mocks/portfolio.json';
import { server } from '../support/msw-server';
import { createTestQueryClient } from '../support/render-app';

/** The demo's profile with `count` copies of its first project, "Many 1" to "Many <count>". */
function withManyProjects(count: number, vary: (index: number) => object = () => ({})) {
  return {
    ...content,
    projects: Array.from({ length: count }, (_, index) => ({
      ...content.projects[0],
      id: `many-${index + 1}`,
      title: `Many ${index + 1}`,
      ...vary(index),
    })),
  };
}

/** Whether React expects its updates inside act(), as Testing Library sets it for tests. */
function reactActEnvironment(on: boolean): void {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
}

describe('prerendered home page', () => {
  let root: Root | undefined;

  interface HydrationOptions {
    /** The page's address; the home page's by default. */
    url?: string;
    images?: ImageManifest;
    onRender?: ProfilerOnRenderCallback;
    /**
     * React's own scheduler, in tasks as a browser runs them, instead of act() doing all the
     * work at once; the test then waits for what it needs.
     */
    inRealTasks?: boolean;
  }

  /**
   * Hydrates the page as src/start/main.tsx does, with the repository as it is now: the router takes
   * its state (and the query cache in it) from the scripts the page carries, then React
   * hydrates. main.tsx renders RouterClient, which does the same once a page (its promise is
   * module state), so this test of several pages calls the router's hydrate itself.
   */
  async function hydrateWith(
    container: HTMLElement,
    page: Awaited<ReturnType<typeof prerenderPage>>,
    repository: PortfolioRepository,
    { url = '/', images = {}, onRender = () => {}, inRealTasks = false }: HydrationOptions = {},
  ): Promise<unknown[]> {
    const queryClient = createTestQueryClient();
    // As main.tsx reads it from the page: its address and the site's languages in its meta.
    const pageLanguage = { language: page.language, site: page.site };
    const router = createAppRouter({
      queryClient,
      history: createMemoryHistory({ initialEntries: [url] }),
      pageLanguage,
    });
    // As the browser runs them while it parses the page, before the app's module.
    for (const source of page.scripts.sources) {
      new Function('document', source)({
        currentScript: { previousElementSibling: null, remove: () => {} },
      });
    }
    await hydrateRouter(router);
    const mismatches: unknown[] = [];
    const hydrate = () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <Profiler id="app" onRender={onRender}>
            <App
              repository={repository}
              queryClient={queryClient}
              images={images}
              pageLanguage={pageLanguage}
            >
              <RouterProvider router={router} />
            </App>
          </Profiler>
        </StrictMode>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    };
    if (inRealTasks) {
      reactActEnvironment(false);
      startTransition(hydrate);
    } else {
      await act(async () => hydrate());
    }
    return mismatches;
  }

  function showPrerendered(page: Awaited<ReturnType<typeof prerenderPage>>): HTMLElement {
    const container = document.createElement('div');
    container.innerHTML = page.html;
    // As a browser with scripts on parses it: a noscript's markup is its text (jsdom parses it
    // as if scripts were off).
    for (const noscript of container.querySelectorAll('noscript')) {
      noscript.textContent = noscript.innerHTML;
    }
    document.body.append(container);
    return container;
  }
  afterEach(() => {
    vi.useRealTimers();
    reactActEnvironment(true);
    act(() => root?.unmount());
    document.body.replaceChildren();
  });

  it('hydrates a project page without a mismatch, its gallery working once it runs', async () => {
    const [first] = content.projects;
    if (!first) throw new Error('The demo content has no project.');
    const url = `/projects/${first.id}`;
    const page = await prerenderPage(url, content);
    expect(page.path).toBe(url);
    const container = showPrerendered(page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(first.title);
    const openers = () => screen.getAllByRole('button', { name: /^Open image/ });
    expect(openers()).toHaveLength(first.images.length);
    for (const opener of openers()) expect(opener).toBeDisabled();

    const mismatches = await hydrateWith(container, page, createMemoryStore(content).repository, {
      url,
    });
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(first.title);
    for (const opener of openers()) expect(opener).toBeEnabled();
  });

  it('hydrates a French page at its own address, in French, its links staying French', async () => {
    const [first] = content.projects;
    if (!first) throw new Error('The demo content has no project.');
    const url = `/fr/projects/${first.id}`;
    const page = await prerenderPage(url, content);
    expect(page).toMatchObject({ path: url, language: 'fr' });
    const container = showPrerendered(page);
    expect(screen.getByRole('navigation', { name: 'Langue' })).toBeInTheDocument();
    try {
      // The build's render left French's catalog active, as main.tsx activates it before hydrating.
      const mismatches = await hydrateWith(container, page, createMemoryStore(content).repository, {
        url,
      });
      expect(mismatches).toEqual([]);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(first.title);
      expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
        'href',
        `/projects/${first.id}`,
      );
      for (const link of screen.getAllByRole('link')) {
        const href = link.getAttribute('href') ?? '';
        if (href.startsWith('/') && link.getAttribute('hreflang') === null) {
          expect(href, href).toMatch(/^\/fr\//);
        }
      }
    } finally {
      await activateInterfaceLanguage('en');
    }
  });

  it('hydrates on the client without a mismatch', async () => {
    const page = await prerenderPage('/', content);
    expect(page.metadata?.title).toBe(`${content.user.name} · Portfolio`);
    const container = showPrerendered(page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.user.name);
    expect(screen.getAllByRole('article')).toHaveLength(content.projects.length);
    // Controls that need the app's code are disabled until it runs: nothing typed is lost. The
    // menu is a native popover: it works before the app's code, and without it.
    expect(screen.getByRole('button', { name: 'Menu' })).toBeEnabled();
    const controls = () => [
      screen.getByRole('radio', { name: 'All' }),
      screen.getByLabelText('Name'),
      screen.getAllByRole('button', { name: 'Next image' })[0],
      screen.getByRole('button', { name: 'Submit' }),
    ];
    // ...and they say why, rather than being silently dead.
    for (const control of controls()) {
      expect(control).toBeDisabled();
      expect(control).toHaveAccessibleDescription(
        'Works once the page has finished loading. It needs JavaScript.',
      );
    }

    const { repository } = createMemoryStore(content);
    const getUser = vi.spyOn(repository, 'getUser');
    const mismatches = await hydrateWith(container, page, repository);
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.user.name);
    for (const control of controls()) expect(control).not.toHaveAccessibleDescription();
    // Submit alone stays disabled: the empty form is not valid yet.
    for (const control of controls().slice(0, -1)) expect(control).toBeEnabled();
    // The build's profile is a snapshot: it is read once more, and the same one changes nothing.
    await waitFor(() => expect(getUser).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.user.name);
  });

  it("shows the owner's current profile, read once after hydration, when it changed since the build", async () => {
    const page = await prerenderPage('/', content);
    const container = showPrerendered(page);
    const changed = {
      ...content,
      user: { ...content.user, name: 'Ada Renamed', bio: 'A new bio.' },
    };
    const { repository } = createMemoryStore(changed);
    const getUser = vi.spyOn(repository, 'getUser');

    const mismatches = await hydrateWith(container, page, repository);
    expect(mismatches).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ada Renamed'),
    );
    expect(screen.getByText('A new bio.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ada Renamed · Portfolio'));
    expect(getUser).toHaveBeenCalledTimes(1);
  });

  it("hydrates a page built in an earlier year without a mismatch, showing the visit's year", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T23:59:00'));
    const page = await prerenderPage('/', content);
    const container = showPrerendered(page);
    vi.setSystemTime(new Date('2027-01-01T00:01:00'));

    const mismatches = await hydrateWith(container, page, createMemoryStore(content).repository);
    expect(mismatches).toEqual([]);
    expect(screen.getByText(`© 2027 ${content.user.name}`)).toBeInTheDocument();
  });

  it("renders the build's image variants identically on both sides, and a later image in its box", async () => {
    const [first] = content.projects;
    const screenshot = first?.images[0] ?? '';
    const variants = (stem: string, format: string) =>
      [400, 800].map((width) => ({ url: `/assets/${stem}-${width}w.h.${format}`, width }));
    const manifest: ImageManifest = {
      [content.user.photo]: {
        width: 2000,
        height: 2000,
        avif: variants('photo', 'avif'),
        webp: variants('photo', 'webp'),
      },
      [screenshot]: { width: 1170, height: 2532, webp: variants('shot', 'webp') },
    };
    const page = await prerenderPage('/', content, undefined, manifest);
    const container = showPrerendered(page);
    // The manifest reaches the client as the build writes it: a file the page names.
    const address = '/assets/image-manifest.0123456789.json';
    server.use(http.get(`*${address}`, () => HttpResponse.text(JSON.stringify(page.images))));
    const meta = document.createElement('meta');
    meta.name = IMAGE_MANIFEST_META;
    meta.content = address;
    document.head.append(meta);
    const store = createMemoryStore(content);

    const images = await loadImageManifest(document);
    meta.remove();
    const mismatches = await hydrateWith(container, page, store.repository, { images });
    expect(mismatches).toEqual([]);
    const photo = screen.getByRole('img', { name: `Portrait of ${content.user.name}` });
    expect(photo).toHaveAttribute(
      'srcset',
      expect.stringContaining('/assets/photo-800w.h.webp 800w'),
    );
    expect(photo.parentElement?.querySelector('source[type="image/avif"]')).not.toBeNull();
    const portrait = screen.getByRole('img', {
      name: `${first?.title} screenshot 1 of ${first?.images.length}`,
    });
    expect(portrait).toHaveAttribute('height', '2532');
    // Drawn in its own shape, as narrow as its proportions (1170 / 2532) make it.
    expect(portrait).toHaveAttribute('data-shape', 'portrait');
    expect(portrait).toHaveAttribute(
      'sizes',
      expect.stringContaining('(min-width: 1200px) calc((371px * 5 / 8 - 24px) * 0.4621)'),
    );

    // An image the owner adds after the build: its own URL, in the layout's box.
    act(() =>
      store.putProject('later', { title: 'Later', images: ['https://cdn.example.com/n.png'] }),
    );
    const later = await screen.findByRole('img', { name: 'Later screenshot 1 of 1' });
    expect(later).toHaveAttribute('src', 'https://cdn.example.com/n.png');
    expect(later).not.toHaveAttribute('srcset');
    expect(later).toHaveAttribute('width', '800');
    expect(later).toHaveAttribute('height', '500');
  });

  // Forty prerendered cards and a hydration: a few seconds on a busy machine.
  it(
    'filters by tag and shows more once hydrated, from the page the build wrote',
    { timeout: 20_000 },
    async () => {
      const many = withManyProjects(40, (index) => ({
        images: [],
        tags: index % 3 === 0 ? ['Android', 'Everything'] : ['Everything'],
      }));
      const page = await prerenderPage('/', many);
      const container = showPrerendered(page);
      const user = userEvent.setup();
      const shown = () =>
        [
          ...container.querySelectorAll('.project-grid > li:not([hidden]):not([data-later]) h3'),
        ].map((heading) => heading.textContent);
      const showMore = () => screen.getByRole('button', { name: 'Show more projects' });
      const android = () => screen.getByRole('radio', { name: 'Android' });
      expect(shown()).toHaveLength(12);
      expect(screen.getByText('Showing 12 of 40 projects')).toBeInTheDocument();
      expect(android()).toBeDisabled();

      const mismatches = await hydrateWith(container, page, createMemoryStore(many).repository);
      expect(mismatches).toEqual([]);
      await waitFor(() => expect(android()).toBeEnabled());
      await user.click(android());
      await waitFor(() => expect(screen.getByText('Showing 12 of 14 projects')).toBeVisible());
      await user.click(showMore());
      expect(shown()).toEqual(Array.from({ length: 14 }, (_, index) => `Many ${index * 3 + 1}`));
      expect(screen.getByRole('article', { name: 'Many 37' })).toHaveFocus();
      expect(container.querySelector('.show-more')).not.toBeVisible();
    },
  );

  it(
    'leaves the cards past the first page to the build, and renders each when shown',
    { timeout: 20_000 },
    async () => {
      const many = withManyProjects(14);
      const page = await prerenderPage('/', many);
      const container = showPrerendered(page);
      const items = () => container.querySelectorAll('.project-grid > li');
      const card = (title: string) =>
        within(container).queryByRole('article', { name: title, hidden: true });
      const nextImage = (title: string) =>
        within(card(title) ?? container).getByRole('button', { name: 'Next image', hidden: true });
      // The build writes them as empty items; their cards are in the noscript after the grid.
      expect(items()).toHaveLength(14);
      expect(items()[13]).toBeEmptyDOMElement();
      expect(card('Many 14')).toBeNull();
      expect(container.querySelector('.project-grid + noscript')?.textContent).toContain('Many 14');
      const store = createMemoryStore(many);

      const mismatches = await hydrateWith(container, page, store.repository);
      expect(mismatches).toEqual([]);
      await waitFor(() => expect(nextImage('Many 12')).toBeEnabled());
      // Not rendered until shown.
      expect(items()[13]).toBeEmptyDOMElement();

      // The owner renames it meanwhile (last it was, last it stays): shown, it is the project
      // as it is now, and it works.
      act(() => store.putProject('many-14', { ...many.projects[13], title: 'Renamed' }));
      await userEvent.setup().click(screen.getByRole('button', { name: 'Show more projects' }));
      expect(screen.getByRole('article', { name: 'Many 13' })).toHaveFocus();
      expect(card('Many 14')).toBeNull();
      expect(nextImage('Renamed')).toBeEnabled();
      expect(screen.getByText('Showing 14 of 14 projects')).toBeInTheDocument();
    },
  );
});
