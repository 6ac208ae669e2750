import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { fillTemplate } from '../../scripts/prerender';
import { createAppRouter } from '@/routes/router';
import { emptyPage } from '@/start/entry-prerender';
import { wasPrerenderedHere } from '@/start/prerendered-path';
import type { PageLanguage } from '@/ui/page-language';

const TEMPLATE =
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-scripts--></body></html>';
const router = createAppRouter({ queryClient: new QueryClient() });

/** Whether a page the build wrote for `path` hydrates at `address`. */
function hydratesAt(path: string, address: string): boolean {
  window.history.replaceState(null, '', address);
  const html = fillTemplate(TEMPLATE, { ...emptyPage(), path });
  document.head.innerHTML = new DOMParser().parseFromString(html, 'text/html').head.innerHTML;
  return wasPrerenderedHere(document, router);
}

describe('the path a page was prerendered for', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.head.replaceChildren();
  });

  it('lets a page hydrate at its own path only', () => {
    expect(hydratesAt('/projects/trailmate', '/projects/trailmate?tag=x#top')).toBe(true);
    expect(hydratesAt('/', '/?tag=Android')).toBe(true);
    expect(hydratesAt('/', '/projects/trailmate')).toBe(false);
    expect(hydratesAt('/projects/trailmate', '/projects/other')).toBe(false);
  });

  it('keeps an encoded path as the browser reports it', () => {
    expect(hydratesAt('/projects/a%20%22b%22', '/projects/a%20%22b%22')).toBe(true);
  });

  it('hydrates the not-found page wherever no route answers, but not at a project added later', () => {
    expect(hydratesAt('/404', '/anything/else')).toBe(true);
    expect(hydratesAt('/404', '/projects')).toBe(true);
    expect(hydratesAt('/404', '/projects/added-after-the-build')).toBe(false);
    expect(hydratesAt('/404', '/')).toBe(false);
  });

  it("hydrates a language's page at its own address, and the not-found page only in the default language", () => {
    const site = { default: 'en', all: ['en', 'fr'] } as const;
    const french: PageLanguage = { language: 'fr', site };
    const english: PageLanguage = { language: 'en', site };
    const bilingual = (page: PageLanguage) =>
      createAppRouter({ queryClient: new QueryClient(), pageLanguage: page });
    const hydratesIn = (page: PageLanguage, path: string, address: string) => {
      window.history.replaceState(null, '', address);
      const html = fillTemplate(TEMPLATE, { ...emptyPage(), path });
      document.head.innerHTML = new DOMParser().parseFromString(html, 'text/html').head.innerHTML;
      return wasPrerenderedHere(document, bilingual(page), page);
    };
    expect(hydratesIn(french, '/fr/projects/trailmate', '/fr/projects/trailmate')).toBe(true);
    expect(hydratesIn(french, '/fr/', '/fr/?tag=Android')).toBe(true);
    expect(hydratesIn(french, '/fr/', '/fr')).toBe(true);
    expect(hydratesIn(english, '/404', '/xx/')).toBe(true);
    // The English not-found document at a French address: the app renders French's page.
    expect(hydratesIn(french, '/404', '/fr/nothing-here')).toBe(false);
    expect(hydratesIn(french, '/404', '/fr/projects/added-after-the-build')).toBe(false);
    expect(hydratesIn(english, '/404', '/projects/added-after-the-build')).toBe(false);
  });

  it('never hydrates a page that does not say where it was rendered', () => {
    document.head.replaceChildren();
    expect(wasPrerenderedHere(document, router)).toBe(false);
  });
});
