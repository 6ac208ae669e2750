import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import type { PortfolioDocuments } from '@/data/portfolio-repository';
import { listStaticPaths, prerenderPage } from '@/start/entry-prerender';
import content from '../../mocks/portfolio.json';
import { renderSitemapXml } from '../../scripts/lib/crawl-files';
import { fillTemplate } from '../../scripts/prerender';
import { makeContent, makeUser } from '../support/factories';

/** The template the build fills (Vite only adds its script and stylesheet tags to it). */
const TEMPLATE = readFileSync('index.html', 'utf8');
const SITE = 'https://ada.example/';
const ADDRESSES = { siteUrl: SITE, previewImage: null };
const demo = content as unknown as PortfolioDocuments;

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true },
});
afterAll(() => window.happyDOM.close());

/** A page as the build writes it, parsed as a crawler would. */
async function builtPage(path: string, documents: PortfolioDocuments = demo) {
  const page = await prerenderPage(path, documents, { addresses: ADDRESSES, indexable: true });
  const html = fillTemplate(TEMPLATE, page);
  return { page, html, document: new window.DOMParser().parseFromString(html, 'text/html') };
}

type Parsed = Awaited<ReturnType<typeof builtPage>>['document'];

const alternatesOf = (document: Parsed) =>
  Object.fromEntries(
    [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  );
const property = (document: Parsed, key: string) =>
  [...document.querySelectorAll(`meta[property="${key}"]`)].map((meta) =>
    meta.getAttribute('content'),
  );
const structuredData = (document: Parsed) =>
  JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
    '@graph': Record<string, unknown>[];
  };

describe("each language's page head", { timeout: 60_000 }, () => {
  it('is in its language, at its own address, naming every language and x-default', async () => {
    const routes = await listStaticPaths(demo);
    expect(routes).toContain('/cv');
    for (const route of routes) {
      const english = await builtPage(route);
      const frenchPath = route === '/' ? '/fr/' : `/fr${route}`;
      const french = await builtPage(frenchPath);
      const expected = {
        en: new URL(route, SITE).href,
        fr: new URL(frenchPath, SITE).href,
        'x-default': new URL(route, SITE).href,
      };
      for (const [{ document, page }, language, locale, other] of [
        [english, 'en', 'en_US', 'fr_FR'],
        [french, 'fr', 'fr_FR', 'en_US'],
      ] as const) {
        expect(document.documentElement.getAttribute('lang'), route).toBe(language);
        expect(page.language).toBe(language);
        // Reciprocal: both pages name the same set, each itself included; all absolute.
        expect(alternatesOf(document), route).toEqual(expected);
        const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
        expect(canonical, route).toBe(expected[language]);
        expect(property(document, 'og:url'), route).toEqual([expected[language]]);
        expect(property(document, 'og:locale'), route).toEqual([locale]);
        expect(property(document, 'og:locale:alternate'), route).toEqual([other]);
        const graph = structuredData(document)['@graph'];
        const pageNode = graph.find((node) => node.inLanguage !== undefined);
        expect(pageNode, route).toMatchObject({ inLanguage: language, url: expected[language] });
        expect(document.querySelector('meta[name="site-languages"]')?.getAttribute('content')).toBe(
          'en fr',
        );
      }
    }
  });

  it("links a French page's own pages and sections in French, and offers English's same page", async () => {
    const { document } = await builtPage('/fr/projects/trailmate');
    const hrefs = [...document.querySelectorAll('main a[href^="/"], header a[href^="/"]')].map(
      (link) => link.getAttribute('href') ?? '',
    );
    expect(hrefs.length).toBeGreaterThan(0);
    const switcher = document.querySelector('.language-switcher');
    const english = switcher?.querySelector('a[hreflang="en"]');
    expect(english?.getAttribute('href')).toBe('/projects/trailmate');
    expect(english?.getAttribute('lang')).toBe('en');
    expect(switcher?.querySelector('[aria-current="true"]')?.textContent).toBe('Français');
    expect(switcher?.querySelector('a[hreflang="fr"]')).toBeNull();
    for (const href of hrefs.filter((href) => !english || href !== '/projects/trailmate')) {
      expect(href, href).toMatch(/^\/fr\//);
    }
  });

  it('writes nothing of languages for a site in one', async () => {
    const oneLanguage = makeContent({ user: makeUser() });
    const paths = await listStaticPaths(oneLanguage);
    for (const path of paths) {
      expect(path.startsWith('/fr')).toBe(false);
      const { document, html } = await builtPage(path, oneLanguage);
      expect(document.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
      expect(property(document, 'og:locale')).toEqual([]);
      expect(html).not.toContain('inLanguage');
      expect(html).not.toContain('site-languages');
      expect(document.querySelector('.language-switcher')).toBeNull();
      expect(document.documentElement.getAttribute('lang')).toBe('en');
    }
  });

  it('answers a prefix the site does not have with the not-found page', async () => {
    // A folder's address (`/de/`) is served the not-found file at once: see tests/e2e/languages.spec.ts.
    for (const path of ['/xx/cv', '/de/projects/trailmate', '/fr/studio', '/en/cv']) {
      const { document } = await builtPage(path);
      expect(document.querySelector('main.not-found'), path).not.toBeNull();
    }
  });
});

describe('the sitemap in every language', () => {
  const site = { default: 'en', all: ['en', 'fr', 'de'] } as const;
  const xml = renderSitemapXml(
    SITE,
    new Date('2026-11-01T10:00:00Z'),
    ['trailmate'],
    ['/cv'],
    site,
  );
  const parsed = new window.DOMParser().parseFromString(xml, 'application/xml');
  const entries = [...parsed.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
    alternates: Object.fromEntries(
      [...url.getElementsByTagName('xhtml:link')].map((link) => [
        link.getAttribute('hreflang') ?? '',
        link.getAttribute('href') ?? '',
      ]),
    ) as Record<string, string>,
  }));

  it('lists every page in every language, each naming all of them and x-default', () => {
    expect(entries.map(({ loc }) => loc)).toEqual([
      `${SITE}`,
      `${SITE}fr/`,
      `${SITE}de/`,
      `${SITE}cv`,
      `${SITE}fr/cv`,
      `${SITE}de/cv`,
      `${SITE}projects/trailmate`,
      `${SITE}fr/projects/trailmate`,
      `${SITE}de/projects/trailmate`,
    ]);
    for (const { loc, alternates } of entries) {
      // Reciprocal: each entry is among its own alternates, and names the same set as they do.
      const language = Object.entries(alternates).find(
        ([hreflang, href]) => hreflang !== 'x-default' && href === loc,
      );
      expect(language, loc).toBeDefined();
      for (const href of Object.values(alternates)) {
        expect(href.startsWith(SITE), href).toBe(true);
        const other = entries.find((entry) => entry.loc === href);
        expect(other?.alternates, href).toEqual(alternates);
      }
      expect(alternates['x-default']).toBe(alternates.en);
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('is as it was for a site in one language', () => {
    const one = renderSitemapXml(SITE, new Date('2026-11-01T10:00:00Z'), ['trailmate'], ['/cv']);
    expect(one).not.toContain('xhtml');
    expect(one.match(/<loc>/g)).toHaveLength(3);
  });
});
